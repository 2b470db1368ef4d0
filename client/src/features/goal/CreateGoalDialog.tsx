import { Group, Modal, Select, SimpleGrid, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import type { GoalStatus, Priority } from '@domain/goal-status';
import { GOAL_TITLE_MAX } from '@domain/text-limits';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessages, useFieldErrors } from '../../apollo/errorMessages';
import { FormActions } from '../../components/FormActions';
import { lengthCounterProps } from '../../components/LengthCounter';
import { LocalDateInput } from '../../components/LocalDateInput';
import { MemberPicker } from '../../components/MemberPicker';
import { PrioritySelect, StatusSelect } from '../../components/work-item/selects';
import { useTeamPeople } from '../team';
import { emptyIndicatorDraft, readIndicatorDraft, type IndicatorProblems } from './indicatorDraft';
import { IndicatorFields } from './IndicatorFields';
import { GoalProjectSelect } from './GoalProjectSelect';
import { goalMessages } from './messages';
import { useCreateGoal } from './useCreateGoal';

interface Props {
  readonly opened: boolean;
  readonly onClose: () => void;
  /** The team of the new goal; without it the dialog asks, among these teams. */
  readonly teamId?: string | undefined;
  readonly teams?: readonly { readonly id: string; readonly name: string }[];
  /** Creating a subtask of this goal (in its team). */
  readonly parent?: { readonly id: string; readonly title: string } | undefined;
  /** The project the goal starts in (creating from the project's page); it can still be changed. */
  readonly projectId?: string | undefined;
}

/** New goal or subtask (spec 1 sections 3 and 5): title, team, status, priority, dates, people and an optional indicator. */
export function CreateGoalDialog(props: Props) {
  const intl = useIntl();
  const [create, { loading }] = useCreateGoal();
  const title = props.parent
    ? intl.formatMessage(
        { id: 'goal.create.subtaskTitle', defaultMessage: 'New subtask of “{title}”' },
        { title: props.parent.title },
      )
    : intl.formatMessage(goalMessages.newGoal);
  return (
    <Modal
      opened={props.opened}
      onClose={() => !loading && props.onClose()}
      title={
        <Text fw={700} lineClamp={1}>
          {title}
        </Text>
      }
      size="lg"
    >
      {props.opened && <CreateGoalForm {...props} create={create} loading={loading} />}
    </Modal>
  );
}

type Errors = Partial<Record<'title' | 'teamId' | 'endDate' | 'people', string>>;

function CreateGoalForm({
  onClose,
  teamId: fixedTeamId,
  teams = [],
  parent,
  projectId: initialProjectId,
  create,
  loading,
}: Props & { readonly create: ReturnType<typeof useCreateGoal>[0]; readonly loading: boolean }) {
  const intl = useIntl();
  const fieldErrorsOf = useFieldErrors();
  const [teamId, setTeamId] = useState<string | null>(fixedTeamId ?? (teams.length === 1 ? teams[0]!.id : null));
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [projectId, setProjectId] = useState<string | null>(initialProjectId ?? null);
  const [status, setStatus] = useState<GoalStatus>('PLANNED');
  const [priority, setPriority] = useState<Priority>('MEDIUM');
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [leaderId, setLeaderId] = useState<string | null>(null);
  const [participantIds, setParticipantIds] = useState<string[]>([]);
  const [withIndicator, setWithIndicator] = useState(false);
  const [indicator, setIndicator] = useState(emptyIndicatorDraft);
  const [indicatorProblems, setIndicatorProblems] = useState<IndicatorProblems>({});
  const [indicatorServerError, setIndicatorServerError] = useState<string>();
  const [errors, setErrors] = useState<Errors>({});

  const { people: members, loading: peopleLoading } = useTeamPeople(teamId);

  const validate = () => {
    const next: Errors = {};
    if (!title.trim()) next.title = intl.formatMessage(errorMessages.titleRequired);
    if (!teamId && !parent) next.teamId = intl.formatMessage(errorMessages.teamRequired);
    if (startDate && endDate && endDate < startDate) next.endDate = intl.formatMessage(errorMessages.endBeforeStart);
    const read = withIndicator ? readIndicatorDraft(indicator) : { input: null, problems: {} };
    setErrors(next);
    setIndicatorProblems(read.problems);
    setIndicatorServerError(undefined);
    return Object.keys(next).length === 0 && Object.keys(read.problems).length === 0 ? read.input : false;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const indicatorInput = validate();
    if (indicatorInput === false) return;
    const outcome = await create({
      title: title.trim(),
      teamId: parent ? undefined : (teamId ?? undefined),
      parentId: parent?.id,
      content: content.trim() || undefined,
      projectId: projectId ?? undefined,
      status,
      priority,
      startDate: startDate || undefined,
      endDate: endDate || undefined,
      leaderId: leaderId ?? undefined,
      participantIds,
      indicator: indicatorInput ?? undefined,
    });
    if (!outcome.ok) {
      const fields = fieldErrorsOf(outcome.error);
      setErrors({
        title: fields['title'],
        teamId: fields['teamId'],
        endDate: fields['endDate'],
        people: fields['userIds'] ?? fields['leaderId'] ?? fields['participantIds'],
      });
      setIndicatorServerError(fields['indicator.targetValue'] ?? fields['indicator']);
      return;
    }
    onClose();
  };

  const clear = (key: keyof Errors) => setErrors((current) => ({ ...current, [key]: undefined }));

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        <TextInput
          label={intl.formatMessage(goalMessages.title)}
          value={title}
          onChange={(event) => {
            setTitle(event.currentTarget.value);
            clear('title');
          }}
          error={errors.title}
          {...lengthCounterProps(title, GOAL_TITLE_MAX)}
          required
          data-autofocus
          autoComplete="off"
          data-testid="goal-title-input"
        />
        {!fixedTeamId && !parent && (
          <Select
            label={intl.formatMessage(goalMessages.team)}
            placeholder={intl.formatMessage({ id: 'goal.create.teamPlaceholder', defaultMessage: 'Choose a team' })}
            data={teams.map((team) => ({ value: team.id, label: team.name }))}
            value={teamId}
            onChange={(value) => {
              setTeamId(value);
              setProjectId(null);
              setLeaderId(null);
              setParticipantIds([]);
              clear('teamId');
            }}
            error={errors.teamId}
            required
            searchable
            comboboxProps={{ withinPortal: true }}
            data-testid="goal-team-select"
          />
        )}
        <Textarea
          label={intl.formatMessage(goalMessages.description)}
          value={content}
          onChange={(event) => setContent(event.currentTarget.value)}
          autosize
          minRows={2}
          maxRows={6}
          data-testid="goal-description-input"
        />
        <GoalProjectSelect
          label={intl.formatMessage(goalMessages.project)}
          teamId={teamId}
          value={projectId}
          onChange={setProjectId}
          data-testid="goal-project-select"
        />
        <SimpleGrid cols={2} spacing="sm">
          <StatusSelect label={intl.formatMessage(goalMessages.status)} value={status} onChange={setStatus} />
          <PrioritySelect label={intl.formatMessage(goalMessages.priority)} value={priority} onChange={setPriority} />
          <LocalDateInput
            label={intl.formatMessage(goalMessages.startDate)}
            value={startDate || null}
            maxDate={endDate || null}
            onChange={(day) => setStartDate(day ?? '')}
            data-testid="goal-create-start-date"
          />
          <LocalDateInput
            label={intl.formatMessage(goalMessages.endDate)}
            value={endDate || null}
            minDate={startDate || null}
            onChange={(day) => {
              setEndDate(day ?? '');
              clear('endDate');
            }}
            data-testid="goal-create-end-date"
            error={errors.endDate}
          />
        </SimpleGrid>
        <Select
          label={intl.formatMessage(goalMessages.leader)}
          placeholder={intl.formatMessage({
            id: 'goal.create.leaderPlaceholder',
            defaultMessage: 'You, unless you choose someone',
          })}
          data={members.map((user) => ({ value: user.id, label: user.name }))}
          value={leaderId}
          onChange={(value) => {
            setLeaderId(value);
            clear('people');
          }}
          disabled={!teamId && !parent}
          clearable
          searchable
          comboboxProps={{ withinPortal: true }}
        />
        <MemberPicker
          label={intl.formatMessage(goalMessages.participants)}
          users={members}
          value={participantIds}
          onChange={(value) => {
            setParticipantIds(value);
            clear('people');
          }}
          error={errors.people}
          disabled={!teamId && !parent}
          loading={peopleLoading}
          emptyMessage={intl.formatMessage({
            id: 'goal.create.noMembers',
            defaultMessage: 'Nobody else is in this team',
          })}
        />
        <Group justify="space-between">
          <Switch
            label={
              <FormattedMessage id="goal.create.withIndicator" defaultMessage="Track progress with an indicator" />
            }
            checked={withIndicator}
            onChange={(event) => setWithIndicator(event.currentTarget.checked)}
            data-testid="goal-indicator-switch"
          />
        </Group>
        {withIndicator && (
          <IndicatorFields
            draft={indicator}
            onChange={(draft) => {
              setIndicator(draft);
              setIndicatorProblems({});
              setIndicatorServerError(undefined);
            }}
            problems={indicatorProblems}
            serverError={indicatorServerError}
          />
        )}
        <FormActions
          mt="xs"
          loading={loading}
          onCancel={onClose}
          submitLabel={<FormattedMessage id="goal.create.submit" defaultMessage="Create" />}
        />
      </Stack>
    </form>
  );
}
