import { blocksLabel } from '@domain/planner-slots';
import { Anchor, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useOptionalTodoDrawer } from '../../../app/todoDrawer';
import { CategoryBadge } from '../../../components/category';
import { IconCalendar, IconCheck, IconClock } from '../../../components/icons';
import { assistantMessages } from '../messages';
import type { CreatedTodoResult } from '../toolResults';
import { CardFrame, categoryOf, useDayLabel, useMomentLabel } from './cardParts';

/** create_todo: the new to-do (title that opens it, content, day and time, category), a link to that day's planner and when it was made. */
export function CreatedTodoCard({ result }: { readonly result: CreatedTodoResult }) {
  const intl = useIntl();
  const drawer = useOptionalTodoDrawer();
  const day = useDayLabel();
  const moment = useMomentLabel();
  const times = blocksLabel(result.blocks);
  return (
    <CardFrame
      testId="assistant-card-created-todo"
      icon={<IconCheck size={16} color="var(--mantine-color-teal-7)" />}
      title={intl.formatMessage(assistantMessages.todoCreated)}
      aside={<CategoryBadge category={categoryOf(result.category, result.color)} size="xs" />}
    >
      <Stack gap={6}>
        {drawer ? (
          <UnstyledButton onClick={() => drawer.open(result.todoId, { date: result.date, title: result.title })} title={intl.formatMessage(assistantMessages.todoOpen)} display="block">
            <Text size="md" fw={700} c="brand.8" lineClamp={2} data-testid="assistant-card-todo-title">
              {result.title}
            </Text>
          </UnstyledButton>
        ) : (
          <Text size="md" fw={700} lineClamp={2} data-testid="assistant-card-todo-title">
            {result.title}
          </Text>
        )}
        {result.content && (
          <Text size="sm" c="gray.8" lineClamp={3} style={{ whiteSpace: 'pre-wrap' }}>
            {result.content}
          </Text>
        )}
        <Group gap={14}>
          <Group gap={4} wrap="nowrap">
            <IconCalendar size={15} />
            <Text size="sm">{day(result.date)}</Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            <IconClock size={15} />
            <Text size="sm" data-testid="assistant-card-todo-time">
              {times.length > 0 ? times.join(', ') : intl.formatMessage(assistantMessages.todoNoTime)}
            </Text>
          </Group>
        </Group>
        <Group justify="space-between" mt={2}>
          <Text size="xs" c="gray.6">
            {intl.formatMessage(assistantMessages.todoCreatedAt, { time: moment(result.registerDate, true) })}
          </Text>
          <Anchor component={Link} to={`/planner?date=${result.date}`} size="xs" fw={600} data-testid="assistant-card-todo-planner">
            {intl.formatMessage(assistantMessages.todoGoToPlanner)}
          </Anchor>
        </Group>
      </Stack>
    </CardFrame>
  );
}
