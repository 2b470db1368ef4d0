import { blocksLabel } from '@domain/planner-slots';
import { BusyNote } from './BusyNote';
import { Anchor, Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useOptionalTodoDrawer } from '../../../app/todoDrawer';
import { CategoryBadge } from '../../../components/category';
import { IconUndo, IconCalendar, IconCheck, IconClock } from '../../../components/icons';
import { useDeleteTodo } from '../../todo';
import { assistantMessages } from '../messages';
import type { CreatedTodoResult } from '../toolResults';
import { CardFrame, categoryOf, useDayLabel, useMomentLabel } from './cardParts';
import { useTodoGone } from './useTodoGone';

/**
 * create_todo: the new to-do (title that opens it, content, day and time, category), a link to that day's
 * planner and when it was made; asked for a taken time, it is in the inbox and the card says what holds the time. Undo deletes it through the to-do's own delete (its policy decides); once
 * undone, the card says so and offers neither the to-do nor its planner any more.
 */
export function CreatedTodoCard({ result }: { readonly result: CreatedTodoResult }) {
  const intl = useIntl();
  const drawer = useOptionalTodoDrawer();
  const day = useDayLabel();
  const moment = useMomentLabel();
  const [remove, { loading: undoing }] = useDeleteTodo();
  const [undid, setUndid] = useState(false);
  // Undone here, or gone since (a conversation reopened after its Undo): the card leads nowhere.
  const undone = useTodoGone(result.todoId) || undid;
  const times = blocksLabel(result.blocks);

  const undo = async () => {
    const outcome = await remove({ id: result.todoId, planners: result.plannerId ? [{ id: result.plannerId }] : [] });
    if (outcome.ok) setUndid(true);
  };

  const title = (
    <Text
      size="md"
      fw={700}
      lineClamp={2}
      c={undone ? 'gray.6' : drawer ? 'brand.8' : undefined}
      td={undone ? 'line-through' : undefined}
      data-testid="assistant-card-todo-title"
    >
      {result.title}
    </Text>
  );
  return (
    <CardFrame
      testId="assistant-card-created-todo"
      icon={
        undone ? (
          <IconUndo size={16} color="var(--mantine-color-gray-6)" />
        ) : (
          <IconCheck size={16} color="var(--mantine-color-teal-7)" />
        )
      }
      title={intl.formatMessage(undone ? assistantMessages.todoUndone : assistantMessages.todoCreated)}
      aside={<CategoryBadge category={categoryOf(result.category, result.color, result.colorHex)} size="xs" />}
    >
      <Stack gap={6}>
        {drawer && !undone ? (
          <UnstyledButton
            onClick={() => drawer.open(result.todoId, { date: result.date, title: result.title })}
            title={intl.formatMessage(assistantMessages.todoOpen)}
            display="block"
          >
            {title}
          </UnstyledButton>
        ) : (
          title
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
              {result.busy
                ? intl.formatMessage(assistantMessages.todoInbox)
                : times.length > 0
                  ? times.join(', ')
                  : intl.formatMessage(assistantMessages.todoNoTime)}
            </Text>
          </Group>
        </Group>
        {result.busy && <BusyNote busy={result.busy} date={day(result.date)} />}
        <Group justify="space-between" mt={2} wrap="nowrap">
          <Text size="xs" c="gray.6" data-testid="assistant-card-todo-status">
            {undone
              ? intl.formatMessage(assistantMessages.todoUndoneNote)
              : intl.formatMessage(assistantMessages.todoCreatedAt, { time: moment(result.registerDate, true) })}
          </Text>
          {!undone && (
            <Group gap={10} wrap="nowrap">
              <Button
                size="compact-xs"
                variant="subtle"
                color="gray"
                loading={undoing}
                leftSection={<IconUndo size={14} />}
                onClick={() => void undo()}
                data-testid="assistant-card-todo-undo"
              >
                {intl.formatMessage(assistantMessages.todoUndo)}
              </Button>
              <Anchor
                component={Link}
                to={`/planner?date=${result.date}`}
                size="xs"
                fw={600}
                data-testid="assistant-card-todo-planner"
              >
                {intl.formatMessage(assistantMessages.todoGoToPlanner)}
              </Anchor>
            </Group>
          )}
        </Group>
      </Stack>
    </CardFrame>
  );
}
