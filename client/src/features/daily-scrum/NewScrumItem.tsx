import { useQuery } from '@apollo/client/react';
import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { IconPencil } from '../../components/icons';
import { scrumMessages } from './messages';
import { DailyScrumDraftDocument } from './operations';
import { EMPTY_FORM, formFrom } from './scrumForm';
import { ScrumItemForm } from './ScrumItemForm';
import { usePostScrumItem } from './usePostScrumItem';

interface Props {
  readonly teamId: string;
  readonly scrumId: string;
  readonly date: string;
  /** Open at once (today's scrum); another day shows a button first. */
  readonly startOpen: boolean;
  readonly onDirtyChange: (dirty: boolean) => void;
}

/**
 * The viewer's item not yet posted: the form prefilled from their planner (yesterday's blocks and
 * completed to-dos, today's planned ones, blockers carried over, the team default template as the
 * note). On today's scrum it is open; on another day a button opens it. Cancel folds it away.
 */
export function NewScrumItem({ teamId, scrumId, date, startOpen, onDirtyChange }: Props) {
  const intl = useIntl();
  const [open, setOpen] = useState(startOpen);

  if (!open) {
    return (
      <Group
        justify="space-between"
        px="md"
        py="sm"
        bg="gray.0"
        style={{ borderRadius: 'var(--mantine-radius-md)' }}
        data-testid="scrum-write-prompt"
      >
        <Text size="sm" c="gray.7">
          {intl.formatMessage(scrumMessages.notPostedYet)}
        </Text>
        <Button
          size="xs"
          leftSection={<IconPencil size={14} />}
          onClick={() => setOpen(true)}
          data-testid="scrum-write"
        >
          {intl.formatMessage(scrumMessages.write)}
        </Button>
      </Group>
    );
  }
  return (
    <DraftForm
      teamId={teamId}
      scrumId={scrumId}
      date={date}
      onCancel={() => setOpen(false)}
      onDirtyChange={onDirtyChange}
    />
  );
}

function DraftForm({
  teamId,
  scrumId,
  date,
  onCancel,
  onDirtyChange,
}: {
  readonly teamId: string;
  readonly scrumId: string;
  readonly date: string;
  readonly onCancel: () => void;
  readonly onDirtyChange: (dirty: boolean) => void;
}) {
  const intl = useIntl();
  const { data, error, loading } = useQuery(DailyScrumDraftDocument, {
    variables: { teamId, date },
    fetchPolicy: 'network-only',
  });
  const [post, { loading: posting }] = usePostScrumItem(scrumId);
  const draft = data?.dailyScrumDraft;
  const initial = useMemo(() => (draft ? formFrom(draft) : EMPTY_FORM), [draft]);

  if (loading && !draft) {
    return (
      <Stack gap="sm" aria-busy="true" data-testid="scrum-draft-loading">
        <Skeleton height={18} width="30%" />
        <Skeleton height={34} />
        <Skeleton height={34} />
        <Skeleton height={90} />
      </Stack>
    );
  }
  return (
    <ScrumItemForm
      teamId={teamId}
      date={date}
      initial={initial}
      title={intl.formatMessage(scrumMessages.formTitle)}
      hint={intl.formatMessage(error && !draft ? scrumMessages.draftFailed : scrumMessages.formHint)}
      submitLabel={intl.formatMessage(scrumMessages.post)}
      loading={posting}
      onSubmit={post}
      onCancel={onCancel}
      onDirtyChange={onDirtyChange}
      testId="scrum-new-item"
    />
  );
}
