/**
 * The first run's steps and which one to show. The step comes from the person's data where it can
 * (no workspace: the first step; a team already: past the team step), and otherwise from the address
 * (`?step=`), so a reload resumes where the person was.
 */
export const FIRST_RUN_STEPS = ['workspace', 'team', 'goal', 'todo'] as const;
export type FirstRunStep = (typeof FIRST_RUN_STEPS)[number];

export interface FirstRunFacts {
  readonly hasWorkspace: boolean;
  /** The person is in a team of the current workspace (a goal needs one). */
  readonly hasTeam: boolean;
  /** The step the address names, if any. */
  readonly requested: string | null;
}

export function firstRunStep({ hasWorkspace, hasTeam, requested }: FirstRunFacts): FirstRunStep {
  if (!hasWorkspace) return 'workspace';
  if (requested === 'todo') return 'todo';
  // A goal belongs to a team: without one (the team step skipped) the goal step is passed too.
  if (!hasTeam) return requested === 'goal' ? 'todo' : 'team';
  return 'goal';
}
