import { createContext, useContext } from 'react';
import type { FeedbackCard_FeedbackFragment, RequestCard_RequestFragment } from '../../gql/graphql';
import type { FeedbackIntent } from './feedbackDraft';

/** What opens the feedback modal on this page: a mode and the request or feedback it starts from. */
export type ModalIntent = FeedbackIntent<RequestCard_RequestFragment, FeedbackCard_FeedbackFragment>;

/** The page's one feedback modal, opened from its header and from the cards' actions. */
export const FeedbackModalContext = createContext<((intent: ModalIntent) => void) | null>(null);

export function useOpenFeedbackModal(): (intent: ModalIntent) => void {
  const open = useContext(FeedbackModalContext);
  if (!open) throw new Error('useOpenFeedbackModal needs the feedback page above it');
  return open;
}
