import { Alert, Anchor, Badge, Box, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { IconArrowLeft, IconSend } from '../../components/icons';
import { useFollowWorkspace } from '../../app/useFollowWorkspace';
import { PageSkeleton } from '../../components/PageSkeleton';
import { isUuid, ResourceState } from '../../components/ResourceState';
import { graphql } from '../../gql';
import type { ReportPage_ReportFragment } from '../../gql/graphql';
import { LazyNoteEditor } from '../note';
import { reportMessages } from './messages';
import { ReportActions } from './ReportActions';
import { ReportMeta } from './ReportMeta';
import { ReportTimeChart } from './ReportTimeChart';
import { reportPath, reportsPath, SEND_TO_PARAM } from './reportPaths';
import { ReportReceiversCard } from './ReportReceiversCard';
import { SendReportDialog } from './SendReportDialog';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';
import { useColleagues } from './useColleagues';
import { useReport } from './useReport';
import { useReportDraft, type ReportDraft } from './useReportDraft';

/** The longest title the API takes (shared with notes). */
export const REPORT_TITLE_MAX = 200;

/**
 * /workspace/{workspaceId}/report/{reportId} (spec 2 sections 2 and 6): the report with its editor
 * (the author edits and saves, receivers read), PDF export, delete, and for the author its receivers
 * with read receipts and the send dialog. `?sendTo=<userId>` (a colleague asked for it) starts the
 * send dialog with them.
 */
export function ReportPage() {
  const { workspaceId, reportId } = useParams();
  if (!isUuid(workspaceId) || !isUuid(reportId)) return <ResourceState kind="report" problem="notFound" />;
  return <ReportLoader key={reportId} workspaceId={workspaceId} reportId={reportId} />;
}

function ReportLoader({ workspaceId, reportId }: { readonly workspaceId: string; readonly reportId: string }) {
  const { report, problem, refetch } = useReport(reportId);
  // Opened from anywhere (the assistant, a notification), the report's workspace becomes the current one.
  useFollowWorkspace(report?.workspace.id === workspaceId ? workspaceId : null);
  if (problem) return <ResourceState kind="report" problem={problem} onRetry={refetch} />;
  if (!report) return <PageSkeleton />;
  if (report.workspace.id !== workspaceId) return <Navigate to={reportPath(report.workspace.id, report.id)} replace />;
  return <ReportDetail report={report} />;
}

function ReportDetail({ report }: { readonly report: ReportPage_ReportFragment }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const draft = useReportDraft(report);
  const editable = report.viewerCan.edit;
  const [sending, setSending] = useState(false);
  const leavingOnPurpose = useRef(false);
  const sendTo = params.get(SEND_TO_PARAM) ?? undefined;
  const requestedBy = isUuid(sendTo) && report.viewerCan.send ? sendTo : null;
  const listPath = `${reportsPath(report.workspace.id)}${report.viewerCan.receive ? '?tab=received' : ''}`;

  const afterSend = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(SEND_TO_PARAM);
        return next;
      },
      { replace: true },
    );

  return (
    <Box p="lg" data-testid="report-page">
      <Stack gap="md" maw={860} mx="auto">
        <Group justify="space-between" wrap="nowrap" gap="md">
          <Anchor component={Link} to={listPath} size="sm" c="gray.7" style={{ whiteSpace: 'nowrap' }}>
            <Group gap={4} wrap="nowrap">
              <IconArrowLeft size={16} />
              {intl.formatMessage(reportMessages.back)}
            </Group>
          </Anchor>
          <ReportActions
            report={report}
            draft={editable ? draft : null}
            onSend={() => setSending(true)}
            onDeleted={() => {
              leavingOnPurpose.current = true;
              void navigate(listPath, { replace: true });
            }}
          />
        </Group>
        {requestedBy && (
          <RequestedBanner workspaceId={report.workspace.id} userId={requestedBy} onSend={() => setSending(true)} />
        )}
        <Paper withBorder bg="white" px="xl" py="lg">
          <Stack gap="sm">
            <ReportMeta report={report} />
            {editable ? <EditableTitle draft={draft} /> : <ReadOnlyTitle title={report.title} />}
            <ReportTimeChart report={report} />
            <LazyNoteEditor
              // A receiver sees the author's saved changes as they come; the author's own editor keeps what they type.
              key={editable ? report.id : `${report.id}@${report.updateDate}`}
              content={report.content}
              editable={editable}
              onChange={draft.changeContent}
              label={intl.formatMessage(reportMessages.contentLabel)}
              placeholder={intl.formatMessage(reportMessages.contentPlaceholder)}
            />
          </Stack>
        </Paper>
        {report.viewerCan.send && <ReportReceiversCard report={report} />}
      </Stack>
      {report.viewerCan.send && (
        <SendReportDialog
          opened={sending}
          onClose={() => setSending(false)}
          reportId={report.id}
          workspaceId={report.workspace.id}
          initialReceiverId={requestedBy}
          onSent={afterSend}
        />
      )}
      {editable && <UnsavedChangesGuard dirty={draft.dirty} allowed={leavingOnPurpose} />}
    </Box>
  );
}

function EditableTitle({ draft }: { readonly draft: ReportDraft }) {
  const intl = useIntl();
  return (
    <Textarea
      variant="unstyled"
      autosize
      minRows={1}
      maxLength={REPORT_TITLE_MAX}
      value={draft.title}
      error={draft.titleError}
      placeholder={intl.formatMessage(reportMessages.titlePlaceholder)}
      aria-label={intl.formatMessage(reportMessages.titleLabel)}
      onChange={(event) => draft.changeTitle(event.currentTarget.value.replace(/\n/g, ' '))}
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.preventDefault();
      }}
      styles={{ input: { fontSize: 24, fontWeight: 700, lineHeight: 1.35, padding: 0 } }}
      data-testid="report-title"
    />
  );
}

function ReadOnlyTitle({ title }: { readonly title: string }) {
  const intl = useIntl();
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
      <Title order={1} fz={24} lh={1.35} data-testid="report-title" style={{ overflowWrap: 'anywhere' }}>
        {title}
      </Title>
      <Badge variant="light" color="gray" tt="none" mt={6} style={{ flex: 'none' }}>
        {intl.formatMessage(reportMessages.readOnly)}
      </Badge>
    </Group>
  );
}

/** "Mina asked you for this report. Send it when it is ready." with the Send button. */
function RequestedBanner({
  workspaceId,
  userId,
  onSend,
}: {
  readonly workspaceId: string;
  readonly userId: string;
  readonly onSend: () => void;
}) {
  const intl = useIntl();
  const { colleagues } = useColleagues(workspaceId);
  const requester = colleagues.find((colleague) => colleague.id === userId);
  if (!requester) return null;
  return (
    <Alert color="blue" variant="light" p="sm" data-testid="report-requested-banner">
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">{intl.formatMessage(reportMessages.requestedBanner, { name: requester.name })}</Text>
        <Button size="xs" variant="light" leftSection={<IconSend size={14} />} onClick={onSend}>
          {intl.formatMessage(reportMessages.send)}
        </Button>
      </Group>
    </Alert>
  );
}

/** Everything the report page shows and edits; mutations of the report answer with it. */
ReportPage.fragments = {
  report: graphql(`
    fragment ReportPage_report on Report {
      id
      title
      type
      startDate
      endDate
      isDraft
      sentAt
      authorDeleted
      registerDate
      updateDate
      content
      ...ReportTimeChart_report
      viewerHasRead
      author {
        id
        name
        profileImageUrl
      }
      workspace {
        id
      }
      viewerCan {
        edit
        send
        delete
        receive
      }
      receivers {
        ...ReportReceiverList_receipt
      }
    }
  `),
};
