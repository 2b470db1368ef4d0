/** What other areas use from feedback: the sidebar's unread dot (shell). */
export { UnreadFeedbackDot } from './UnreadFeedbackDot';
