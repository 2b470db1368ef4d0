import { Button, Group, Stack, Text } from '@mantine/core';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { WorkspaceSummaryFragment } from '../../gql/graphql';
import { teamMessages, useCreateTeam } from '../team';
import { useCurrentWorkspace } from '../workspace';
import { firstRunMessages } from './messages';
import { StepButtons } from './StepButtons';
import { StepHeading } from './StepHeading';
import { StepTextInput } from './StepTextInput';
import { useNameField } from './useNameField';

interface Props {
  readonly workspace: WorkspaceSummaryFragment;
  /** On to the goal (skipped too: without a team the goal step is passed). */
  readonly onDone: () => void;
}

/** The second step: a team by name (admins), or a word on who makes teams (members); skippable. */
export function TeamStep({ workspace, onDone }: Props) {
  const intl = useIntl();
  const { selectTeam } = useCurrentWorkspace();
  const [create, { loading }] = useCreateTeam();
  const name = useNameField('name', firstRunMessages.nameRequired);

  if (!workspace.viewerCan.createTeam) {
    return (
      <Stack gap="md">
        <StepHeading title={intl.formatMessage(firstRunMessages.teamTitle)} />
        <Text size="sm" c="gray.7">
          {intl.formatMessage(firstRunMessages.teamNotAdmin)}
        </Text>
        <Group justify="flex-end">
          <Button onClick={onDone}>{intl.formatMessage(firstRunMessages.continue)}</Button>
        </Group>
      </Stack>
    );
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const team = await name.submit((text) => create({ workspaceId: workspace.id, name: text, memberIds: [] }));
    if (!team) return;
    selectTeam(team.id, workspace.id);
    onDone();
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        <StepHeading title={intl.formatMessage(firstRunMessages.teamTitle)}>
          {intl.formatMessage(firstRunMessages.teamBody)}
        </StepHeading>
        <StepTextInput field={name} label={intl.formatMessage(teamMessages.nameLabel)} />
        <StepButtons loading={loading} onSkip={onDone} />
      </Stack>
    </form>
  );
}
