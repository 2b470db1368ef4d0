import type { ChatRequestData } from '@domain/assistant-protocol';
import { REPORT_TYPE_NAMES } from '@domain/report-period';
import { Alert, Button, Chip, Group, Input, Select, Skeleton, Stack, Text } from '@mantine/core';
import { useTimeout } from '@mantine/hooks';
import { Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useToday } from '../../components/work-item';
import { useLocale } from '../../i18n/I18nProvider';
import { EMPTY_PICK, ReportPeriodPicker, settlePick, type PeriodPick } from '../report';
import { useCurrentWorkspace } from '../workspace';
import { assistantMessages } from './messages';
import { reportRequest, type ChatReportType } from './reportRequest';
import { localeOf } from '../../i18n/localeOf';

/** How long the "at most 7 days" message stays after a weekly range was cut (spec 3 section 9). */
export const WEEKLY_CUT_MESSAGE_MS = 3_000;

const TYPES: readonly ChatReportType[] = ['DAILY', 'WEEKLY'];

interface Props {
  /** An answer is awaited: the button waits too. */
  readonly loading: boolean;
  /** Under a conversation: without the guide, to leave room for the messages. */
  readonly compact?: boolean;
  readonly onGenerate: (text: string, data: ChatRequestData) => void;
}

/**
 * The create-report panel (spec 3 sections 2 and 5): daily or weekly, its date or range on the
 * reports' calendar (Sunday first, nothing after today, a weekly range of at most 7 days: after the
 * first click only the 6 days after it, a longer pick cut with a message for 3 s), and a workspace.
 * Generate is enabled once all are chosen; it sends the request with the choices as its data.
 */
export function ReportPanel({ loading, compact = false, onGenerate }: Props) {
  const intl = useIntl();
  const { locale } = useLocale();
  const today = useToday();
  const { workspaces, loading: workspacesLoading } = useCurrentWorkspace();
  const [type, setType] = useState<ChatReportType | null>(null);
  const [pick, setPick] = useState<PeriodPick>(EMPTY_PICK);
  const [picked, setPicked] = useState<string | null>(null);
  const [cutShown, setCutShown] = useState(false);
  const hideCut = useTimeout(() => setCutShown(false), WEEKLY_CUT_MESSAGE_MS);
  // With one workspace there is nothing to choose.
  const workspaceId = picked ?? (workspaces.length === 1 ? workspaces[0]!.id : null);
  const request = reportRequest({ type, start: pick.start, end: pick.end, workspaceId }, today, localeOf(intl));

  const onPick = (next: PeriodPick) => {
    if (!type) return;
    const settled = settlePick(type, next);
    setPick(settled.pick);
    if (!settled.cut) return;
    hideCut.clear();
    setCutShown(true);
    hideCut.start();
  };

  const generate = () => {
    if (!request) return;
    const workspace = workspaces.find((one) => one.id === workspaceId)?.name ?? '';
    const text =
      request.type === 'DAILY'
        ? intl.formatMessage(assistantMessages.reportRequestDaily, { date: request.period, workspace })
        : intl.formatMessage(assistantMessages.reportRequestWeekly, { period: request.period, workspace });
    onGenerate(text, request.data);
  };

  return (
    <Stack gap="sm" data-testid="assistant-report-panel">
      {!compact && (
        <Text size="sm" c="gray.7">
          {intl.formatMessage(assistantMessages.reportGuide)}
        </Text>
      )}
      <Group align="flex-start" gap="lg" wrap="nowrap">
        <Input.Wrapper
          label={intl.formatMessage(assistantMessages.reportType)}
          labelElement="div"
          style={{ flex: 'none' }}
        >
          <Chip.Group
            multiple={false}
            value={type}
            onChange={(value) => {
              setType(value as ChatReportType);
              setPick(EMPTY_PICK);
              setCutShown(false);
            }}
          >
            <Group gap={6} mt={4} wrap="nowrap">
              {TYPES.map((code) => (
                <Chip key={code} value={code} size="sm" radius="sm" data-testid={`assistant-report-type-${code}`}>
                  {REPORT_TYPE_NAMES[locale][code]}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Input.Wrapper>
        {workspaces.length === 0 && !workspacesLoading ? (
          <Text size="sm" c="orange.8" mt={24} data-testid="assistant-report-no-workspace">
            {intl.formatMessage(assistantMessages.reportNoWorkspace)}
          </Text>
        ) : (
          <Select
            label={intl.formatMessage(assistantMessages.reportWorkspace)}
            placeholder={intl.formatMessage(assistantMessages.reportWorkspacePlaceholder)}
            data={workspaces.map((workspace) => ({ value: workspace.id, label: workspace.name }))}
            value={workspaceId}
            onChange={setPicked}
            allowDeselect={false}
            comboboxProps={{ zIndex: 320 }}
            style={{ flex: 1, minWidth: 0 }}
            data-testid="assistant-report-workspace"
          />
        )}
      </Group>
      <Group align="flex-end" gap="lg" wrap="nowrap">
        <div style={{ flex: 'none', minWidth: 252 }}>
          {type && (
            <Suspense fallback={<Skeleton width={252} height={290} radius="md" />}>
              <ReportPeriodPicker type={type} pick={pick} today={today} onPick={onPick} />
            </Suspense>
          )}
        </div>
        <Stack gap="sm" style={{ flex: 1, minWidth: 0 }}>
          {cutShown && (
            <Alert color="orange" variant="light" p="xs" role="status" data-testid="assistant-report-weekly-cut">
              <Text size="sm">{intl.formatMessage(assistantMessages.reportWeeklyCut)}</Text>
            </Alert>
          )}
          <Button onClick={generate} disabled={!request} loading={loading} data-testid="assistant-report-generate">
            {intl.formatMessage(assistantMessages.reportGenerate)}
          </Button>
        </Stack>
      </Group>
    </Stack>
  );
}
