import { Anchor, Avatar, Badge, Box, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { formatDay } from '../../components/formatDay';
import { IconArrowLeft, IconBell, IconClock, IconMail } from '../../components/icons';
import { initialOf } from '../../components/initials';
import { RoleBadge, YouBadge } from '../../components/members';
import { PageSkeleton } from '../../components/PageSkeleton';
import { isUuid, ResourceState } from '../../components/ResourceState';
import { MemberGoalsCard } from '../goal';
import { MemberDayPlanner } from '../planner';
import { useRequestPlannerUpdate } from './useRequestPlannerUpdate';
import { useTeamPage } from './useTeamPage';

/**
 * /team/{id}/member/{memberId} (memberId is the user's id): a colleague's profile card in the
 * team, with a request to update their planner (a plan_request notification; not on one's own page),
 * their goals in the team and their day.
 */
export function TeamMemberPage() {
  const { id, memberId } = useParams();
  if (!isUuid(id)) return <ResourceState kind="team" problem="notFound" />;
  if (!isUuid(memberId)) return <ResourceState kind="member" problem="notFound" />;
  return <TeamMember key={`${id}/${memberId}`} teamId={id} userId={memberId} />;
}

function TeamMember({ teamId, userId }: { readonly teamId: string; readonly userId: string }) {
  const intl = useIntl();
  const { viewer, team, problem, refetch } = useTeamPage(teamId);
  const [requestPlannerUpdate, requestState] = useRequestPlannerUpdate();

  if (problem) return <ResourceState kind="team" problem={problem} onRetry={() => void refetch()} />;
  if (!team || !viewer) return <PageSkeleton />;

  const member = team.members.find((entry) => entry.user.id === userId);
  if (!member) return <ResourceState kind="member" problem="notFound" />;
  const role = team.workspace.members.find((entry) => entry.user.id === userId)?.role ?? null;
  const isViewer = member.user.id === viewer.id;

  return (
    <Box p="lg">
      <Stack gap="md" maw={640}>
        <Anchor component={Link} to={`/team/${team.id}/member`} size="sm" c="gray.7">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} />
            <FormattedMessage id="team.member.back" defaultMessage="Back to {team}" values={{ team: team.name }} />
          </Group>
        </Anchor>
        <Card bg="white" data-testid="member-profile">
          <Stack gap="lg">
            <Group gap="lg" wrap="nowrap" align="center">
              <Avatar
                src={member.user.profileImageUrl ?? null}
                alt=""
                radius="xl"
                size={72}
                color="brand"
                variant="filled"
              >
                <Text fz={24} fw={700} c="white">
                  {initialOf(member.user.name)}
                </Text>
              </Avatar>
              <Stack gap={6} style={{ minWidth: 0 }}>
                <Group gap={8} wrap="nowrap">
                  <Title order={1} fz={22} style={{ overflowWrap: 'anywhere' }}>
                    {member.user.name}
                  </Title>
                  {isViewer && <YouBadge />}
                </Group>
                <Group gap={6}>
                  {role && <RoleBadge role={role} />}
                  {member.user.mbti && (
                    <Badge variant="outline" color="gray" radius="sm">
                      {member.user.mbti}
                    </Badge>
                  )}
                </Group>
              </Stack>
            </Group>
            <Stack gap={10} component="dl" m={0}>
              <Row
                icon={<IconMail size={16} />}
                label={<FormattedMessage id="team.member.email" defaultMessage="Email address" />}
              >
                <Anchor href={`mailto:${member.user.email}`} size="sm">
                  {member.user.email}
                </Anchor>
              </Row>
              <Row
                icon={<IconClock size={16} />}
                label={<FormattedMessage id="team.member.joined" defaultMessage="In the team since" />}
              >
                <Text size="sm">{formatDay(intl, member.registerDate, viewer.timezone)}</Text>
              </Row>
            </Stack>
            {!isViewer && (
              <Group justify="flex-end">
                <Button
                  variant="light"
                  leftSection={<IconBell size={16} />}
                  loading={requestState.loading}
                  onClick={() => void requestPlannerUpdate(team.id, member.user)}
                  data-testid="request-planner-update"
                >
                  <FormattedMessage id="team.member.requestPlanner" defaultMessage="Request a planner update" />
                </Button>
              </Group>
            )}
          </Stack>
        </Card>
        <MemberGoalsCard teamId={team.id} memberId={member.user.id} />
        <MemberDayPlanner userId={member.user.id} />
      </Stack>
    </Box>
  );
}

function Row({
  icon,
  label,
  children,
}: {
  readonly icon: ReactNode;
  readonly label: ReactNode;
  readonly children: ReactNode;
}) {
  return (
    <Group gap="sm" wrap="nowrap">
      {/* A dl holds only dt and dd (in a div): the icon goes inside the term. */}
      <Box component="dt" w={166} style={{ flex: 'none', display: 'flex', alignItems: 'center', gap: 10 }}>
        <Text c="gray.5" component="span" style={{ display: 'inline-flex' }} aria-hidden>
          {icon}
        </Text>
        <Text component="span" size="sm" c="gray.6">
          {label}
        </Text>
      </Box>
      <Box component="dd" m={0} style={{ minWidth: 0 }}>
        {children}
      </Box>
    </Group>
  );
}
