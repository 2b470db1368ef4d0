import { Box, Checkbox, Collapse, Group, Text, UnstyledButton } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

interface SignupAgreementItemProps {
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly label: ReactNode;
  readonly details: ReactNode;
}

/** One sign-up agreement: its checkbox, and a View/Hide toggle that unfolds the full text. */
export function SignupAgreementItem({ checked, onChange, label, details }: SignupAgreementItemProps) {
  const [open, setOpen] = useState(false);
  return (
    <Box>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Checkbox checked={checked} onChange={(event) => onChange(event.currentTarget.checked)} label={label} />
        <UnstyledButton onClick={() => setOpen((value) => !value)} aria-expanded={open} style={{ flex: 'none' }}>
          <Text size="xs" c="brand.7" fw={500}>
            {open ? (
              <FormattedMessage id="auth.signup.agreement.hide" defaultMessage="Hide" />
            ) : (
              <FormattedMessage id="auth.signup.agreement.view" defaultMessage="View" />
            )}
          </Text>
        </UnstyledButton>
      </Group>
      <Collapse expanded={open}>
        <Text size="xs" c="gray.7" mt={8} ml={30} p="sm" bg="gray.0" style={{ borderRadius: 6, lineHeight: 1.6 }}>
          {details}
        </Text>
      </Collapse>
    </Box>
  );
}
