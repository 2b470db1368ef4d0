import { useQuery } from '@apollo/client/react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useErrorMessage } from '../../apollo/errorMessages';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { IconSettings } from '../../components/icons';
import { LoadFailed } from '../../components/LoadFailed';
import { problemOf } from '../../components/ResourceState';
import { useToday } from '../../components/work-item';
import type { DailyScrumQuery, ScrumItemCard_ItemFragment } from '../../gql/graphql';
import classes from './daily-scrum.module.css';
import { scrumMessages } from './messages';
import { NewScrumItem } from './NewScrumItem';
import { OpenBlockers } from './OpenBlockers';
import { DailyScrumDocument } from './operations';
import { SCRUM_PARAM, scrumDateOf } from './scrumDates';
import { ScrumDateNav } from './ScrumDateNav';
import { formFrom } from './scrumForm';
import { ScrumItemCard } from './ScrumItemCard';
import { ScrumItemForm } from './ScrumItemForm';
import { ScrumPostedSummary } from './ScrumPostedSummary';
import { ScrumSkeleton } from './ScrumSkeleton';
import { ScrumTemplatesDialog } from './ScrumTemplatesDialog';
import { useDeleteScrumItem } from './useDeleteScrumItem';
import { useScrumLive } from './useScrumLive';
import { useUpdateScrumItem } from './useUpdateScrumItem';

/**
 * The team's daily scrum on its members page (spec 3, issue 16), for the date the address names
 * (`?scrum=YYYY-MM-DD`, today without it): the day with its live posted count and faces, the open
 * blockers, the viewer's item to write, and everyone's items with comments and reactions. Team
 * members only (the API answers FORBIDDEN to others). Leaving the day or the page with an unsent
 * item asks first.
 */
export default function ScrumPanel({ teamId }: { readonly teamId: string }) {
  const intl = useIntl();
  const today = useToday();
  const [params, setParams] = useSearchParams();
  const asked = params.get(SCRUM_PARAM);
  const date = scrumDateOf(asked, today);
  const panel = useRef<HTMLElement>(null);
  const dirty = useRef(false);
  const [leaving, setLeaving] = useState<string | null>(null);
  const [templatesOpen, setTemplatesOpen] = useState(false);

  // Opened for a date (a notification, a shared address): bring the scrum into view once.
  useEffect(() => {
    if (asked !== null) panel.current?.scrollIntoView({ block: 'start' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const goTo = useCallback(
    (next: string) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set(SCRUM_PARAM, next);
          return updated;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  const changeDate = (next: string) => {
    if (next === date) return;
    if (dirty.current) setLeaving(next);
    else goTo(next);
  };
  const onDirtyChange = useCallback((value: boolean) => void (dirty.current = value), []);

  const { data, error, loading, refetch } = useQuery(DailyScrumDocument, {
    variables: { teamId, date },
    fetchPolicy: 'cache-and-network',
  });
  const scrum = data?.dailyScrum.date === date ? data.dailyScrum : undefined;
  useScrumLive(scrum?.id, () => void refetch());

  return (
    <Paper
      ref={panel}
      component="section"
      withBorder
      p="lg"
      bg="white"
      className={classes.panel}
      aria-labelledby="daily-scrum-title"
      data-testid="daily-scrum"
    >
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
            <Title order={2} fz={17} id="daily-scrum-title" style={{ whiteSpace: 'nowrap' }}>
              {intl.formatMessage(scrumMessages.title)}
            </Title>
            <ScrumDateNav date={date} today={today} onChange={changeDate} />
          </Group>
          {scrum?.viewerCan.manageTemplates && (
            <Button
              variant="default"
              size="xs"
              leftSection={<IconSettings size={14} />}
              onClick={() => setTemplatesOpen(true)}
              data-testid="scrum-templates"
            >
              {intl.formatMessage(scrumMessages.templates)}
            </Button>
          )}
        </Group>

        {scrum ? (
          <ScrumDay key={date} scrum={scrum} teamId={teamId} today={today} onDirtyChange={onDirtyChange} />
        ) : error && !loading ? (
          <ScrumLoadFailed error={error} onRetry={() => void refetch()} />
        ) : (
          <ScrumSkeleton />
        )}
      </Stack>

      <ScrumTemplatesDialog teamId={teamId} opened={templatesOpen} onClose={() => setTemplatesOpen(false)} />
      <ConfirmDialog
        opened={leaving !== null}
        title={intl.formatMessage(scrumMessages.discardTitle)}
        confirmLabel={intl.formatMessage(scrumMessages.discard)}
        onClose={() => setLeaving(null)}
        onConfirm={() => {
          dirty.current = false;
          if (leaving) goTo(leaving);
          setLeaving(null);
        }}
      >
        {intl.formatMessage(scrumMessages.discardBody)}
      </ConfirmDialog>
    </Paper>
  );
}

type Scrum = DailyScrumQuery['dailyScrum'];

/** A loaded day: who has posted, the blockers, the viewer's form, everyone's items. */
function ScrumDay({
  scrum,
  teamId,
  today,
  onDirtyChange,
}: {
  readonly scrum: Scrum;
  readonly teamId: string;
  readonly today: string;
  readonly onDirtyChange: (dirty: boolean) => void;
}) {
  const intl = useIntl();
  const [editingId, setEditingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ScrumItemCard_ItemFragment | null>(null);
  const [remove, { loading: removing }] = useDeleteScrumItem();

  return (
    <>
      <ScrumPostedSummary scrum={scrum} />
      <OpenBlockers scrum={scrum} date={scrum.date} />
      {scrum.viewerCan.post && (
        <NewScrumItem
          teamId={teamId}
          scrumId={scrum.id}
          date={scrum.date}
          startOpen={scrum.date === today}
          onDirtyChange={onDirtyChange}
        />
      )}
      {scrum.items.length === 0 ? (
        <Text size="sm" c="gray.6" ta="center" py="lg" data-testid="scrum-empty">
          {intl.formatMessage(scrumMessages.empty)}
        </Text>
      ) : (
        <Stack gap="sm" data-testid="scrum-items">
          {scrum.items.map((item) =>
            editingId === item.id ? (
              <EditScrumItem
                key={item.id}
                item={item}
                teamId={teamId}
                date={scrum.date}
                onDone={() => setEditingId(null)}
                onDirtyChange={onDirtyChange}
              />
            ) : (
              <ScrumItemCard
                key={item.id}
                item={item}
                date={scrum.date}
                onEdit={() => setEditingId(item.id)}
                onDelete={() => setDeleting(item)}
              />
            ),
          )}
        </Stack>
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={intl.formatMessage(scrumMessages.deleteTitle)}
        confirmLabel={intl.formatMessage(scrumMessages.delete)}
        loading={removing}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          void remove(deleting.id).then((outcome) => {
            if (outcome.ok) setDeleting(null);
          });
        }}
      >
        {intl.formatMessage(scrumMessages.deleteBody)}
      </ConfirmDialog>
    </>
  );
}

function EditScrumItem({
  item,
  teamId,
  date,
  onDone,
  onDirtyChange,
}: {
  readonly item: ScrumItemCard_ItemFragment;
  readonly teamId: string;
  readonly date: string;
  readonly onDone: () => void;
  readonly onDirtyChange: (dirty: boolean) => void;
}) {
  const intl = useIntl();
  const [initial] = useState(() => formFrom(item));
  const [update, { loading }] = useUpdateScrumItem(item.id);
  return (
    <ScrumItemForm
      teamId={teamId}
      date={date}
      initial={initial}
      title={intl.formatMessage(scrumMessages.editTitle)}
      submitLabel={intl.formatMessage(scrumMessages.save)}
      loading={loading}
      onSubmit={async (input) => {
        const outcome = await update(input);
        if (outcome.ok) onDone();
        return outcome;
      }}
      onCancel={onDone}
      onDirtyChange={onDirtyChange}
      testId="scrum-edit-item"
    />
  );
}

/** The day could not be found or created: why, and a retry (team members only see it). */
function ScrumLoadFailed({ error, onRetry }: { readonly error: unknown; readonly onRetry: () => void }) {
  const intl = useIntl();
  const formatError = useErrorMessage();
  const message =
    problemOf(error) === 'forbidden'
      ? intl.formatMessage(scrumMessages.forbidden)
      : intl.formatMessage(scrumMessages.loadFailed, { detail: formatError(error) ?? '' });
  return (
    <div data-testid="scrum-load-failed">
      <LoadFailed message={message} retryLabel={intl.formatMessage(scrumMessages.retry)} onRetry={onRetry} />
    </div>
  );
}
