import { Badge, Text } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { IconAlert, IconChart } from '../../../components/icons';
import classes from '../assistant.module.css';
import type { ChartResult } from '../toolResults';
import { CardFrame } from './cardParts';
import { chartMessages } from './chartMessages';

/**
 * get_chart: the chart drawn on the server, shown as a PNG image (a data: URL, never markup put in the
 * page), its values as the image's description. When the picture is missing or cannot be decoded, an
 * error badge and the values in words instead.
 */
export function ChartCard({ result }: { readonly result: ChartResult }) {
  const intl = useIntl();
  const [broken, setBroken] = useState(false);
  const values =
    result.values.map((value) => `${value.label} ${value.text}`).join(', ') || intl.formatMessage(chartMessages.empty);
  const shown = result.png !== null && !broken;
  return (
    <CardFrame
      testId="assistant-card-chart"
      icon={<IconChart size={16} color="var(--mantine-color-brand-7)" />}
      // The picture carries the chart's own title and period, as in the report and its PDF.
      title={intl.formatMessage(chartMessages.title)}
      aside={
        shown ? undefined : (
          <Badge
            color="red"
            variant="light"
            leftSection={<IconAlert size={12} />}
            style={{ flex: 'none' }}
            data-testid="assistant-card-chart-broken"
          >
            {intl.formatMessage(chartMessages.broken)}
          </Badge>
        )
      }
    >
      {shown ? (
        <img
          style={{ display: 'block', maxWidth: '100%', height: 'auto' }}
          src={result.png!}
          width={result.width || undefined}
          height={result.height || undefined}
          alt={intl.formatMessage(chartMessages.alt, { title: result.title, period: result.period, values })}
          onError={() => setBroken(true)}
          data-testid="assistant-card-chart-image"
        />
      ) : (
        <div data-testid="assistant-card-chart-fallback">
          <Text size="sm" fw={600}>
            {result.title} · {result.period}
          </Text>
          <Text size="sm" c="gray.7">
            {intl.formatMessage(result.values.length ? chartMessages.fallback : chartMessages.fallbackEmpty)}
          </Text>
          {result.values.map((value, index) => (
            <div key={`${index}-${value.label}`} className={classes.cardRow}>
              <Text size="sm" style={{ flex: 1, minWidth: 0 }} truncate="end">
                {value.label}
              </Text>
              <Text size="sm" c="gray.7" style={{ flex: 'none' }}>
                {value.text}
              </Text>
            </div>
          ))}
        </div>
      )}
      {result.cut && (
        <Text size="xs" c="gray.6" mt={4}>
          {intl.formatMessage(chartMessages.cut, { shown: result.values.length, total: result.total })}
        </Text>
      )}
    </CardFrame>
  );
}
