import { useMutation } from '@apollo/client/react';
import { Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { slotTime, SLOTS_PER_DAY } from '@domain/planner-slots';
import { TODO_TITLE_MAX } from '@domain/text-limits';
import { DateTime } from 'luxon';
import { useMemo, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useFailureToast, type Outcome } from '../../apollo/useFailureToast';
import { HOME_PATH } from '../../app/guards';
import { useViewer } from '../../app/useViewer';
import { FIRST_TODO_LENGTHS, firstTodoBlocks, firstTodoStart } from './firstTodoTime';
import { firstRunMessages } from './messages';
import { FirstRunCreateTodoDocument } from './operations';
import { StepButtons } from './StepButtons';
import { StepHeading } from './StepHeading';
import { StepTextInput } from './StepTextInput';
import { useNameField } from './useNameField';

const DEFAULT_LENGTH = 4;

/** Now in the person's time zone (the planner's "today"). */
function useNowInZone() {
  const viewer = useViewer();
  return useMemo(() => {
    const now = DateTime.now().setZone(viewer?.timezone || 'local');
    return now.isValid ? now : DateTime.now();
  }, [viewer?.timezone]);
}

/**
 * The last step: a to-do planned on today at a chosen quarter hour (the next one by default), for the
 * goal just set if any; created and planned in one call, then the planner opens on today.
 */
export function TodoStep({ goalId }: { readonly goalId: string | null }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const toastFailure = useFailureToast();
  const now = useNowInZone();
  const [mutate, { loading }] = useMutation(FirstRunCreateTodoDocument);
  const title = useNameField('title', firstRunMessages.titleRequired);
  const [length, setLength] = useState<number>(DEFAULT_LENGTH);
  const [start, setStart] = useState(() => firstTodoStart(now.hour, now.minute, DEFAULT_LENGTH));

  const save = async (text: string): Promise<Outcome<string>> => {
    try {
      const plan = { date: now.toISODate()!, blocks: firstTodoBlocks(start, length) };
      const result = await mutate({ variables: { input: { title: text, goalId, plan } } });
      return { ok: true, data: result.data?.createTodo.id ?? '' };
    } catch (error) {
      toastFailure(error, firstRunMessages.todoFailed, { inlineFieldErrors: true });
      return { ok: false, error };
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if ((await title.submit(save)) !== null) void navigate(HOME_PATH);
  };

  const starts = Array.from({ length: SLOTS_PER_DAY }, (_, slot) => ({ value: String(slot), label: slotTime(slot) }));
  const lengths = FIRST_TODO_LENGTHS.map((slots) => ({
    value: String(slots),
    label:
      slots < 4
        ? intl.formatMessage(firstRunMessages.minutes, { count: slots * 15 })
        : intl.formatMessage(firstRunMessages.hours, { count: slots / 4 }),
  }));

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        <StepHeading title={intl.formatMessage(firstRunMessages.todoTitle)}>
          {intl.formatMessage(firstRunMessages.todoBody)}
        </StepHeading>
        <StepTextInput
          field={title}
          label={intl.formatMessage(firstRunMessages.todoField)}
          placeholder={intl.formatMessage(firstRunMessages.todoPlaceholder)}
          maxLength={TODO_TITLE_MAX}
        />
        <Group gap="md" align="flex-end" wrap="nowrap">
          <Select
            label={intl.formatMessage(firstRunMessages.todoStart)}
            data={starts}
            value={String(start)}
            onChange={(value) => value !== null && setStart(Number(value))}
            allowDeselect={false}
            w={120}
            maxDropdownHeight={240}
          />
          <Stack gap={4}>
            <Text component="span" size="sm" fw={500} id="first-todo-length">
              {intl.formatMessage(firstRunMessages.todoLength)}
            </Text>
            <SegmentedControl
              aria-labelledby="first-todo-length"
              data={lengths}
              value={String(length)}
              onChange={(value) => setLength(Number(value))}
            />
          </Stack>
        </Group>
        {goalId && (
          <Text size="sm" c="gray.7">
            {intl.formatMessage(firstRunMessages.todoForGoal)}
          </Text>
        )}
        <StepButtons
          submitLabel={intl.formatMessage(firstRunMessages.todoSubmit)}
          loading={loading}
          onSkip={() => void navigate(HOME_PATH)}
          skipLabel={intl.formatMessage(firstRunMessages.todoSkip)}
        />
      </Stack>
    </form>
  );
}
