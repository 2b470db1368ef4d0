type Listener = (event: Event) => void;

/**
 * The in-process bus's event target: listeners in a Set per topic. Node's EventTarget checks every
 * listener of a type for a duplicate when one is added, so 5,000 open views of one topic cost 12.5
 * million comparisons to set up; here adding, removing and dispatching cost one step per listener
 * reached. Listener objects (`handleEvent`) and options are not needed by the pub/sub and not taken.
 */
export function createLocalEventTarget(): Pick<
  EventTarget,
  'addEventListener' | 'removeEventListener' | 'dispatchEvent'
> {
  const listeners = new Map<string, Set<Listener>>();
  const target = {
    addEventListener(type: string, listener: Listener | null) {
      if (!listener) return;
      let set = listeners.get(type);
      if (!set) listeners.set(type, (set = new Set()));
      set.add(listener);
    },
    removeEventListener(type: string, listener: Listener | null) {
      const set = listeners.get(type);
      if (!set || !listener) return;
      set.delete(listener);
      if (set.size === 0) listeners.delete(type);
    },
    dispatchEvent(event: Event) {
      // Those added while it runs wait for the next event, as with an EventTarget.
      for (const listener of [...(listeners.get(event.type) ?? [])]) listener(event);
      return true;
    },
  };
  return target as Pick<EventTarget, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'>;
}
