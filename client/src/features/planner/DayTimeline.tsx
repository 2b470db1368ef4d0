import { Button, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { useIntl } from 'react-intl';
import { IconAlert } from '../../components/icons';
import type { PlannerEntryFragment } from '../../gql/graphql';
import { plannerMessages } from './messages';
import { TimeGrid } from './TimeGrid';
import { UnscheduledStrip } from './UnscheduledStrip';
import type { Now } from './useNow';
import classes from './planner.module.css';

interface Props {
  readonly date: string;
  readonly dateLabel: string;
  readonly planners: readonly PlannerEntryFragment[] | null;
  readonly loading: boolean;
  readonly error: boolean;
  readonly onRetry: () => void;
  readonly now: Now;
  /** A colleague's day, shown without editing. */
  readonly readOnly?: boolean;
}

/** The hero column: the unscheduled strip and the time grid, with loading and error states. */
export function DayTimeline({ date, dateLabel, planners, loading, error, onRetry, now, readOnly = false }: Props) {
  const intl = useIntl();
  if (!planners && error) {
    return (
      <div className={classes.timeline} data-testid="planner-error">
        <Stack align="center" justify="center" gap="sm" h="100%" p="xl" ta="center">
          <ThemeIcon size={44} radius="xl" variant="light" color="red">
            <IconAlert size={24} />
          </ThemeIcon>
          <Text fw={700}>{intl.formatMessage(plannerMessages.loadError)}</Text>
          <Text size="sm" c="gray.7" maw={320}>
            {intl.formatMessage(plannerMessages.loadErrorBody)}
          </Text>
          <Button size="xs" onClick={onRetry}>
            {intl.formatMessage(plannerMessages.retry)}
          </Button>
        </Stack>
      </div>
    );
  }
  if (!planners || loading) {
    if (!planners) {
      return (
        <div
          className={classes.timeline}
          role="status"
          aria-busy="true"
          aria-label={intl.formatMessage({ id: 'common.loading', defaultMessage: 'Loading…' })}
        >
          <Stack gap={10} p="md">
            <Skeleton height={28} width="45%" radius="sm" />
            {Array.from({ length: 10 }, (_, index) => (
              <Skeleton
                key={index}
                height={index % 3 === 0 ? 56 : 18}
                width={`${90 - ((index * 13) % 40)}%`}
                ml={56}
                radius="sm"
              />
            ))}
          </Stack>
        </div>
      );
    }
  }
  const unscheduled = planners.filter((planner) => planner.blocks.length === 0);
  return (
    <div className={classes.timeline} data-testid="planner-timeline">
      <UnscheduledStrip date={date} planners={unscheduled} readOnly={readOnly} />
      <TimeGrid date={date} dateLabel={dateLabel} planners={planners} now={now} readOnly={readOnly} />
    </div>
  );
}
