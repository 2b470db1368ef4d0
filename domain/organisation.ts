/** Limits of workspaces and teams, enforced by the API and shown early by the client (spec 2 sections 5 and 9). */

export const WORKSPACE_NAME_MAX = 100;
export const WORKSPACE_DESCRIPTION_MAX = 500;
/** 'Team name must be at least 2 characters.' */
export const TEAM_NAME_MIN = 2;
export const TEAM_NAME_MAX = 100;
