import { ActionIcon, Group, TextInput, Title, Tooltip } from '@mantine/core';
import { GOAL_TITLE_MAX } from '@domain/text-limits';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorMessages, useFieldErrors } from '../../apollo/errorMessages';
import { IconPencil } from '../../components/icons';
import { lengthCounterProps } from '../../components/LengthCounter';
import { goalMessages } from './messages';
import { useUpdateGoal } from './useUpdateGoal';

/** The goal's title; those who may edit click it to rename (Enter saves, Escape cancels). */
export function GoalTitleEditor({
  goal,
}: {
  readonly goal: { readonly id: string; readonly title: string; readonly viewerCan: { readonly edit: boolean } };
}) {
  const intl = useIntl();
  const fieldErrorsOf = useFieldErrors();
  const [update, { loading }] = useUpdateGoal();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string>();

  const save = async () => {
    if (draft === null) return;
    const title = draft.trim();
    if (!title) {
      setError(intl.formatMessage(errorMessages.titleRequired));
      return;
    }
    if (title === goal.title) {
      setDraft(null);
      return;
    }
    const outcome = await update(goal.id, { title }, { inlineFieldErrors: true });
    if (outcome.ok) setDraft(null);
    else setError(fieldErrorsOf(outcome.error)['title']);
  };

  if (draft !== null) {
    return (
      <TextInput
        value={draft}
        onChange={(event) => {
          setDraft(event.currentTarget.value);
          setError(undefined);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') void save();
          if (event.key === 'Escape') {
            setDraft(null);
            setError(undefined);
          }
        }}
        onBlur={() => void save()}
        error={error}
        disabled={loading}
        {...lengthCounterProps(draft, GOAL_TITLE_MAX)}
        size="md"
        autoFocus
        aria-label={intl.formatMessage(goalMessages.title)}
        data-testid="goal-title-edit"
      />
    );
  }
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <Title order={1} fz={22} lh={1.35} style={{ overflowWrap: 'anywhere' }} data-testid="goal-title">
        {goal.title}
      </Title>
      {goal.viewerCan.edit && (
        <Tooltip label={intl.formatMessage({ id: 'goal.detail.rename', defaultMessage: 'Rename' })} withinPortal>
          <ActionIcon
            variant="subtle"
            color="gray"
            mt={4}
            onClick={() => setDraft(goal.title)}
            aria-label={intl.formatMessage({ id: 'goal.detail.rename', defaultMessage: 'Rename' })}
          >
            <IconPencil size={16} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
