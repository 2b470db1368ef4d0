import { formatMinutes, workTimeCharts, type WorkTime } from '@domain/report-draft';
import { Box, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { graphql } from '../../gql';
import type { ReportTimeChart_ReportFragment } from '../../gql/graphql';
import { useLocale } from '../../i18n/I18nProvider';

/**
 * The report's chart (issue 14): its period's planned time by category, in the category colours, and
 * by goal, as horizontal bars; shown when the report was drafted from the author's work.
 */
export function ReportTimeChart({ report }: { readonly report: ReportTimeChart_ReportFragment }) {
  const { locale } = useLocale();
  if (!report.workTime) return null;
  const charts = workTimeCharts(report.workTime as WorkTime, locale);
  if (charts.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" data-testid="report-time-chart">
      {charts.map((chart) => {
        const longest = Math.max(...chart.bars.map((bar) => bar.minutes), 1);
        return (
          <Stack key={chart.title} gap={6}>
            <Text size="sm" fw={600}>
              {chart.title}
            </Text>
            {chart.bars.map((bar) => (
              <Group key={bar.label} gap="xs" wrap="nowrap">
                <Text size="xs" c="gray.7" w={110} truncate="end" title={bar.label}>
                  {bar.label}
                </Text>
                <Box style={{ flex: 1 }}>
                  <Box h={10} bg={bar.color} style={{ width: `${Math.max(2, (bar.minutes / longest) * 100)}%`, borderRadius: 3 }} />
                </Box>
                <Text size="xs" c="gray.7" w={80} ta="right">
                  {formatMinutes(bar.minutes, locale)}
                </Text>
              </Group>
            ))}
          </Stack>
        );
      })}
    </SimpleGrid>
  );
}

ReportTimeChart.fragments = {
  report: graphql(`
    fragment ReportTimeChart_report on Report {
      workTime {
        timeByCategory {
          category
          slots
        }
        timeByGoal {
          goalId
          title
          slots
        }
      }
    }
  `),
};
