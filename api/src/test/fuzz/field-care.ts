/**
 * Root fields the schema fuzz calls differently, each with its reason (the test prints them): none
 * is left out, and none silently.
 */
export const STAND_IN_FIELDS: Record<string, string> = {
  'Mutation.deleteAccount': "ends the caller's account: called by a new user with a workspace of their own",
  'Mutation.logout': "ends the caller's session: called by a new user",
  'Mutation.removeDemoData': "removes the caller's demo workspace and its people: called by a new user",
  'Mutation.deleteWorkspace':
    'the owner would delete the workspace every other field aims at: called by a new user with a workspace of their own',
};

/** Fields that remove what they are given, run after all others so that they only take fixtures no one needs any more. */
export const RUN_LAST = /^Mutation\.(delete|remove|leave|cancel|reject)/;

/** Fields whose argument is itself the credential to what they answer: the fuzz hands it to the stranger, so what comes back is no leak. */
export const CAPABILITY_FIELDS: Record<string, string> = {
  'Query.invitation':
    'the id of an invitation is its link (/invite/{id}): whoever holds it sees the workspace, inviter and address it names (tenancy matrix: any signed-in caller)',
};
