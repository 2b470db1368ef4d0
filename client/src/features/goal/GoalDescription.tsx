import { Paper, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { goalMessages } from './messages';
import { useUpdateGoal } from './useUpdateGoal';

/** The goal's description (its `content`), saved with updateGoal when the field loses focus with a change. */
export function GoalDescription({
  goal,
}: {
  readonly goal: {
    readonly id: string;
    readonly content?: string | null;
    readonly viewerCan: { readonly edit: boolean };
  };
}) {
  const intl = useIntl();
  const [update] = useUpdateGoal();
  const saved = goal.content ?? '';
  const [draft, setDraft] = useState(saved);
  useEffect(() => setDraft(saved), [saved]);

  return (
    <Paper withBorder bg="white" p="md">
      <Stack gap="xs">
        <Text fw={700} size="sm">
          {intl.formatMessage(goalMessages.description)}
        </Text>
        <Textarea
          aria-label={intl.formatMessage(goalMessages.description)}
          placeholder={goal.viewerCan.edit ? intl.formatMessage(goalMessages.descriptionPlaceholder) : undefined}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onBlur={() => {
            const next = draft.trim();
            if (next !== saved) void update(goal.id, { content: next || null });
          }}
          readOnly={!goal.viewerCan.edit}
          autosize
          minRows={2}
          maxRows={12}
          data-testid="goal-description"
        />
      </Stack>
    </Paper>
  );
}
