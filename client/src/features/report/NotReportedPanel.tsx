import { useQuery } from '@apollo/client/react';
import { REPORT_TYPES, type ReportTypeCode } from '@domain/report-period';
import { Button, Group, Paper, SegmentedControl, Select, Skeleton, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useViewer } from '../../app/useViewer';
import { LoadFailed } from '../../components/LoadFailed';
import { UserAvatar } from '../../components/UserAvatar';
import { useToday } from '../../components/work-item';
import { graphql } from '../../gql';
import { reportMessages } from './messages';
import { useReportTypeNames } from './useReportTypeNames';
import { useRequestReport } from './useRequestReport';

const ReportTeamsDocument = graphql(`
  query ReportTeams($workspaceId: UUID!) {
    myTeams(workspaceId: $workspaceId) {
      id
      name
    }
  }
`);

const MembersWithoutReportDocument = graphql(`
  query MembersWithoutReport($teamId: UUID!, $type: ReportTypeCode!, $date: LocalDate!) {
    membersWithoutReport(teamId: $teamId, type: $type, date: $date) {
      id
      name
      profileImageUrl
    }
  }
`);

type PeriodType = Exclude<ReportTypeCode, 'CUSTOM'>;
const PERIOD_TYPES = REPORT_TYPES.filter((type): type is PeriodType => type !== 'CUSTOM');

/**
 * Who has not reported (issue 14): for one of the viewer's teams and the day, week (Sunday to
 * Saturday) or calendar period around a date, the members without a sent report of that type, each
 * with a button to ask them for one.
 */
export function NotReportedPanel({ workspaceId }: { readonly workspaceId: string }) {
  const intl = useIntl();
  const names = useReportTypeNames();
  const today = useToday();
  const teams = useQuery(ReportTeamsDocument, { variables: { workspaceId } });
  const [teamId, setTeamId] = useState<string | null>(null);
  const [type, setType] = useState<PeriodType>('WEEKLY');
  const [date, setDate] = useState<string>(today);
  const team = teamId ?? teams.data?.myTeams[0]?.id ?? null;

  if (teams.data && teams.data.myTeams.length === 0) {
    return (
      <Text c="gray.6" size="sm">
        {intl.formatMessage(reportMessages.notReportedNoTeam)}
      </Text>
    );
  }
  return (
    <Stack gap="md" data-testid="report-not-reported">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={intl.formatMessage(reportMessages.notReportedTeam)}
          data={(teams.data?.myTeams ?? []).map((t) => ({ value: t.id, label: t.name }))}
          value={team}
          onChange={setTeamId}
          allowDeselect={false}
          w={220}
        />
        <SegmentedControl
          value={type}
          onChange={(value) => setType(value as PeriodType)}
          data={PERIOD_TYPES.map((t) => ({ value: t, label: names[t] }))}
        />
        <DatePickerInput
          label={intl.formatMessage(reportMessages.notReportedDate)}
          value={date}
          onChange={(value) => value && setDate(value)}
          maxDate={today}
          firstDayOfWeek={0}
          valueFormat="YYYY.MM.DD"
          w={150}
        />
      </Group>
      {team && <MissingMembers workspaceId={workspaceId} teamId={team} type={type} date={date} />}
    </Stack>
  );
}

function MissingMembers({
  workspaceId,
  teamId,
  type,
  date,
}: {
  readonly workspaceId: string;
  readonly teamId: string;
  readonly type: PeriodType;
  readonly date: string;
}) {
  const intl = useIntl();
  const viewer = useViewer();
  const missing = useQuery(MembersWithoutReportDocument, {
    variables: { teamId, type, date },
    fetchPolicy: 'cache-and-network',
  });
  const [request, { loading }] = useRequestReport(workspaceId);
  const [asked, setAsked] = useState<ReadonlySet<string>>(new Set());
  const ask = async (member: { readonly id: string; readonly name: string }) => {
    if ((await request(member)).ok) setAsked((previous) => new Set(previous).add(member.id));
  };

  if (missing.error) {
    return (
      <LoadFailed
        message={intl.formatMessage(reportMessages.loadFailed)}
        retryLabel={intl.formatMessage(reportMessages.retry)}
        onRetry={() => void missing.refetch()}
      />
    );
  }
  if (!missing.data) return <Skeleton height={120} radius="md" />;
  const members = missing.data.membersWithoutReport;
  if (members.length === 0)
    return (
      <Text c="teal.7" size="sm">
        {intl.formatMessage(reportMessages.notReportedNone)}
      </Text>
    );
  return (
    <Paper withBorder bg="white">
      {members.map((member) => (
        <Group
          key={member.id}
          justify="space-between"
          px="md"
          py="sm"
          wrap="nowrap"
          style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
        >
          <Group gap="sm" wrap="nowrap">
            <UserAvatar user={member} nameShown />
            <Text size="sm">{member.name}</Text>
          </Group>
          {member.id === viewer?.id ? (
            <Text size="xs" c="gray.6">
              {intl.formatMessage(reportMessages.notReportedYou)}
            </Text>
          ) : (
            <Button
              size="xs"
              variant="light"
              disabled={loading || asked.has(member.id)}
              onClick={() => void ask(member)}
            >
              {intl.formatMessage(asked.has(member.id) ? reportMessages.asked : reportMessages.ask)}
            </Button>
          )}
        </Group>
      ))}
    </Paper>
  );
}
