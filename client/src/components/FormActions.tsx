import { Button, Group, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

interface FormActionsProps {
  /** The submit button's text (Save, Add, ...); "Create" when not given. */
  readonly submitLabel?: ReactNode;
  /** While the form is being sent: the submit button spins and both wait. */
  readonly loading: boolean;
  readonly onCancel: () => void;
  /** Keeps the submit button off for a reason other than loading (nothing to submit yet). */
  readonly submitDisabled?: boolean;
  readonly mt?: MantineSpacing;
}

/** The right-aligned Cancel and submit buttons that end a dialog or an inline edit form. */
export function FormActions({
  submitLabel = <FormattedMessage id="workspace.create.submit" defaultMessage="Create" />,
  loading,
  onCancel,
  submitDisabled = false,
  mt,
}: FormActionsProps) {
  const intl = useIntl();
  return (
    <Group justify="flex-end" mt={mt}>
      <Button variant="default" onClick={onCancel} disabled={loading}>
        {intl.formatMessage({ id: 'common.cancel', defaultMessage: 'Cancel' })}
      </Button>
      <Button type="submit" loading={loading} disabled={loading || submitDisabled}>
        {submitLabel}
      </Button>
    </Group>
  );
}
