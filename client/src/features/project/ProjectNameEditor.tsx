import { ActionIcon, Group, TextInput, Title, Tooltip } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { IconCheck, IconPencil } from '../../components/icons';
import { lengthCounterProps } from '../../components/LengthCounter';
import { PROJECT_NAME_MAX, projectMessages } from './messages';

interface Props {
  readonly name: string;
  readonly editable: boolean;
  /** Resolves true when the new name was saved. */
  readonly onSave: (name: string) => Promise<boolean>;
}

/** The project's name as the page title, edited in place: Enter saves, Escape cancels. */
export function ProjectNameEditor({ name, editable, onSave }: Props) {
  const intl = useIntl();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();

  const save = async (event?: FormEvent) => {
    event?.preventDefault();
    if (draft === null) return;
    const trimmed = draft.trim();
    if (!trimmed) {
      setError(intl.formatMessage(projectMessages.nameRequired));
      return;
    }
    if (trimmed === name) {
      setDraft(null);
      return;
    }
    setDraft(null);
    await onSave(trimmed);
  };

  if (draft !== null) {
    return (
      <form onSubmit={(event) => void save(event)} style={{ flex: 1, minWidth: 0 }}>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <TextInput
            aria-label={intl.formatMessage(projectMessages.name)}
            value={draft}
            onChange={(event) => {
              setDraft(event.currentTarget.value);
              setError(undefined);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setDraft(null);
            }}
            error={error}
            {...lengthCounterProps(draft, PROJECT_NAME_MAX)}
            size="md"
            autoFocus
            style={{ flex: 1 }}
            data-testid="project-name-input"
          />
          <ActionIcon
            type="submit"
            size={36}
            aria-label={intl.formatMessage({ id: 'common.save', defaultMessage: 'Save' })}
          >
            <IconCheck size={18} />
          </ActionIcon>
        </Group>
      </form>
    );
  }

  return (
    <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
      <Title order={1} fz={20} lh={1.3} style={{ overflowWrap: 'anywhere' }} data-testid="project-name">
        {name}
      </Title>
      {editable && (
        <Tooltip label={intl.formatMessage({ id: 'project.name.edit', defaultMessage: 'Rename' })} withinPortal>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={intl.formatMessage({ id: 'project.name.edit', defaultMessage: 'Rename' })}
            onClick={() => {
              setDraft(name);
              setError(undefined);
            }}
            data-testid="project-name-edit"
          >
            <IconPencil size={16} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
