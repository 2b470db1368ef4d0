import { useQuery } from '@apollo/client/react';
import { TEAM_NAME_MAX, TEAM_NAME_MIN } from '@domain/organisation';
import { Select, Stack } from '@mantine/core';
import { useMemo, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { errorMessages, useFieldErrors } from '../../apollo/errorMessages';
import { FormActions } from '../../components/FormActions';
import { FormDialog } from '../../components/FormDialog';
import { MemberPicker } from '../../components/MemberPicker';
import { NameDescriptionFields } from '../../components/NameDescriptionFields';
import { preferredChoice } from '../../components/preferredChoice';
import type { WorkspaceSummaryFragment } from '../../gql/graphql';
import { teamMessages } from './messages';
import { CreateTeamCandidatesDocument } from './operations';
import { useCreateTeam } from './useCreateTeam';

interface Props {
  readonly opened: boolean;
  readonly onClose: () => void;
  /** Workspaces the viewer may create teams in. */
  readonly workspaces: readonly WorkspaceSummaryFragment[];
  /** The workspace picked at first (the current one). */
  readonly initialWorkspaceId: string | null;
  readonly viewerId: string | null;
  readonly onCreated: (teamId: string, workspaceId: string) => void;
}

/** Create team (spec 2 sections 2 and 5): a workspace must be chosen, a name of at least 2 characters. */
export function CreateTeamDialog(props: Props) {
  const intl = useIntl();
  const [create, { loading }] = useCreateTeam();
  return (
    <FormDialog
      opened={props.opened}
      onClose={props.onClose}
      title={intl.formatMessage(teamMessages.create)}
      busy={loading}
    >
      <CreateTeamForm {...props} create={create} loading={loading} />
    </FormDialog>
  );
}

type FormProps = Props & { readonly create: ReturnType<typeof useCreateTeam>[0]; readonly loading: boolean };

function CreateTeamForm({ onClose, workspaces, initialWorkspaceId, viewerId, onCreated, create, loading }: FormProps) {
  const intl = useIntl();
  const fieldErrorsOf = useFieldErrors();
  const allowed = workspaces.filter((workspace) => workspace.viewerCan.createTeam);
  const [workspaceId, setWorkspaceId] = useState(() => preferredChoice(allowed, initialWorkspaceId));
  const [name, setName] = useState('');
  const [memberIds, setMemberIds] = useState<string[]>([]);
  const [errors, setErrors] = useState<{ workspaceId?: string; name?: string; memberIds?: string }>({});

  const { data: membersData, loading: membersLoading } = useQuery(CreateTeamCandidatesDocument, {
    variables: { id: workspaceId ?? '' },
    skip: !workspaceId,
    fetchPolicy: 'cache-and-network',
  });
  const candidates = useMemo(
    () =>
      (membersData?.workspace.members ?? []).filter(
        (member) => member.status === 'ACTIVE' && member.user.id !== viewerId,
      ),
    [membersData, viewerId],
  );

  const changeName = (value: string) => {
    setName(value);
    setErrors((current) => ({ ...current, name: undefined }));
  };

  const validate = () => {
    const next: typeof errors = {};
    if (!workspaceId) next.workspaceId = intl.formatMessage(errorMessages.workspaceRequired);
    if (name.trim().length < TEAM_NAME_MIN) next.name = intl.formatMessage(errorMessages.teamNameTooShort);
    setErrors(next);
    return Object.keys(next).length === 0;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!validate() || !workspaceId) return;
    const outcome = await create({ workspaceId, name: name.trim(), memberIds });
    if (!outcome.ok) {
      const fields = fieldErrorsOf(outcome.error, { NOT_A_MEMBER: errorMessages.notWorkspaceMemberToJoin });
      setErrors({
        workspaceId: fields['workspaceId'] ?? fields['input.workspaceId'],
        name: fields['name'] ?? fields['input.name'],
        memberIds: fields['userIds'] ?? fields['memberIds'] ?? fields['input.memberIds'],
      });
      return;
    }
    onCreated(outcome.data.id, workspaceId);
    onClose();
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        <Select
          label={intl.formatMessage(teamMessages.workspaceLabel)}
          placeholder={intl.formatMessage({
            id: 'team.field.workspacePlaceholder',
            defaultMessage: 'Choose a workspace',
          })}
          data={allowed.map((workspace) => ({ value: workspace.id, label: workspace.name }))}
          value={workspaceId}
          onChange={(value) => {
            setWorkspaceId(value);
            setMemberIds([]);
            setErrors((current) => ({ ...current, workspaceId: undefined, memberIds: undefined }));
          }}
          error={errors.workspaceId}
          clearable
          required
          comboboxProps={{ withinPortal: true }}
        />
        <NameDescriptionFields
          autoFocusName
          name={{
            label: intl.formatMessage(teamMessages.nameLabel),
            hint: intl.formatMessage(
              { id: 'team.field.nameHint', defaultMessage: 'At least {min} characters' },
              { min: TEAM_NAME_MIN },
            ),
            value: name,
            onChange: changeName,
            error: errors.name,
            maxLength: TEAM_NAME_MAX,
          }}
        />
        <MemberPicker
          label={intl.formatMessage(teamMessages.membersLabel)}
          description={intl.formatMessage({
            id: 'team.field.membersHint',
            defaultMessage: 'Optional. You are in the team as its creator.',
          })}
          users={candidates.map((member) => member.user)}
          value={memberIds}
          onChange={(value) => {
            setMemberIds(value);
            setErrors((current) => ({ ...current, memberIds: undefined }));
          }}
          error={errors.memberIds}
          disabled={!workspaceId}
          loading={membersLoading && !membersData}
          emptyMessage={intl.formatMessage({
            id: 'team.field.membersNone',
            defaultMessage: 'No other members in this workspace',
          })}
        />
        <FormActions mt="xs" loading={loading} onCancel={onClose} />
      </Stack>
    </form>
  );
}
