import { Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql } from '../../gql';
import type { ReportTimeChart_ReportFragment } from '../../gql/graphql';
import { defineMessageMap } from '../../i18n/defineMessageMap';

const messages = defineMessageMap({
  alt: { id: 'report.chart.alt', defaultMessage: '{title} chart, {period}: {values}' },
  broken: { id: 'report.chart.broken', defaultMessage: 'The chart could not be shown. Its values: {values}' },
});

type ReportChart = ReportTimeChart_ReportFragment['timeCharts'][number];

/**
 * The report's charts (issue 14, drawn on the server since issue 17 as in the chat and the PDF): its
 * period's planned time by category, in the category colours, and by goal, in the reader's language;
 * shown when the report was drafted from the author's work.
 */
export function ReportTimeChart({ report }: { readonly report: ReportTimeChart_ReportFragment }) {
  if (report.timeCharts.length === 0) return null;
  return (
    <Group align="flex-start" gap="lg" data-testid="report-time-chart">
      {report.timeCharts.map((chart) => (
        <ChartImage key={chart.kind} chart={chart} />
      ))}
    </Group>
  );
}

/** One chart as a PNG image described by its values; the values in words when it cannot be decoded. */
function ChartImage({ chart }: { readonly chart: ReportChart }) {
  const intl = useIntl();
  const [broken, setBroken] = useState(false);
  const values = chart.values.map((value) => `${value.label} ${value.text}`).join(', ');
  if (broken) {
    return (
      <Stack gap={2} w={chart.width} maw="100%" data-testid="report-time-chart-broken">
        <Text size="sm" fw={600}>
          {chart.title}
        </Text>
        <Text size="sm" c="gray.7">
          {intl.formatMessage(messages.broken, { values })}
        </Text>
      </Stack>
    );
  }
  return (
    <img
      src={chart.pngDataUrl}
      width={chart.width}
      height={chart.height}
      style={{ display: 'block', maxWidth: '100%', height: 'auto' }}
      alt={intl.formatMessage(messages.alt, { title: chart.title, period: chart.subtitle, values })}
      onError={() => setBroken(true)}
      data-testid="report-time-chart-image"
    />
  );
}

ReportTimeChart.fragments = {
  report: graphql(`
    fragment ReportTimeChart_report on Report {
      timeCharts {
        kind
        title
        subtitle
        pngDataUrl
        width
        height
        values {
          label
          text
        }
      }
    }
  `),
};
