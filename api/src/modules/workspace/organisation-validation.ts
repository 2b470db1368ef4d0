import { TEAM_NAME_MAX, TEAM_NAME_MIN, WORKSPACE_DESCRIPTION_MAX, WORKSPACE_NAME_MAX } from '@domain/organisation.js';
import { isBlank } from '@domain/validation.js';
import { errors } from '../../graphql/errors.js';

/** Checked input of workspaces and teams, with the spec's messages; returns the value to store. */

export function validWorkspaceName(name: string | null | undefined): string {
  if (isBlank(name)) throw errors.badInput('name', 'NAME_REQUIRED', 'Please enter the workspace name.');
  const trimmed = name!.trim();
  if (trimmed.length > WORKSPACE_NAME_MAX)
    throw errors.badInput('name', 'TOO_LONG', `The name must be at most ${WORKSPACE_NAME_MAX} characters.`);
  return trimmed;
}

export function validTeamName(name: string | null | undefined): string {
  const trimmed = (name ?? '').trim();
  if (trimmed.length < TEAM_NAME_MIN)
    throw errors.badInput('name', 'TEAM_NAME_TOO_SHORT', 'Team name must be at least 2 characters.');
  if (trimmed.length > TEAM_NAME_MAX)
    throw errors.badInput('name', 'TOO_LONG', `The name must be at most ${TEAM_NAME_MAX} characters.`);
  return trimmed;
}

/** An optional description: blank becomes null. */
export function validDescription(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  if (trimmed.length > WORKSPACE_DESCRIPTION_MAX) {
    throw errors.badInput(
      'description',
      'TOO_LONG',
      `The description must be at most ${WORKSPACE_DESCRIPTION_MAX} characters.`,
    );
  }
  return trimmed || null;
}
