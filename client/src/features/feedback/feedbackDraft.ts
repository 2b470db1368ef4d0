/**
 * The feedback modal's state (spec 3 sections 2 and 5): one form for five modes, its starting point
 * per mode, whether anything was typed or chosen (closing then asks), whether it can be sent, and
 * whose to-dos it offers.
 */

export type FeedbackMode = 'send' | 'request' | 'respond' | 'edit-feedback' | 'edit-request';

interface Person {
  readonly id: string;
  readonly name: string;
  readonly profileImageUrl?: string | null;
}

interface DraftTodo {
  readonly id: string;
  readonly title: string | null;
}

export interface DraftRequest {
  readonly id: string;
  readonly content: string;
  readonly sender: Person;
  readonly receiver: Person;
  readonly todos: readonly DraftTodo[];
}

export interface DraftFeedback {
  readonly id: string;
  readonly content: string;
  readonly receiver: Person;
  readonly coreValues: readonly { readonly id: string; readonly isPositive: boolean }[];
  readonly todos: readonly DraftTodo[];
}

/** What opens the modal: a mode and what it starts from. */
export type FeedbackIntent<
  Request extends DraftRequest = DraftRequest,
  Feedback extends DraftFeedback = DraftFeedback,
> =
  | { readonly mode: 'send'; readonly receiverId?: string }
  | { readonly mode: 'request' }
  | { readonly mode: 'respond'; readonly request: Request }
  | { readonly mode: 'edit-feedback'; readonly feedback: Feedback }
  | { readonly mode: 'edit-request'; readonly request: Request };

export interface Draft {
  readonly receiverId: string | null;
  readonly content: string;
  readonly positiveIds: readonly string[];
  readonly negativeIds: readonly string[];
  readonly todoIds: readonly string[];
}

/** Feedback modes carry core values; request modes do not. */
export const isFeedbackMode = (mode: FeedbackMode): boolean =>
  mode === 'send' || mode === 'respond' || mode === 'edit-feedback';

/** The receiver is chosen only when sending or requesting anew; answers and edits keep theirs. */
export const choosesReceiver = (mode: FeedbackMode): boolean => mode === 'send' || mode === 'request';

/**
 * Where the form starts: empty to send or request (a preset receiver when given); an answer goes
 * to the requester with the request's to-dos chosen (those the viewer may read); an edit starts
 * from what was sent.
 */
export function initialDraft(intent: FeedbackIntent): Draft {
  const empty = { content: '', positiveIds: [], negativeIds: [], todoIds: [] };
  switch (intent.mode) {
    case 'send':
      return { ...empty, receiverId: intent.receiverId ?? null };
    case 'request':
      return { ...empty, receiverId: null };
    case 'respond':
      return {
        ...empty,
        receiverId: intent.request.sender.id,
        todoIds: intent.request.todos.filter((todo) => todo.title !== null).map((todo) => todo.id),
      };
    case 'edit-feedback':
      return {
        receiverId: intent.feedback.receiver.id,
        content: intent.feedback.content,
        positiveIds: intent.feedback.coreValues.filter((value) => value.isPositive).map((value) => value.id),
        negativeIds: intent.feedback.coreValues.filter((value) => !value.isPositive).map((value) => value.id),
        todoIds: intent.feedback.todos.map((todo) => todo.id),
      };
    case 'edit-request':
      return {
        ...empty,
        receiverId: intent.request.receiver.id,
        content: intent.request.content,
        todoIds: intent.request.todos.map((todo) => todo.id),
      };
  }
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/** Something was typed or chosen since the form opened. */
export function isDirty(draft: Draft, initial: Draft): boolean {
  return (
    draft.receiverId !== initial.receiverId ||
    draft.content.trim() !== initial.content.trim() ||
    !sameSet(draft.positiveIds, initial.positiveIds) ||
    !sameSet(draft.negativeIds, initial.negativeIds) ||
    !sameSet(draft.todoIds, initial.todoIds)
  );
}

/** Spec 3 section 5: a receiver and non-empty trimmed text. */
export function canSubmit(draft: Draft): boolean {
  return draft.receiverId !== null && draft.content.trim().length > 0;
}

/**
 * Whose to-dos the form offers: a request is about one's own; feedback is about its receiver's
 * (an answer's receiver is the requester).
 */
export function todoOwnerId(intent: FeedbackIntent, draft: Draft, viewerId: string | null): string | null {
  switch (intent.mode) {
    case 'request':
    case 'edit-request':
      return viewerId;
    case 'respond':
      return intent.request.sender.id;
    case 'edit-feedback':
      return intent.feedback.receiver.id;
    case 'send':
      return draft.receiverId;
  }
}

/** The person the form is about for its words: the requester, the receiver of an edit, or the chosen one. */
export function fixedReceiver<R extends DraftRequest, F extends DraftFeedback>(
  intent: FeedbackIntent<R, F>,
): R['sender'] | F['receiver'] | null {
  switch (intent.mode) {
    case 'respond':
      return intent.request.sender;
    case 'edit-feedback':
      return intent.feedback.receiver;
    case 'edit-request':
      return intent.request.receiver;
    default:
      return null;
  }
}
