import { useSubscription } from '@apollo/client/react';
import { useDebouncedCallback } from '@mantine/hooks';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import type { FeedbackChangedSubscription } from '../../gql/graphql';
import { FeedbackChangedDocument } from './operations';

/** Spec 3 section 9: live changes refresh the feedback lists at most once per 100 ms burst. */
export const FEEDBACK_REFRESH_DEBOUNCE_MS = 100;

/** How long the echo of one's own action on a request is expected back from the server. */
const OWN_ECHO_MS = 10_000;

export type FeedbackChange = FeedbackChangedSubscription['feedbackChanged'] & {
  /** The echo of an action the viewer took on this page (a request they rejected or answered). */
  readonly own: boolean;
};

type Listener = (change: FeedbackChange) => void;

interface FeedbackLive {
  listen(listener: Listener): () => void;
  /** The viewer acts on this request or feedback: its coming change is their own, not news. */
  expectOwn(id: string): void;
}

const FeedbackLiveContext = createContext<FeedbackLive | null>(null);

/**
 * The page's one feedbackChanged subscription (spec 3 sections 4 and 7), handed to the lists that
 * are open; each refetches on its own terms (useFeedbackChanges).
 */
export function FeedbackLiveProvider({
  workspaceId,
  children,
}: {
  readonly workspaceId: string;
  readonly children: ReactNode;
}) {
  const listeners = useRef(new Set<Listener>());
  const own = useRef(new Map<string, number>());

  useSubscription(FeedbackChangedDocument, {
    variables: { workspaceId },
    onData: ({ data }) => {
      const change = data.data?.feedbackChanged;
      if (!change) return;
      const until = own.current.get(change.id);
      const isOwn = until !== undefined && until > Date.now();
      for (const listener of listeners.current) listener({ ...change, own: isOwn });
    },
  });

  const listen = useCallback((listener: Listener) => {
    listeners.current.add(listener);
    return () => void listeners.current.delete(listener);
  }, []);
  const expectOwn = useCallback((id: string) => void own.current.set(id, Date.now() + OWN_ECHO_MS), []);
  const value = useMemo(() => ({ listen, expectOwn }), [listen, expectOwn]);
  return <FeedbackLiveContext.Provider value={value}>{children}</FeedbackLiveContext.Provider>;
}

/** Marks the coming change of a request or feedback as the viewer's own (no "refresh" prompt for it). */
export function useExpectOwnChange(): (id: string) => void {
  return useContext(FeedbackLiveContext)?.expectOwn ?? noop;
}

const noop = () => undefined;

/**
 * Calls `onChanges` once per 100 ms burst of live changes that `accept` lets through (all by
 * default), with the changes of the burst.
 */
export function useFeedbackChanges(
  onChanges: (changes: readonly FeedbackChange[]) => void,
  accept: (change: FeedbackChange) => boolean = () => true,
): void {
  const live = useContext(FeedbackLiveContext);
  const pending = useRef<FeedbackChange[]>([]);
  const latest = useRef({ onChanges, accept });
  latest.current = { onChanges, accept };
  const flush = useDebouncedCallback(() => {
    const changes = pending.current;
    pending.current = [];
    if (changes.length > 0) latest.current.onChanges(changes);
  }, FEEDBACK_REFRESH_DEBOUNCE_MS);

  useEffect(() => {
    if (!live) return undefined;
    return live.listen((change) => {
      if (!latest.current.accept(change)) return;
      pending.current.push(change);
      flush();
    });
  }, [live, flush]);
}
