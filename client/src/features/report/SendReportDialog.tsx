import { Select, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { errorMessages } from '../../apollo/errorMessages';
import { FormActions } from '../../components/FormActions';
import { FormDialog } from '../../components/FormDialog';
import { MemberPicker } from '../../components/MemberPicker';
import { reportMessages } from './messages';
import { useColleagues } from './useColleagues';
import { useSendReport } from './useSendReport';

interface Props {
  readonly opened: boolean;
  readonly onClose: () => void;
  readonly reportId: string;
  readonly workspaceId: string;
  /** A colleague picked, and primary, from the start (the one who asked for the report). */
  readonly initialReceiverId: string | null;
  readonly onSent: () => void;
}

/** Send the report (spec 2 sections 6 and 8): active colleagues of the workspace, at least one, at most one primary. */
export function SendReportDialog(props: Props) {
  const intl = useIntl();
  const [send, { loading }] = useSendReport();
  return (
    <FormDialog
      opened={props.opened}
      onClose={props.onClose}
      title={intl.formatMessage(reportMessages.sendTitle)}
      busy={loading}
    >
      <SendReportForm {...props} send={send} loading={loading} />
    </FormDialog>
  );
}

type FormProps = Props & { readonly send: ReturnType<typeof useSendReport>[0]; readonly loading: boolean };

function SendReportForm({ onClose, reportId, workspaceId, initialReceiverId, onSent, send, loading }: FormProps) {
  const intl = useIntl();
  const { colleagues, loading: colleaguesLoading } = useColleagues(workspaceId);
  const [picked, setPicked] = useState<string[]>(initialReceiverId ? [initialReceiverId] : []);
  const [primary, setPrimary] = useState<string | null>(initialReceiverId);
  const [error, setError] = useState<string | undefined>();
  const pickedPeople = colleagues.filter((colleague) => picked.includes(colleague.id));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (picked.length === 0) {
      setError(intl.formatMessage(errorMessages.reportReceiversRequired));
      return;
    }
    const outcome = await send(
      reportId,
      picked.map((userId) => ({ userId, isPrimary: userId === primary })),
    );
    if (!outcome.ok) return;
    onSent();
    onClose();
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate data-testid="report-send-form">
      <Stack gap="md">
        <MemberPicker
          label={intl.formatMessage(reportMessages.sendTo)}
          description={intl.formatMessage(reportMessages.sendToHint)}
          users={colleagues}
          value={picked}
          onChange={(value) => {
            setPicked(value);
            setError(undefined);
            if (primary && !value.includes(primary)) setPrimary(null);
          }}
          error={error}
          loading={colleaguesLoading}
          emptyMessage={intl.formatMessage(reportMessages.sendNobody)}
          autoFocus
        />
        <Select
          label={intl.formatMessage(reportMessages.primaryLabel)}
          description={intl.formatMessage(reportMessages.primaryHint)}
          placeholder={intl.formatMessage(reportMessages.primaryNone)}
          data={pickedPeople.map((person) => ({ value: person.id, label: person.name }))}
          value={primary}
          onChange={setPrimary}
          disabled={pickedPeople.length === 0}
          clearable
          comboboxProps={{ withinPortal: true }}
          data-testid="report-send-primary"
        />
        <FormActions
          mt="xs"
          loading={loading}
          onCancel={onClose}
          submitLabel={intl.formatMessage(reportMessages.send)}
        />
      </Stack>
    </form>
  );
}
