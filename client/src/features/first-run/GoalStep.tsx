import { Select, Stack } from '@mantine/core';
import { GOAL_TITLE_MAX } from '@domain/text-limits';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { TeamSummaryFragment } from '../../gql/graphql';
import { goalMessages, useCreateGoal } from '../goal';
import { teamMessages } from '../team';
import { firstRunMessages } from './messages';
import { StepButtons } from './StepButtons';
import { StepHeading } from './StepHeading';
import { StepTextInput } from './StepTextInput';
import { useNameField } from './useNameField';

interface Props {
  /** The person's teams in the workspace (at least one). */
  readonly teams: readonly TeamSummaryFragment[];
  readonly chosenTeamId: string | null;
  /** On to the to-do, with the new goal's id, or null when skipped. */
  readonly onDone: (goalId: string | null) => void;
}

/** The third step: a goal of one of the person's teams, by title; skippable. */
export function GoalStep({ teams, chosenTeamId, onDone }: Props) {
  const intl = useIntl();
  const [create, { loading }] = useCreateGoal();
  const title = useNameField('title', firstRunMessages.titleRequired);
  const [teamId, setTeamId] = useState(
    () => teams.find((team) => team.id === chosenTeamId)?.id ?? teams[0]?.id ?? null,
  );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!teamId) return;
    const goal = await title.submit((text) => create({ title: text, teamId }));
    if (goal) onDone(goal.id);
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        <StepHeading title={intl.formatMessage(firstRunMessages.goalTitle)}>
          {intl.formatMessage(firstRunMessages.goalBody)}
        </StepHeading>
        {teams.length > 1 && (
          <Select
            label={intl.formatMessage(teamMessages.nameLabel)}
            data={teams.map((team) => ({ value: team.id, label: team.name }))}
            value={teamId}
            onChange={setTeamId}
            allowDeselect={false}
          />
        )}
        <StepTextInput
          field={title}
          label={intl.formatMessage(goalMessages.title)}
          placeholder={intl.formatMessage(firstRunMessages.goalPlaceholder)}
          maxLength={GOAL_TITLE_MAX}
        />
        <StepButtons loading={loading} onSkip={() => onDone(null)} />
      </Stack>
    </form>
  );
}
