/** Seeding step: projects and goals, with their sharing and participants. */
import { addDays } from '../seed-random.js';
import { GOAL_OBJECTS, GOAL_WORDS, PRIORITIES, STATUSES } from '../seed-vocabulary.js';
import type { Goals, People, Projects, Row, SeedContext } from './context.js';

/** Projects: two per team, shared with it, with a leader and participants. */
export function seedProjects(ctx: SeedContext, people: People): Projects {
  const { r, benchDay, past } = ctx;
  const { userId, teamIds, membersOf } = people;
  const projects: Row[] = [];
  const projectSharing: Row[] = [];
  const projectParticipants: Row[] = [];
  const projectsOf = new Map<string, string[]>();
  for (const teamId of teamIds) {
    for (let k = 0; k < 2; k++) {
      const members = membersOf.get(teamId)!;
      const id = r.uuid();
      const leader = r.pick(members);
      projects.push({
        id,
        name: `${r.pick(GOAL_WORDS)} ${r.pick(GOAL_OBJECTS)} (${k + 1})`,
        description: null,
        deadline: addDays(benchDay, r.int(10, 120)),
        priority: r.pick(PRIORITIES),
        status: r.pick(['PLANNED', 'IN_PROGRESS', 'AT_RISK']),
        leader_id: userId(leader),
        team_id: teamId,
        register_id: userId(leader),
        register_date: past(300),
        update_date: past(20),
        enable: true,
      });
      projectSharing.push({
        id: r.uuid(),
        project_id: id,
        team_id: teamId,
        enable: true,
        is_owner: true,
        register_date: past(300),
        update_date: past(300),
      });
      for (const p of r.sample(
        members.filter((m) => m !== leader),
        r.int(1, 3),
      ))
        projectParticipants.push({ id: r.uuid(), project_id: id, user_id: userId(p), register_date: past(290) });
      projectsOf.set(teamId, [...(projectsOf.get(teamId) ?? []), id]);
    }
  }
  return { projects, projectSharing, projectParticipants, projectsOf };
}

/** The k-th goal of a team (`own`: the team's earlier goals); answers its id and leader. */
function makeGoal(
  ctx: SeedContext,
  people: People,
  projectsOf: Map<string, string[]>,
  teamId: string,
  k: number,
  own: string[],
) {
  const { r, benchDay, past } = ctx;
  const { userId } = people;
  const members = people.membersOf.get(teamId)!;
  const id = r.uuid();
  const leader = r.chance(0.9) ? r.pick(members) : null;
  const status = r.weighted(STATUSES);
  const finished = status === 'COMPLETED' || status === 'CANCELED';
  const start = addDays(benchDay, r.int(-90, 10));
  const indicator = r.chance(0.3);
  const initial = 0;
  const target = r.pick([10, 100, 1000]);
  const row: Row = {
    id,
    title: `${r.pick(GOAL_WORDS)} ${r.pick(GOAL_OBJECTS)} ${k + 1}`,
    content: r.chance(0.5) ? 'Why it matters, what done looks like, and who to ask.' : null,
    project_id: r.chance(0.4) ? r.pick(projectsOf.get(teamId)!) : null,
    parent_id: own.length > 0 && r.chance(0.25) ? r.pick(own) : null,
    leader_id: leader === null ? null : userId(leader),
    team_id: teamId,
    status_code: status,
    priority_code: r.pick(PRIORITIES),
    indicator_type: indicator ? r.pick(['number', 'percent', 'won', 'dollar']) : null,
    initial_value: indicator ? initial : null,
    current_value: indicator ? Math.round(r.next() * target) : null,
    target_value: indicator ? target : null,
    start_date: r.chance(0.8) ? start : null,
    end_date: r.chance(0.8) ? addDays(start, r.int(7, 120)) : null,
    complete_date: finished ? past(60) : null,
    register_id: userId(leader ?? r.pick(members)),
    register_date: past(200),
    update_date: past(20),
    enable: true,
  };
  return { id, leader, row };
}

/** Goals: 50 per team; a quarter are subtasks of an earlier goal of the team; 30% shared with a second team. */
export function seedGoals(ctx: SeedContext, people: People, projectsOf: Map<string, string[]>): Goals {
  const { r, past } = ctx;
  const { userId, teamIds, membersOf } = people;
  const goals: Row[] = [];
  const goalSharing: Row[] = [];
  const goalParticipants: Row[] = [];
  const goalsSharedWith = new Map<string, string[]>(teamIds.map((id) => [id, []]));
  for (const teamId of teamIds) {
    const members = membersOf.get(teamId)!;
    const own: string[] = [];
    for (let k = 0; k < 50; k++) {
      const { id, leader, row } = makeGoal(ctx, people, projectsOf, teamId, k, own);
      goals.push(row);
      own.push(id);
      goalSharing.push({
        id: r.uuid(),
        goal_id: id,
        team_id: teamId,
        enable: true,
        is_owner: true,
        register_date: past(200),
        update_date: past(200),
      });
      goalsSharedWith.get(teamId)!.push(id);
      if (r.chance(0.3)) {
        const other = r.pick(teamIds.filter((t) => t !== teamId));
        goalSharing.push({
          id: r.uuid(),
          goal_id: id,
          team_id: other,
          enable: true,
          is_owner: false,
          register_date: past(150),
          update_date: past(150),
        });
        goalsSharedWith.get(other)!.push(id);
      }
      for (const p of r.sample(
        members.filter((m) => m !== leader),
        r.int(0, 3),
      ))
        goalParticipants.push({ id: r.uuid(), goal_id: id, user_id: userId(p), register_date: past(190) });
    }
  }
  return { goals, goalSharing, goalParticipants, goalsSharedWith };
}
