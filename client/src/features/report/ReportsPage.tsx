import { Badge, Box, Button, Group, Stack, Tabs, Title } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { useFollowWorkspace } from '../../app/useFollowWorkspace';
import { IconPlus } from '../../components/icons';
import { isUuid, ResourceState } from '../../components/ResourceState';
import { CreateReportDialog } from './CreateReportDialog';
import { reportMessages } from './messages';
import { NotReportedPanel } from './NotReportedPanel';
import { ReceivedReportRow } from './ReceivedReportRow';
import { reportAreas } from './report.areas';
import { ReportListPanel } from './ReportListPanel';
import { reportPath } from './reportPaths';
import { SentReportRow } from './SentReportRow';
import { useReportLists } from './useReportLists';

type Tab = 'sent' | 'drafts' | 'received' | 'not-reported';
const TABS: readonly Tab[] = ['sent', 'drafts', 'received', 'not-reported'];

/**
 * /workspace/{workspaceId}/report: the viewer's sent reports, drafts and received reports of the
 * workspace, live. `?id=<reportId>` opens that report's page; `?write=<userId>` (a colleague
 * asked for a report) opens the creation form, to send the new report to them.
 */
export function ReportsPage() {
  const { workspaceId } = useParams();
  const [params] = useSearchParams();
  const reportId = params.get('id') ?? undefined;
  if (!isUuid(workspaceId)) return <ResourceState kind="workspace" problem="notFound" />;
  if (isUuid(reportId)) return <Navigate to={reportPath(workspaceId, reportId)} replace />;
  return <Reports key={workspaceId} workspaceId={workspaceId} />;
}

function Reports({ workspaceId }: { readonly workspaceId: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.find((value) => value !== 'sent' && value === params.get('tab')) ?? 'sent';
  const write = params.get('write') ?? undefined;
  const requestedBy = isUuid(write) ? write : null;
  const [creating, setCreating] = useState(false);
  const { sent, drafts, received, unreadCount, problem } = useReportLists(workspaceId);
  const loaded = !sent.initialLoading && !problem;

  useFollowWorkspace(loaded ? workspaceId : null);

  const changeParams = (change: (next: URLSearchParams) => void) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      },
      { replace: true },
    );

  const closeCreate = () => {
    setCreating(false);
    if (write !== undefined) changeParams((next) => next.delete('write'));
  };

  if (problem) return <ResourceState kind="workspace" problem={problem} />;

  return (
    <Box p="lg" data-testid="reports-page">
      <Stack gap="md" maw={960} mx="auto">
        <Group justify="space-between" wrap="nowrap">
          <Title order={1} fz={20} lh={1.3}>
            {intl.formatMessage(reportAreas.reports.title)}
          </Title>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)} data-testid="report-new">
            {intl.formatMessage(reportMessages.newReport)}
          </Button>
        </Group>
        <Tabs
          value={tab}
          onChange={(value) =>
            changeParams((next) => (value && value !== 'sent' ? next.set('tab', value) : next.delete('tab')))
          }
          keepMounted={false}
        >
          <Tabs.List mb="md">
            <Tabs.Tab value="sent" data-testid="report-tab-sent">
              {intl.formatMessage(reportMessages.tabSent)}
              {sent.total > 0 && <CountBadge count={sent.total} />}
            </Tabs.Tab>
            <Tabs.Tab value="drafts" data-testid="report-tab-drafts">
              {intl.formatMessage(reportMessages.tabDrafts)}
              {drafts.total > 0 && <CountBadge count={drafts.total} />}
            </Tabs.Tab>
            <Tabs.Tab value="received" data-testid="report-tab-received">
              {intl.formatMessage(reportMessages.tabReceived)}
              {received.total > 0 && <CountBadge count={received.total} />}
              {unreadCount > 0 && (
                <Badge
                  ml={6}
                  size="sm"
                  color="red"
                  radius="xl"
                  aria-label={intl.formatMessage(reportMessages.unreadCount, { count: unreadCount })}
                  data-testid="report-unread-badge"
                >
                  {unreadCount}
                </Badge>
              )}
            </Tabs.Tab>
            <Tabs.Tab value="not-reported" data-testid="report-tab-not-reported">
              {intl.formatMessage(reportMessages.tabNotReported)}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="sent">
            <ReportListPanel
              list={sent}
              label={intl.formatMessage(reportMessages.sentLabel)}
              empty={intl.formatMessage(reportMessages.sentEmpty)}
              testId="report-sent-list"
            >
              {sent.items.map((report) => (
                <SentReportRow key={report.id} report={report} />
              ))}
            </ReportListPanel>
          </Tabs.Panel>
          <Tabs.Panel value="drafts">
            <ReportListPanel
              list={drafts}
              label={intl.formatMessage(reportMessages.draftsLabel)}
              empty={intl.formatMessage(reportMessages.draftsEmpty)}
              testId="report-drafts-list"
            >
              {drafts.items.map((report) => (
                <SentReportRow key={report.id} report={report} />
              ))}
            </ReportListPanel>
          </Tabs.Panel>
          <Tabs.Panel value="received">
            <ReportListPanel
              list={received}
              label={intl.formatMessage(reportMessages.receivedLabel)}
              empty={intl.formatMessage(reportMessages.receivedEmpty)}
              testId="report-received-list"
            >
              {received.items.map((report) => (
                <ReceivedReportRow key={report.id} report={report} />
              ))}
            </ReportListPanel>
          </Tabs.Panel>
          <Tabs.Panel value="not-reported">
            <NotReportedPanel workspaceId={workspaceId} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
      <CreateReportDialog
        opened={creating || requestedBy !== null}
        onClose={closeCreate}
        workspaceId={workspaceId}
        requestedBy={requestedBy}
        onCreated={(path) => void navigate(path)}
      />
    </Box>
  );
}

function CountBadge({ count }: { readonly count: number }) {
  return (
    <Badge ml={6} size="sm" variant="light" color="gray" radius="sm">
      {count}
    </Badge>
  );
}
