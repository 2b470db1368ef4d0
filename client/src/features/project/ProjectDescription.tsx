import { Card, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { projectMessages } from './messages';

/** The free-text description, saved when the field loses focus with a change. */
export function ProjectDescription({
  description,
  editable,
  onSave,
}: {
  readonly description: string | null;
  readonly editable: boolean;
  readonly onSave: (description: string | null) => void;
}) {
  const intl = useIntl();
  const [draft, setDraft] = useState(description ?? '');
  useEffect(() => setDraft(description ?? ''), [description]);

  return (
    <Card bg="white" p="lg">
      <Stack gap="xs">
        <Text fw={700} size="sm">
          {intl.formatMessage(projectMessages.description)}
        </Text>
        <Textarea
          aria-label={intl.formatMessage(projectMessages.description)}
          placeholder={intl.formatMessage(projectMessages.descriptionPlaceholder)}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onBlur={() => {
            const next = draft.trim() || null;
            if (next !== (description ?? null)) onSave(next);
          }}
          readOnly={!editable}
          autosize
          minRows={3}
          maxRows={12}
          data-testid="project-description"
        />
      </Stack>
    </Card>
  );
}
