import { useState } from 'react';
import type { Outcome } from '../../apollo/useFailureToast';

/**
 * The member a "remove?" dialog asks about: ask() opens it, finish() removes and closes it once the
 * removal went through (a failure keeps it open, its toast already shown).
 */
export function useMemberRemoval<M>() {
  const [target, setTarget] = useState<M | null>(null);
  const finish = async (remove: (member: M) => Promise<Outcome<unknown>>) => {
    if (!target) return;
    const outcome = await remove(target);
    if (outcome.ok) setTarget(null);
  };
  return { target, ask: setTarget, cancel: () => setTarget(null), finish };
}
