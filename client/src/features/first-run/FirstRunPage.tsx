import { useQuery } from '@apollo/client/react';
import { Anchor, Box, Paper, Skeleton, Stack, Stepper, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { HOME_PATH } from '../../app/guards';
import { useViewer } from '../../app/useViewer';
import { MyTeamsDocument } from '../team';
import { useCurrentWorkspace } from '../workspace';
import { FIRST_RUN_STEPS, firstRunStep } from './firstRunStep';
import { GoalStep } from './GoalStep';
import { firstRunMessages, stepLabels } from './messages';
import { TeamStep } from './TeamStep';
import { TodoStep } from './TodoStep';
import { WorkspaceStep } from './WorkspaceStep';

/**
 * /welcome: the first run of a person without a workspace (the start sends them here): a workspace
 * (created, or joined from a pending invitation), a team, a first goal and a first to-do planned on
 * today, ending on the planner. The step is derived from the person's data and the address, so a
 * reload resumes; the team and the goal can be skipped, and the planner is one link away throughout.
 */
export function FirstRunPage() {
  const intl = useIntl();
  const viewer = useViewer();
  const [params, setParams] = useSearchParams();
  const { current, loading, teamId } = useCurrentWorkspace();
  const teams = useQuery(MyTeamsDocument, { variables: { workspaceId: current?.id ?? null }, skip: !current });
  const myTeams = (teams.data?.myTeams ?? []).filter((team) => team.viewerIsMember);
  const ready = !loading && (!current || teams.data !== undefined);
  const step = firstRunStep({
    hasWorkspace: current !== null,
    hasTeam: myTeams.length > 0,
    requested: params.get('step'),
  });
  const goTo = (next: Record<string, string>) => setParams(next);

  return (
    <Box p="lg">
      <Paper
        withBorder
        bg="white"
        p="xl"
        maw={640}
        mx="auto"
        mt="md"
        data-testid="first-run"
        data-step={ready ? step : undefined}
      >
        <Stack gap="lg">
          <div>
            <Title order={1} fz={22} style={{ overflowWrap: 'anywhere' }}>
              {intl.formatMessage(firstRunMessages.heading, { name: viewer?.name ?? '' })}
            </Title>
            <Text size="sm" c="gray.7" mt={4}>
              {intl.formatMessage(firstRunMessages.intro)}
            </Text>
          </div>
          <Stepper active={FIRST_RUN_STEPS.indexOf(step)} size="xs" iconSize={26} allowNextStepsSelect={false}>
            {FIRST_RUN_STEPS.map((name) => (
              <Stepper.Step key={name} label={intl.formatMessage(stepLabels[name])} />
            ))}
          </Stepper>
          {!ready ? (
            <Stack gap="sm" aria-busy="true">
              <Skeleton height={22} width="50%" />
              <Skeleton height={36} />
              <Skeleton height={36} width="40%" />
            </Stack>
          ) : step === 'workspace' ? (
            <WorkspaceStep />
          ) : step === 'team' && current ? (
            <TeamStep workspace={current} onDone={() => goTo({ step: 'goal' })} />
          ) : step === 'goal' ? (
            <GoalStep
              teams={myTeams}
              chosenTeamId={teamId}
              onDone={(goalId) => goTo(goalId ? { step: 'todo', goal: goalId } : { step: 'todo' })}
            />
          ) : (
            <TodoStep goalId={params.get('goal')} />
          )}
          <Anchor component={Link} to={HOME_PATH} size="sm" c="gray.6" ta="center">
            {intl.formatMessage(firstRunMessages.later)}
          </Anchor>
        </Stack>
      </Paper>
    </Box>
  );
}
