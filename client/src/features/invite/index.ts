/** What other areas use from invitations: accepting one (the first run offers the pending ones). */
export { useAcceptInvitation } from './useAcceptInvitation';
