import { useMutation } from '@apollo/client/react';
import { SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { DateTime } from 'luxon';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import {
  presetExpiryDate,
  TOKEN_EXPIRY_PRESETS,
  TOKEN_MAX_DAYS,
  TOKEN_NAME_MAX,
  type TokenScope,
} from '@domain/personal-token';
import { useErrorMessage } from '../../../apollo/errorMessages';
import { FormActions } from '../../../components/FormActions';
import { FormAlert } from '../../../components/FormAlert';
import { useCurrentWorkspace } from '../../workspace';
import { CreatePersonalAccessTokenDocument, PersonalAccessTokensDocument } from './operations';
import { tokenMessages } from './messages';

const CUSTOM = 'custom';
/** The workspace choice that binds the token to none. */
const ALL_WORKSPACES = 'all';

/** Name, access, workspace and expiry of a new token; hands the created token (shown once) to `onCreated`. */
export function CreateTokenForm({
  timeZone,
  onCreated,
  onCancel,
}: {
  readonly timeZone: string;
  readonly onCreated: (token: string) => void;
  readonly onCancel: () => void;
}) {
  const intl = useIntl();
  const formatError = useErrorMessage();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<TokenScope>('READ');
  const [preset, setPreset] = useState<string>('30');
  const [customDate, setCustomDate] = useState<string | null>(null);
  const [workspaceId, setWorkspaceId] = useState(ALL_WORKSPACES);
  const { workspaces } = useCurrentWorkspace();
  const [problem, setProblem] = useState<string | null>(null);
  const [create, { loading }] = useMutation(CreatePersonalAccessTokenDocument, {
    refetchQueries: [PersonalAccessTokensDocument],
  });
  const today = DateTime.now().setZone(timeZone).startOf('day');
  const expiresOn = preset === CUSTOM ? customDate : presetExpiryDate(Number(preset), timeZone);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || !expiresOn) return;
    setProblem(null);
    try {
      const { data } = await create({
        variables: {
          input: {
            name: name.trim(),
            scope,
            expiresOn,
            workspaceId: workspaceId === ALL_WORKSPACES ? null : workspaceId,
          },
        },
      });
      if (data) onCreated(data.createPersonalAccessToken.token);
    } catch (error) {
      setProblem(formatError(error));
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)}>
      <Stack gap="md">
        {problem && <FormAlert>{problem}</FormAlert>}
        <TextInput
          label={intl.formatMessage(tokenMessages.name)}
          placeholder={intl.formatMessage(tokenMessages.namePlaceholder)}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          maxLength={TOKEN_NAME_MAX}
          required
          data-autofocus
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="token-scope-label">
            {intl.formatMessage(tokenMessages.scope)}
          </Text>
          <SegmentedControl
            aria-labelledby="token-scope-label"
            value={scope}
            onChange={(value) => setScope(value as TokenScope)}
            data={[
              { value: 'READ', label: intl.formatMessage(tokenMessages.scopeRead) },
              { value: 'READ_WRITE', label: intl.formatMessage(tokenMessages.scopeReadWrite) },
            ]}
          />
        </Stack>
        <Select
          label={intl.formatMessage(tokenMessages.workspace)}
          description={intl.formatMessage(tokenMessages.workspaceHint)}
          value={workspaceId}
          onChange={(value) => value && setWorkspaceId(value)}
          allowDeselect={false}
          data={[
            { value: ALL_WORKSPACES, label: intl.formatMessage(tokenMessages.workspaceAll) },
            ...workspaces.map((workspace) => ({ value: workspace.id, label: workspace.name })),
          ]}
        />
        <Select
          label={intl.formatMessage(tokenMessages.expiry)}
          value={preset}
          onChange={(value) => value && setPreset(value)}
          allowDeselect={false}
          data={[
            ...TOKEN_EXPIRY_PRESETS.map((days) => ({
              value: String(days),
              label: intl.formatMessage(tokenMessages.expiryDays, { days }),
            })),
            { value: CUSTOM, label: intl.formatMessage(tokenMessages.expiryCustom) },
          ]}
        />
        {preset === CUSTOM && (
          <DatePickerInput
            label={intl.formatMessage(tokenMessages.expiryDate)}
            value={customDate}
            onChange={setCustomDate}
            minDate={today.plus({ days: 1 }).toISODate()!}
            maxDate={today.plus({ days: TOKEN_MAX_DAYS }).toISODate()!}
            valueFormat="YYYY.MM.DD"
            required
          />
        )}
        <FormActions
          loading={loading}
          onCancel={onCancel}
          submitLabel={intl.formatMessage(tokenMessages.create)}
          submitDisabled={!name.trim() || !expiresOn}
        />
      </Stack>
    </form>
  );
}
