/** Seeding step: users, the workspace and its members, teams and team members. */
import { FAMILY, GIVEN, TEAMS } from '../seed-vocabulary.js';
import { json, type People, type Row, type SeedContext } from './context.js';

/** People: 0 is the bench user (a member), 1 the owner, 2 and 3 admins, 5 the probe user (a PMO). */
function makeUsers(ctx: SeedContext): Row[] {
  const { r, hash, past } = ctx;
  const users: Row[] = [];
  for (let i = 0; i < 200; i++) {
    const email =
      i === 0
        ? 'bench@bench.quarter.test'
        : i === 5
          ? 'pmo@bench.quarter.test'
          : `user${String(i).padStart(3, '0')}@bench.quarter.test`;
    const registered = past(400);
    users.push({
      id: r.uuid(),
      name: i === 0 ? '벤치 사용자' : i === 5 ? 'PMO 김' : `${r.pick(FAMILY)}${r.pick(GIVEN)}`.trim(),
      email,
      password_hash: hash,
      email_verified_at: registered,
      language: r.chance(0.8) ? 'ko-KR' : r.pick(['en-US', 'vi-VN']),
      timezone: 'Asia/Seoul',
      mbti: r.chance(0.4) ? r.pick(['INTJ', 'ENFP', 'ISTJ', 'ESFJ', 'INFP', 'ENTP']) : null,
      planning_reminder_days: json([]),
      todo_display_setting: json({ show_goals: true, show_empty_goals: true }),
      goal_display_setting: json({
        completed_filter: 'TODAY',
        display_properties: ['title', 'due_date', 'leader', 'status'],
        grouping: 'none',
        ordering: 'due_date',
        ordering_dir: 'ASC',
        view_type: 'list',
      }),
      terms_agreed_at: registered,
      privacy_agreed_at: registered,
      marketing_agreed: false,
      is_demo: false,
      enable: true,
      register_date: registered,
      update_date: registered,
    });
  }
  return users;
}

/** Ten teams; everyone in one, 30% in two, the bench user in two, the probe user in all. */
function makeTeams(ctx: SeedContext, userId: (i: number) => string, owner: string, workspaceId: string) {
  const { r, past } = ctx;
  const teams: Row[] = TEAMS.map((name) => ({
    id: r.uuid(),
    name,
    description: `${name} team`,
    workspace_id: workspaceId,
    register_id: owner,
    register_date: past(380),
    enable: true,
  }));
  const teamIds = teams.map((t) => t.id as string);
  const membersOf = new Map<string, number[]>(teamIds.map((id) => [id, []]));
  const teamsOf = new Map<number, string[]>();
  const teamMembers: Row[] = [];
  const join = (i: number, teamId: string) => {
    if (teamsOf.get(i)?.includes(teamId)) return;
    teamsOf.set(i, [...(teamsOf.get(i) ?? []), teamId]);
    membersOf.get(teamId)!.push(i);
    teamMembers.push({ id: r.uuid(), team_id: teamId, user_id: userId(i), register_date: past(370), enable: true });
  };
  for (let i = 0; i < 200; i++) {
    join(i, teamIds[i % 10]);
    if (i === 0) join(0, teamIds[1]);
    else if (i === 5) teamIds.forEach((id) => join(5, id));
    else if (r.chance(0.3)) join(i, teamIds[((i % 10) + r.int(1, 9)) % 10]);
  }
  return { teams, teamIds, membersOf, teamsOf, teamMembers };
}

export function seedPeople(ctx: SeedContext): People {
  const { r, past } = ctx;
  const users = makeUsers(ctx);
  const userId = (i: number) => users[i].id as string;
  const owner = userId(1);

  const workspaceId = r.uuid();
  const workspaces: Row[] = [
    {
      id: workspaceId,
      name: 'Bench Co',
      description: 'The benchmark workspace',
      register_id: owner,
      enable: true,
      register_date: past(400),
      update_date: past(30),
    },
  ];
  const workspaceMembers: Row[] = users.map((u, i) => ({
    id: r.uuid(),
    workspace_id: workspaceId,
    user_id: u.id,
    role: i === 1 ? 'OWNER' : i === 2 || i === 3 ? 'ADMIN' : 'MEMBER',
    register_id: owner,
    register_date: past(380),
    update_date: past(30),
    enable: true,
  }));

  const teams = makeTeams(ctx, userId, owner, workspaceId);
  return { users, userId, owner, workspaceId, workspaces, workspaceMembers, ...teams };
}
