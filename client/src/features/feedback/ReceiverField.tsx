import { Group, Input, Select, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { PickableUser } from '../../components/MemberPicker';
import { PersonLabel } from '../../components/PersonLabel';
import { UserAvatar } from '../../components/UserAvatar';
import { feedbackMessages } from './messages';

interface Props {
  readonly label: string;
  readonly colleagues: readonly PickableUser[];
  readonly value: string | null;
  readonly onChange: (id: string | null) => void;
  /** Answers and edits keep their person: shown, not chosen. */
  readonly fixed: { readonly name: string; readonly profileImageUrl?: string | null } | null;
  readonly loading: boolean;
  readonly error?: string;
}

/** Who the feedback or request goes to (spec 3 sections 2 and 6): a colleague by name, never oneself. */
export function ReceiverField({ label, colleagues, value, onChange, fixed, loading, error }: Props) {
  const intl = useIntl();
  if (fixed) {
    return (
      <Input.Wrapper label={label} labelElement="div" error={error}>
        <div style={{ marginTop: 4 }} data-testid="feedback-fixed-receiver">
          <PersonLabel user={fixed} />
        </div>
      </Input.Wrapper>
    );
  }
  const byId = new Map(colleagues.map((colleague) => [colleague.id, colleague]));
  const chosen = value ? byId.get(value) : undefined;
  return (
    <Select
      label={label}
      placeholder={intl.formatMessage(feedbackMessages.receiverPlaceholder)}
      data={colleagues.map((colleague) => ({ value: colleague.id, label: colleague.name }))}
      value={value}
      onChange={onChange}
      searchable
      disabled={loading}
      nothingFoundMessage={intl.formatMessage(feedbackMessages.noColleagues)}
      leftSection={chosen ? <UserAvatar user={chosen} size={20} nameShown withTooltip={false} /> : undefined}
      renderOption={({ option }) => {
        const colleague = byId.get(option.value);
        if (!colleague) return option.label;
        return (
          <Group gap={8} wrap="nowrap" style={{ minWidth: 0 }}>
            <UserAvatar user={colleague} nameShown withTooltip={false} />
            <div style={{ minWidth: 0 }}>
              <Text size="sm" truncate="end">
                {colleague.name}
              </Text>
              <Text size="xs" c="gray.6" truncate="end">
                {colleague.email}
              </Text>
            </div>
          </Group>
        );
      }}
      error={error}
      data-testid="feedback-receiver"
    />
  );
}
