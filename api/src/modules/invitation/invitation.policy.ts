import { workspacePolicy } from '../workspace/workspace.policy.js';

/**
 * Who may do what with an invitation (spec 2 section 4). Whoever is signed in and holds its link
 * (an unguessable id) sees it; only the invited address answers it (accepts or declines); the
 * admins of its workspace, who send invitations, withdraw them and send their mail again.
 */
export interface InvitationSubject {
  email: string;
}

export const invitationPolicy = {
  answer: (viewer: { email: string }, invitation: InvitationSubject) => viewer.email === invitation.email,
  cancel: workspacePolicy.invite,
  resend: workspacePolicy.invite,
};
