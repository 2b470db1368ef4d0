/** The feedback page's tabs, as `?tab=` says them (spec 3 section 2); received is the default. */
export const FEEDBACK_TABS = ['received', 'sent', 'receivedRequest', 'sentRequest'] as const;
export type FeedbackTab = (typeof FEEDBACK_TABS)[number];

export const FOCUS_PARAM = 'focus';

export function feedbackListPath(workspaceId: string, tab: FeedbackTab = 'received', focusId?: string): string {
  const params = new URLSearchParams();
  if (tab !== 'received') params.set('tab', tab);
  if (focusId) params.set(FOCUS_PARAM, focusId);
  const query = params.toString();
  return `/workspace/${workspaceId}/feedback${query ? `?${query}` : ''}`;
}

export const feedbackPath = (workspaceId: string, feedbackId: string) =>
  `/workspace/${workspaceId}/feedback/${feedbackId}`;

export function tabOf(value: string | null): FeedbackTab {
  return FEEDBACK_TABS.find((tab) => tab === value) ?? 'received';
}
