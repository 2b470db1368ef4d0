/**
 * The shape of a thread (spec 1 section 7): top-level comments newest first, each with its replies
 * oldest first, one level deep. These keep that order when the cache is changed by hand
 * (an optimistic comment, a deletion) before the server's answer arrives.
 */
export interface ThreadComment {
  readonly id: string;
  readonly parentId: string | null;
  readonly registerDate: string;
}

export interface ThreadTopLevel extends ThreadComment {
  readonly replies: readonly ThreadComment[];
}

export interface Thread {
  readonly count: number;
  readonly items: readonly ThreadTopLevel[];
}

type TopOf<Th extends Thread> = Th['items'][number];
type ReplyOf<Th extends Thread> = TopOf<Th>['replies'][number];

const time = (comment: ThreadComment): number => new Date(comment.registerDate).getTime();

/** Top-level newest first, replies oldest first. */
export function sortThread<T extends ThreadTopLevel>(items: readonly T[]): T[] {
  return [...items]
    .sort((a, b) => time(b) - time(a))
    .map((item) => ({ ...item, replies: [...item.replies].sort((a, b) => time(a) - time(b)) }));
}

function contains(items: readonly ThreadTopLevel[], id: string): boolean {
  return items.some((item) => item.id === id || item.replies.some((reply) => reply.id === id));
}

/**
 * The thread with a new comment: a reply goes under its parent (dropped when the parent is gone), a
 * top-level comment (made a top-level item by `asTopLevel`) on top. A comment already there changes nothing.
 */
export function addToThread<Th extends Thread>(
  thread: Th,
  comment: NoInfer<ReplyOf<Th>>,
  asTopLevel: (comment: NoInfer<ReplyOf<Th>>) => NoInfer<TopOf<Th>>,
): Th {
  if (contains(thread.items, comment.id)) return thread;
  if (comment.parentId) {
    if (!thread.items.some((item) => item.id === comment.parentId)) return thread;
    const items = thread.items.map((item) =>
      item.id === comment.parentId ? { ...item, replies: [...item.replies, comment] } : item,
    );
    return { ...thread, count: thread.count + 1, items: sortThread(items) };
  }
  return { ...thread, count: thread.count + 1, items: sortThread([asTopLevel(comment), ...thread.items]) };
}

/** The thread without a comment; a top-level comment takes its replies with it (they are no longer shown). */
export function removeFromThread<Th extends Thread>(thread: Th, id: string): Th {
  const top = thread.items.find((item) => item.id === id);
  if (top)
    return {
      ...thread,
      count: Math.max(0, thread.count - 1 - top.replies.length),
      items: thread.items.filter((item) => item.id !== id),
    };
  if (!contains(thread.items, id)) return thread;
  const items = thread.items.map((item) => ({ ...item, replies: item.replies.filter((reply) => reply.id !== id) }));
  return { ...thread, count: Math.max(0, thread.count - 1), items };
}

/** How many comments a thread shows: top-level ones and their replies. */
export const shownCount = (items: readonly ThreadTopLevel[]): number =>
  items.reduce((sum, item) => sum + 1 + item.replies.length, 0);
