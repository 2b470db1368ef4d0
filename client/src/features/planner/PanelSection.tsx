import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode, Ref } from 'react';
import { useIntl } from 'react-intl';
import { plannerMessages } from './messages';
import classes from './planner.module.css';

interface Props {
  readonly title: ReactNode;
  readonly count?: number | null;
  readonly loading?: boolean;
  readonly error?: boolean;
  readonly onRetry?: () => void;
  readonly empty?: ReactNode;
  readonly dropReady?: boolean;
  readonly dropRef?: Ref<HTMLElement>;
  readonly testId?: string;
  /** Beside the count: the list's menu. */
  readonly actions?: ReactNode;
  readonly children?: ReactNode;
}

/** A side panel of the planner with its loading, error and empty states. */
export function PanelSection({
  title,
  count,
  loading,
  error,
  onRetry,
  empty,
  dropReady,
  dropRef,
  testId,
  actions,
  children,
}: Props) {
  const intl = useIntl();
  return (
    <section
      ref={dropRef}
      className={[classes.panel, dropReady ? classes.dropReady : ''].join(' ')}
      data-testid={testId}
      aria-busy={loading || undefined}
    >
      <Group justify="space-between" gap="xs" mb={6} wrap="nowrap">
        <Title order={2} fz={14} fw={700} lineClamp={1}>
          {title}
        </Title>
        <Group gap={4} wrap="nowrap">
          {typeof count === 'number' && (
            <Text fz={12} c="gray.7" fw={600}>
              {count}
            </Text>
          )}
          {actions}
        </Group>
      </Group>
      {loading ? (
        <Stack gap={8} py={4}>
          {[72, 56, 64].map((width) => (
            <Skeleton key={width} height={16} width={`${width}%`} radius="sm" />
          ))}
        </Stack>
      ) : error ? (
        <Stack gap={6} align="flex-start" py={4}>
          <Text fz={13} c="red.8">
            {intl.formatMessage(plannerMessages.listError)}
          </Text>
          {onRetry && (
            <Button size="compact-xs" variant="light" onClick={onRetry}>
              {intl.formatMessage(plannerMessages.retry)}
            </Button>
          )}
        </Stack>
      ) : empty ? (
        <Text fz={12.5} c="gray.7" py={4}>
          {empty}
        </Text>
      ) : (
        children
      )}
    </section>
  );
}
