import type { TokenScope } from '@domain/personal-token.js';

/** The personal access token a request came with (issue 18), when it did not come from a signed-in session. */
export interface ViewerToken {
  id: string;
  scope: TokenScope;
  /** The one workspace the token reaches, when its owner bound it to one (graphql/token-binding.ts). */
  workspaceId: string | null;
}

/**
 * Who is asking: the user and what stands for them. A signed-in session's access token names the
 * session; a personal access token is its own "session" (its id is `sessionId`, so revoking it closes
 * its sockets the same way) and is described in `token`.
 */
export interface Viewer {
  userId: string;
  sessionId: string;
  token?: ViewerToken;
}
