import { Button, Group, Loader, Text } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { usePdfExport } from '../../apollo/usePdfExport';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { IconCheck, IconDownload, IconSend, IconTrash } from '../../components/icons';
import type { ReportPage_ReportFragment } from '../../gql/graphql';
import { reportMessages } from './messages';
import { reportPdfPath } from './reportPaths';
import type { ReportDraft } from './useReportDraft';
import { useDeleteReport } from './useDeleteReport';

interface Props {
  readonly report: ReportPage_ReportFragment;
  /** The author's edits; null for a receiver. */
  readonly draft: ReportDraft | null;
  readonly onSend: () => void;
  readonly onDeleted: () => void;
}

/** The report page's buttons: the save state and Save, Send (the author), Export PDF, Delete (with its confirmation). */
export function ReportActions({ report, draft, onSend, onDeleted }: Props) {
  const intl = useIntl();
  const [exportPdf, { loading: exporting }] = usePdfExport(reportMessages.pdfFailed);
  const [remove, { loading: deleting }] = useDeleteReport();
  const [confirming, setConfirming] = useState(false);
  const asReceiver = report.viewerCan.receive;

  const confirmDelete = async () => {
    const outcome = await remove({ id: report.id, workspaceId: report.workspace.id, asReceiver });
    if (!outcome.ok) return;
    setConfirming(false);
    onDeleted();
  };

  return (
    <Group gap="xs" wrap="nowrap">
      {draft && <SaveState state={draft.state} />}
      {draft && (
        <Button
          variant="default"
          size="sm"
          onClick={() => void draft.save()}
          disabled={!draft.dirty}
          loading={draft.state === 'saving'}
          data-testid="report-save"
        >
          {intl.formatMessage(reportMessages.save)}
        </Button>
      )}
      {report.viewerCan.send && (
        <Button size="sm" leftSection={<IconSend size={16} />} onClick={onSend} data-testid="report-send">
          {intl.formatMessage(reportMessages.send)}
        </Button>
      )}
      <Button
        variant="default"
        size="sm"
        leftSection={<IconDownload size={16} />}
        loading={exporting}
        onClick={() => void exportPdf({ path: reportPdfPath(report.id), title: report.title })}
        data-testid="report-export-pdf"
      >
        {intl.formatMessage(reportMessages.exportPdf)}
      </Button>
      {report.viewerCan.delete && (
        <Button
          variant="subtle"
          color="red"
          size="sm"
          leftSection={<IconTrash size={16} />}
          onClick={() => setConfirming(true)}
          data-testid="report-delete"
        >
          {intl.formatMessage(reportMessages.delete)}
        </Button>
      )}
      <ConfirmDialog
        opened={confirming}
        title={intl.formatMessage(reportMessages.deleteTitle, { title: report.title })}
        confirmLabel={intl.formatMessage(reportMessages.delete)}
        loading={deleting}
        onConfirm={() => void confirmDelete()}
        onClose={() => setConfirming(false)}
      >
        {intl.formatMessage(deleteBody(report, asReceiver))}
      </ConfirmDialog>
    </Group>
  );
}

/** What the confirmation says the delete does: a receiver's list only, a draft for good, a sent report for its author only. */
function deleteBody(report: ReportPage_ReportFragment, asReceiver: boolean) {
  if (asReceiver) return reportMessages.deleteBodyReceiver;
  return report.isDraft ? reportMessages.deleteBodyDraft : reportMessages.deleteBodyAuthor;
}

const STATE_WORDS = {
  unsaved: reportMessages.unsaved,
  saving: reportMessages.saving,
  saved: reportMessages.saved,
} as const;

function SaveState({ state }: { readonly state: ReportDraft['state'] }) {
  const intl = useIntl();
  if (state === 'clean') return null;
  return (
    <Group gap={4} wrap="nowrap" role="status" data-testid="report-save-state" data-state={state} mr={4}>
      {state === 'saved' && <IconCheck size={14} color="var(--mantine-color-green-7)" />}
      {state === 'saving' && <Loader size={11} color="gray" />}
      <Text size="xs" c={state === 'unsaved' ? 'orange.8' : 'gray.6'} style={{ whiteSpace: 'nowrap' }}>
        {intl.formatMessage(STATE_WORDS[state])}
      </Text>
    </Group>
  );
}
