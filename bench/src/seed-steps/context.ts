/**
 * What the seeding steps share: the one random generator (every step draws from it in turn, so the
 * order of the steps and of the draws within them fixes the data) and what each step produces.
 */
import { at, random, type Random } from '../seed-random.js';

/** One row to insert: column name to value. */
export type Row = Record<string, unknown>;

export interface SeedContext {
  r: Random;
  /** The measured day (the date of seeding in Asia/Seoul). */
  benchDay: string;
  /** The password hash every user gets. */
  hash: string;
  /** A random instant up to `maxDays` days before 09:00 of the bench day (one draw). */
  past: (maxDays: number) => Date;
}

export function createContext(benchDay: string, hash: string): SeedContext {
  const r = random(20261124);
  const past = (maxDays: number) => new Date(at(benchDay, 9).getTime() - r.int(1, maxDays * 24 * 60) * 60_000);
  return { r, benchDay, hash, past };
}

export const json = (value: unknown) => JSON.stringify(value);

/** Users, the workspace, teams and who is in which team (people are numbered 0 .. 199). */
export interface People {
  users: Row[];
  userId: (i: number) => string;
  /** User 1, who registers the workspace, its members and teams. */
  owner: string;
  workspaceId: string;
  workspaces: Row[];
  workspaceMembers: Row[];
  teams: Row[];
  teamIds: string[];
  teamMembers: Row[];
  membersOf: Map<string, number[]>;
  teamsOf: Map<number, string[]>;
}

export interface Projects {
  projects: Row[];
  projectSharing: Row[];
  projectParticipants: Row[];
  projectsOf: Map<string, string[]>;
}

export interface Goals {
  goals: Row[];
  goalSharing: Row[];
  goalParticipants: Row[];
  goalsSharedWith: Map<string, string[]>;
}

export interface Todos {
  todos: Row[];
  todosOf: Map<number, Row[]>;
}
