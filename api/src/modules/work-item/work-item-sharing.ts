import type { EntityManager } from '@mikro-orm/postgresql';
import { Team } from '../team/team.entity.js';
import { Goal, GoalSharing } from '../goal/goal.entity.js';
import { Project, ProjectSharing } from '../project/project.entity.js';

/**
 * Sharing of goals and projects with teams (spec 1 section 4): switching on inserts a row
 * (is_owner false) or re-enables it; switching off disables the row; a pair never seen before is not
 * created on disable. The owning team's row is never switched off. Answers the ids whose state changed.
 */
export async function switchGoalSharing(
  em: EntityManager,
  goals: Goal[],
  team: Team,
  enable: boolean,
): Promise<string[]> {
  const rows = await em.find(GoalSharing, { goal: { $in: goals.map((g) => g.id) }, team });
  const byGoal = new Map(rows.map((row) => [row.goal.id, row]));
  const changed: string[] = [];
  for (const goal of goals) {
    const row = byGoal.get(goal.id);
    if (row?.isOwner) continue;
    if (row && row.enable !== enable) row.enable = enable;
    else if (!row && enable) em.create(GoalSharing, { goal, team, isOwner: false });
    else continue;
    changed.push(goal.id);
  }
  return changed;
}

export async function switchProjectSharing(
  em: EntityManager,
  project: Project,
  team: Team,
  enable: boolean,
): Promise<boolean> {
  const row = await em.findOne(ProjectSharing, { project, team });
  if (row?.isOwner) return false;
  if (row && row.enable !== enable) row.enable = enable;
  else if (!row && enable) em.create(ProjectSharing, { project, team, isOwner: false });
  else return false;
  return true;
}

/** Which of the goals would change if their sharing with the team were switched to `enable`. */
export async function goalsChangingSharing(
  em: EntityManager,
  goals: Goal[],
  teamId: string,
  enable: boolean,
): Promise<Goal[]> {
  if (goals.length === 0) return [];
  const rows = await em.find(GoalSharing, { goal: { $in: goals.map((g) => g.id) }, team: teamId });
  const byGoal = new Map(rows.map((row) => [row.goal.id, row]));
  return goals.filter((goal) => {
    const row = byGoal.get(goal.id);
    if (row?.isOwner) return false;
    return enable ? !row?.enable : row?.enable === true;
  });
}
