import { REPORT_TYPES, reportPeriod, type ReportPeriodError, type ReportTypeCode } from '@domain/report-period';
import { Alert, Button, Checkbox, Chip, Group, Input, Stack, Text } from '@mantine/core';
import { useTimeout } from '@mantine/hooks';
import { useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { errorMessages } from '../../apollo/errorMessages';
import { FormActions } from '../../components/FormActions';
import { FormDialog } from '../../components/FormDialog';
import { useToday } from '../../components/work-item';
import { reportMessages } from './messages';
import { reportPath, SEND_TO_PARAM } from './reportPaths';
import { ReportPeriodPicker } from './ReportPeriodPicker';
import { isRangeType, pickForType, settlePick, type PeriodPick } from './reportPick';
import { useColleagues } from './useColleagues';
import { existingReportOf, useCreateReport } from './useCreateReport';
import { useReportTypeNames } from './useReportTypeNames';

/** How long the "at most 7 days" message stays after a weekly range was cut (spec 2 section 9). */
export const WEEKLY_CUT_MESSAGE_MS = 3_000;

const PERIOD_ERRORS: Readonly<Record<ReportPeriodError, MessageDescriptor>> = {
  DATE_REQUIRED: errorMessages.reportDateRequired,
  FUTURE_DATE: errorMessages.reportFutureDate,
  RANGE_REVERSED: errorMessages.reportRangeReversed,
  RANGE_TOO_LONG: errorMessages.reportRangeTooLong,
};

interface Props {
  readonly opened: boolean;
  readonly onClose: () => void;
  readonly workspaceId: string;
  /** A colleague who asked for the report: the new report's page offers to send it to them. */
  readonly requestedBy: string | null;
  /** Where to go once created: the new report's page. */
  readonly onCreated: (path: string) => void;
}

/** New report (spec 2 sections 4 and 8): a type, its date or range, and whether to start from one's own work. */
export function CreateReportDialog(props: Props) {
  const intl = useIntl();
  const [create, { loading }] = useCreateReport();
  return (
    <FormDialog
      opened={props.opened}
      onClose={props.onClose}
      title={intl.formatMessage(reportMessages.createTitle)}
      busy={loading}
    >
      <CreateReportForm {...props} create={create} loading={loading} />
    </FormDialog>
  );
}

type FormProps = Props & { readonly create: ReturnType<typeof useCreateReport>[0]; readonly loading: boolean };

function CreateReportForm({ onClose, workspaceId, requestedBy, onCreated, create, loading }: FormProps) {
  const intl = useIntl();
  const today = useToday();
  const typeNames = useReportTypeNames();
  const [type, setType] = useState<ReportTypeCode>('DAILY');
  const [pick, setPick] = useState<PeriodPick>({ start: today, end: null });
  const [fromMyWork, setFromMyWork] = useState(true);
  const [error, setError] = useState<string | undefined>();
  const [cutShown, setCutShown] = useState(false);
  const [existing, setExisting] = useState<{ readonly id: string; readonly title: string | null } | null>(null);
  const hideCut = useTimeout(() => setCutShown(false), WEEKLY_CUT_MESSAGE_MS);
  const { colleagues } = useColleagues(requestedBy ? workspaceId : null);
  const requester = requestedBy ? colleagues.find((colleague) => colleague.id === requestedBy) : undefined;

  const apply = ({ pick: next, cut }: { readonly pick: PeriodPick; readonly cut: boolean }) => {
    setPick(next);
    setError(undefined);
    setExisting(null);
    if (!cut) return;
    hideCut.clear();
    setCutShown(true);
    hideCut.start();
  };

  const submit = async (allowDuplicate: boolean) => {
    const period = reportPeriod(type, pick.start, pick.end, today);
    if (typeof period === 'string') {
      setError(intl.formatMessage(PERIOD_ERRORS[period]));
      return;
    }
    const outcome = await create({
      workspaceId,
      type,
      startDate: pick.start,
      endDate: isRangeType(type) ? pick.end : undefined,
      fromMyWork,
      allowDuplicate,
    });
    if (!outcome.ok) {
      setExisting(existingReportOf(outcome.error));
      return;
    }
    const path = reportPath(workspaceId, outcome.data.id);
    onCreated(requestedBy ? `${path}?${SEND_TO_PARAM}=${requestedBy}` : path);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit(false);
  };

  return (
    <form onSubmit={onSubmit} noValidate data-testid="report-create-form">
      <Stack gap="md">
        {requester && (
          <Alert color="blue" variant="light" p="sm" data-testid="report-requested-by">
            <Text size="sm">{intl.formatMessage(reportMessages.requestedBy, { name: requester.name })}</Text>
          </Alert>
        )}
        <Input.Wrapper label={intl.formatMessage(reportMessages.typeLabel)} labelElement="div">
          <Chip.Group
            multiple={false}
            value={type}
            onChange={(value) => {
              const next = value as ReportTypeCode;
              apply(pickForType(type, next, pick, today));
              setType(next);
            }}
          >
            <Group gap={6} mt={4}>
              {REPORT_TYPES.map((code) => (
                <Chip key={code} value={code} size="sm" radius="sm" data-testid={`report-type-${code}`}>
                  {typeNames[code]}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Input.Wrapper>
        <ReportPeriodPicker
          type={type}
          pick={pick}
          today={today}
          onPick={(next) => apply(settlePick(type, next))}
          error={error}
        />
        {cutShown && (
          <Alert color="orange" variant="light" p="xs" role="status" data-testid="report-weekly-cut">
            <Text size="sm">{intl.formatMessage(reportMessages.weeklyCut)}</Text>
          </Alert>
        )}
        {existing && (
          <Alert color="yellow" variant="light" p="sm" role="status" data-testid="report-exists">
            <Stack gap={6}>
              <Text size="sm">{intl.formatMessage(reportMessages.existsBody, { title: existing.title ?? '' })}</Text>
              <Group gap="xs">
                <Button
                  size="xs"
                  onClick={() => onCreated(reportPath(workspaceId, existing.id))}
                  data-testid="report-exists-open"
                >
                  {intl.formatMessage(reportMessages.existsOpen)}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  loading={loading}
                  onClick={() => void submit(true)}
                  data-testid="report-exists-create"
                >
                  {intl.formatMessage(reportMessages.existsCreate)}
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
        <Checkbox
          checked={fromMyWork}
          onChange={(event) => setFromMyWork(event.currentTarget.checked)}
          label={intl.formatMessage(reportMessages.fromMyWork)}
          description={intl.formatMessage(reportMessages.fromMyWorkHint)}
          data-testid="report-from-my-work"
        />
        <FormActions
          mt="xs"
          loading={loading}
          onCancel={onClose}
          submitLabel={intl.formatMessage(reportMessages.create)}
        />
      </Stack>
    </form>
  );
}
