import { Box, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { apiErrors, isAbortError } from '../apollo/errors';
import { HOME_PATH } from '../app/guards';
import { defineMessageMap } from '../i18n/defineMessageMap';
import { IconAlert, IconHome, IconLock, IconSearchOff } from './icons';

/**
 * The states of a page about one workspace, team or member when it cannot be shown (DESIGN.md:
 * every screen has them): no access (FORBIDDEN), not found (NOT_FOUND), or another error with a
 * retry. Each has a way back home.
 */

export type ResourceKind = 'workspace' | 'team' | 'member' | 'goal' | 'project' | 'note' | 'report';
export type ResourceProblem = 'forbidden' | 'notFound' | 'error';

const forbiddenBodies: Record<ResourceKind, MessageDescriptor> = defineMessageMap({
  workspace: {
    id: 'access.forbidden.workspace',
    defaultMessage: 'Only members of this workspace can open it. Ask an administrator to invite you.',
  },
  team: {
    id: 'access.forbidden.team',
    defaultMessage: 'Only members of this team can open it. Ask a team member or an administrator to add you.',
  },
  member: {
    id: 'access.forbidden.member',
    defaultMessage: 'Only members of this team can see its members.',
  },
  goal: {
    id: 'access.forbidden.goal',
    defaultMessage: 'This goal is shared with teams you are not in. Ask its leader to share it with your team.',
  },
  project: {
    id: 'access.forbidden.project',
    defaultMessage: 'This project is shared with teams you are not in. Ask its leader to share it with your team.',
  },
  note: {
    id: 'access.forbidden.note',
    defaultMessage:
      'This note is on a goal or to-do that you cannot open. Ask the person who sent it to give you access.',
  },
  report: {
    id: 'access.forbidden.report',
    defaultMessage: 'Only its author and the colleagues it was sent to can open this report.',
  },
});

const notFoundTitles: Record<ResourceKind, MessageDescriptor> = defineMessageMap({
  workspace: { id: 'access.notFound.workspace', defaultMessage: 'Workspace not found' },
  team: { id: 'access.notFound.team', defaultMessage: 'Team not found' },
  member: { id: 'access.notFound.member', defaultMessage: 'Member not found' },
  goal: { id: 'access.notFound.goal', defaultMessage: 'Goal not found' },
  project: { id: 'access.notFound.project', defaultMessage: 'Project not found' },
  note: { id: 'access.notFound.note', defaultMessage: 'Note not found' },
  report: { id: 'access.notFound.report', defaultMessage: 'Report not found' },
});

/** Which state an error of a page query calls for; null for a cancelled request. */
export function problemOf(error: unknown): ResourceProblem | null {
  if (isAbortError(error)) return null;
  const codes = apiErrors(error).map((entry) => entry.code);
  if (codes.includes('FORBIDDEN')) return 'forbidden';
  if (codes.includes('NOT_FOUND')) return 'notFound';
  return 'error';
}

/** UUIDs only: anything else in the address is a page that cannot exist. */
export function isUuid(value: string | undefined): value is string {
  return !!value && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

interface Props {
  readonly kind: ResourceKind;
  readonly problem: ResourceProblem;
  /** Retries the query (the generic error state only). */
  readonly onRetry?: () => void;
}

export function ResourceState({ kind, problem, onRetry }: Props) {
  const intl = useIntl();
  if (problem === 'forbidden') {
    return (
      <StatePanel
        testId="access-denied"
        code="403"
        color="orange"
        icon={<IconLock size={26} />}
        title={<FormattedMessage id="access.forbidden.title" defaultMessage="You do not have access" />}
        body={<FormattedMessage {...forbiddenBodies[kind]} />}
      />
    );
  }
  if (problem === 'notFound') {
    return (
      <StatePanel
        testId="not-found"
        code="404"
        color="gray"
        icon={<IconSearchOff size={26} />}
        title={<FormattedMessage {...notFoundTitles[kind]} />}
        body={
          <FormattedMessage id="notFound.description" defaultMessage="The page has been deleted or does not exist." />
        }
      />
    );
  }
  return (
    <StatePanel
      testId="load-error"
      color="red"
      icon={<IconAlert size={26} />}
      title={<FormattedMessage id="access.error.title" defaultMessage="Error occurred while loading data" />}
      body={
        <FormattedMessage
          id="access.error.body"
          defaultMessage="Check the connection and try again. If it keeps happening, refresh the page."
        />
      }
      extra={
        onRetry && (
          <Button variant="default" onClick={onRetry}>
            {intl.formatMessage({ id: 'access.error.retry', defaultMessage: 'Try again' })}
          </Button>
        )
      }
    />
  );
}

function StatePanel({
  testId,
  code,
  color,
  icon,
  title,
  body,
  extra,
}: {
  readonly testId: string;
  readonly code?: string;
  readonly color: string;
  readonly icon: ReactNode;
  readonly title: ReactNode;
  readonly body: ReactNode;
  readonly extra?: ReactNode;
}) {
  return (
    <Box p="lg">
      <Paper withBorder p="xl" bg="white" data-testid={testId}>
        <Stack align="center" gap="sm" py="xl" maw={440} mx="auto" ta="center">
          <ThemeIcon size={56} radius="xl" variant="light" color={color}>
            {icon}
          </ThemeIcon>
          {code && (
            <Text size="xs" fw={600} c="gray.6" style={{ letterSpacing: '0.06em' }}>
              <FormattedMessage id="notFound.codeLabel" defaultMessage="Error code" /> {code}
            </Text>
          )}
          <Title order={1} fz={20}>
            {title}
          </Title>
          <Text c="gray.7" size="sm">
            {body}
          </Text>
          <Group mt="sm" gap="sm" justify="center">
            {extra}
            <Button component={Link} to={HOME_PATH} leftSection={<IconHome size={16} />}>
              <FormattedMessage id="access.home" defaultMessage="Go to home" />
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Box>
  );
}
