import { Select, SimpleGrid, Stack } from '@mantine/core';
import type { GoalStatus, Priority } from '@domain/goal-status';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useFieldErrors } from '../../apollo/errorMessages';
import { FormActions } from '../../components/FormActions';
import { FormDialog } from '../../components/FormDialog';
import { MemberPicker } from '../../components/MemberPicker';
import { LocalDateInput } from '../../components/LocalDateInput';
import { NameDescriptionFields } from '../../components/NameDescriptionFields';
import { preferredChoice } from '../../components/preferredChoice';
import { PrioritySelect, StatusSelect } from '../../components/work-item/selects';
import type { ProfileFieldsFragment } from '../../gql/graphql';
import { useTeamPeople } from '../team';
import { LeaderSelect } from './LeaderSelect';
import { PROJECT_NAME_MAX, projectErrorOverrides, projectMessages } from './messages';
import { useCreateProject } from './useCreateProject';

interface Props {
  readonly opened: boolean;
  readonly onClose: () => void;
  /** Teams to create the project in; one team means it is fixed (a team's own list). */
  readonly teams: readonly { readonly id: string; readonly name: string }[];
  readonly initialTeamId: string | null;
  readonly viewerId: string | null;
}

/** Create project: a team, a name (not blank, at most 100), then optional details and people of that team. */
export function CreateProjectDialog(props: Props) {
  const intl = useIntl();
  const [create, { loading }] = useCreateProject();
  return (
    <FormDialog
      opened={props.opened}
      onClose={props.onClose}
      title={intl.formatMessage(projectMessages.newProject)}
      busy={loading}
      size="lg"
    >
      <CreateProjectForm {...props} create={create} loading={loading} />
    </FormDialog>
  );
}

type Errors = { teamId?: string; name?: string };

type FormProps = Props & { readonly create: ReturnType<typeof useCreateProject>[0]; readonly loading: boolean };

function CreateProjectForm({ onClose, teams, initialTeamId, viewerId, create, loading }: FormProps) {
  const intl = useIntl();
  const fieldErrorsOf = useFieldErrors();
  const [teamId, setTeamId] = useState(() => preferredChoice(teams, initialTeamId));
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [deadline, setDeadline] = useState('');
  const [priority, setPriority] = useState<Priority>('MEDIUM');
  const [status, setStatus] = useState<GoalStatus>('PLANNED');
  const [leader, setLeader] = useState<ProfileFieldsFragment | null | undefined>(undefined);
  const [participantIds, setParticipantIds] = useState<string[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const { people, loading: peopleLoading } = useTeamPeople(teamId);
  // The leader defaults to the creator, as the API does, until someone else is chosen.
  const shownLeader = leader === undefined ? (people.find((person) => person.id === viewerId) ?? null) : leader;

  const changeName = (value: string) => {
    setName(value);
    setErrors((current) => ({ ...current, name: undefined }));
  };

  const validate = () => {
    const next: Errors = {};
    if (!teamId) next.teamId = intl.formatMessage(projectMessages.teamRequired);
    if (!name.trim()) next.name = intl.formatMessage(projectMessages.nameRequired);
    setErrors(next);
    return Object.keys(next).length === 0;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!validate() || !teamId) return;
    const outcome = await create({
      teamId,
      name: name.trim(),
      description: description.trim() || null,
      deadline: deadline || null,
      priority,
      status,
      leaderId: shownLeader?.id ?? null,
      participantIds,
    });
    if (!outcome.ok) {
      const fields = fieldErrorsOf(outcome.error, projectErrorOverrides);
      setErrors({ teamId: fields['teamId'], name: fields['name'] });
      return;
    }
    onClose();
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        {teams.length > 1 && (
          <Select
            label={intl.formatMessage(projectMessages.team)}
            placeholder={intl.formatMessage(projectMessages.teamPlaceholder)}
            data={teams.map((team) => ({ value: team.id, label: team.name }))}
            value={teamId}
            onChange={(value) => {
              setTeamId(value);
              setLeader(undefined);
              setParticipantIds([]);
              setErrors((current) => ({ ...current, teamId: undefined }));
            }}
            error={errors.teamId}
            required
            searchable
            comboboxProps={{ withinPortal: true }}
          />
        )}
        <NameDescriptionFields
          autoFocusName
          name={{
            label: intl.formatMessage(projectMessages.name),
            value: name,
            onChange: changeName,
            error: errors.name,
            maxLength: PROJECT_NAME_MAX,
          }}
          description={{
            label: intl.formatMessage(projectMessages.description),
            placeholder: intl.formatMessage(projectMessages.descriptionPlaceholder),
            value: description,
            onChange: setDescription,
            minRows: 2,
          }}
        />
        <SimpleGrid cols={2} spacing="md" verticalSpacing="md">
          <LocalDateInput
            label={intl.formatMessage(projectMessages.deadline)}
            value={deadline || null}
            onChange={(day) => setDeadline(day ?? '')}
            data-testid="project-create-deadline"
          />
          <LeaderSelect
            label={intl.formatMessage(projectMessages.leader)}
            placeholder={intl.formatMessage(projectMessages.leaderPlaceholder)}
            people={people}
            value={shownLeader}
            onChange={setLeader}
            disabled={!teamId}
            clearable
          />
          <StatusSelect label={intl.formatMessage(projectMessages.status)} value={status} onChange={setStatus} />
          <PrioritySelect
            label={intl.formatMessage(projectMessages.priority)}
            value={priority}
            onChange={setPriority}
          />
        </SimpleGrid>
        <MemberPicker
          label={intl.formatMessage(projectMessages.participants)}
          users={people}
          value={participantIds}
          onChange={setParticipantIds}
          disabled={!teamId}
          loading={peopleLoading}
          emptyMessage={intl.formatMessage(projectMessages.participantsNone)}
        />
        <FormActions mt="xs" loading={loading} onCancel={onClose} />
      </Stack>
    </form>
  );
}
