import { Badge, Box, Paper } from '@mantine/core';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { Notice } from './Notice';

interface Props {
  readonly title: MessageDescriptor;
  readonly description: MessageDescriptor;
}

/** An honest placeholder for an area of the route table that is not built yet. */
export function ComingSoonPage({ title, description }: Props) {
  return (
    <Box p="lg">
      <Paper withBorder p="xl" radius="md" bg="white">
        <Notice
          gap="sm"
          py="xl"
          maw={460}
          mx="auto"
          visual={<ComingSoonArt />}
          badge={
            <Badge variant="light" color="brand" size="md" radius="sm">
              <FormattedMessage id="comingSoon.badge" defaultMessage="Coming soon" />
            </Badge>
          }
          title={<FormattedMessage {...title} />}
          titleOrder={2}
          titleSize={20}
          textSize="md"
          body={<FormattedMessage {...description} />}
          hint={
            <FormattedMessage
              id="comingSoon.body"
              defaultMessage="This part of Quarter is still being built. It will appear here as soon as it is ready."
            />
          }
        />
      </Paper>
    </Box>
  );
}

function ComingSoonArt() {
  // A quarter-hour grid with a few blocks still being placed.
  const cells = Array.from({ length: 16 }, (_, index) => index);
  const filled = new Set([0, 1, 5, 6, 10]);
  const pending = new Set([11, 15]);
  return (
    <svg width="120" height="80" viewBox="0 0 120 80" aria-hidden="true" focusable="false">
      {cells.map((index) => {
        const x = 4 + (index % 4) * 29;
        const y = 4 + Math.floor(index / 4) * 19;
        const fill = filled.has(index)
          ? 'var(--mantine-color-brand-5)'
          : pending.has(index)
            ? 'var(--mantine-color-brand-1)'
            : 'var(--mantine-color-gray-1)';
        return (
          <rect
            key={index}
            x={x}
            y={y}
            width="25"
            height="15"
            rx="3"
            fill={fill}
            stroke={pending.has(index) ? 'var(--mantine-color-brand-4)' : 'none'}
            strokeDasharray="3 2"
          />
        );
      })}
    </svg>
  );
}
