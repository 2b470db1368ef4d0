import { Button, Group, Popover, Stack, Textarea } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { COMMENT_MAX } from '@domain/text-limits';
import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { lengthCounterProps } from '../../components/LengthCounter';
import type { CommentTargetInput } from '../../gql/graphql';
import { draftToStorage, EMPTY_DRAFT, isBlankDraft, type MentionDraft, type MentionPerson } from './mentionText';
import { findMentionTrigger, insertMention } from './mentionTrigger';
import { MentionSuggestionList, suggestionOptionId, type Suggestion } from './MentionSuggestionList';
import { allowsMentions } from './target';
import { useMentionSuggestions } from './useMentionSuggestions';

interface Props {
  readonly target: CommentTargetInput;
  /** The text to start from (editing a comment). */
  readonly initial?: MentionDraft;
  readonly placeholder: string;
  readonly submitLabel: string;
  readonly cancelLabel?: string;
  /** Resolves true when it was sent (the composer is then emptied); the text stays on failure. */
  readonly onSubmit: (content: string, mentions: readonly MentionPerson[]) => Promise<boolean>;
  readonly onCancel?: () => void;
  readonly autoFocus?: boolean;
  readonly testId?: string;
}

/**
 * The comment editor (spec 1 section 2): a text area where "@" and letters open the people of the
 * workspace to mention (arrows, Enter or Tab, Escape, or the mouse). The text shows "@Name"; the
 * picked people are kept, so that the text sent holds "@[id]". Ctrl/⌘+Enter sends. Where nobody can
 * be mentioned (a feedback), "@" opens nothing.
 */
export function CommentComposer({
  target,
  initial = EMPTY_DRAFT,
  placeholder,
  submitLabel,
  cancelLabel,
  onSubmit,
  onCancel,
  autoFocus,
  testId,
}: Props) {
  const listId = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [draft, setDraft] = useState<MentionDraft>(initial);
  const [caret, setCaret] = useState(initial.text.length);
  const [pendingCaret, setPendingCaret] = useState<number | null>(null);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const [active, setActive] = useState(0);
  const [sending, setSending] = useState(false);

  // On a feedback nobody is mentioned (spec 3 section 5): "@" is only a character there.
  const mentions = allowsMentions(target);
  const found = mentions ? findMentionTrigger(draft.text, caret) : null;
  const trigger = found && found.start !== dismissedAt ? found : null;
  const { people, loading } = useMentionSuggestions(target, trigger?.query ?? null);
  const open = trigger !== null;
  const activeIndex = Math.min(active, Math.max(0, people.length - 1));
  // The limit counts the text as stored ("@[id]" for each mention), so the field cannot cut it.
  const storedLength = draftToStorage(draft).length;
  const tooLong = storedLength > COMMENT_MAX;

  useLayoutEffect(() => {
    if (pendingCaret === null || !textarea.current) return;
    textarea.current.focus();
    textarea.current.setSelectionRange(pendingCaret, pendingCaret);
    setPendingCaret(null);
  }, [pendingCaret]);

  const follow = (element: HTMLTextAreaElement) => setCaret(element.selectionStart ?? element.value.length);

  const pick = (person: Suggestion) => {
    if (!trigger) return;
    const next = insertMention(draft.text, trigger, caret, person.name);
    const known = draft.people.some((entry) => entry.id === person.id);
    setDraft({
      text: next.text,
      people: known ? draft.people : [...draft.people, { id: person.id, name: person.name }],
    });
    setCaret(next.caret);
    setPendingCaret(next.caret);
    setActive(0);
  };

  const submit = async () => {
    if (sending || tooLong || isBlankDraft(draft)) return;
    setSending(true);
    const ok = await onSubmit(draftToStorage(draft), draft.people);
    setSending(false);
    if (ok) {
      setDraft(EMPTY_DRAFT);
      setCaret(0);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (open && event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setDismissedAt(trigger.start);
      return;
    }
    if (open && people.length > 0) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((activeIndex + step + people.length) % people.length);
        return;
      }
      if ((event.key === 'Enter' && !event.shiftKey) || event.key === 'Tab') {
        event.preventDefault();
        pick(people[activeIndex]!);
        return;
      }
    }
    if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <Stack gap={6} data-testid={testId}>
      {/* The textarea is the combobox and says so itself (role, aria-expanded, aria-controls). */}
      <Popover
        opened={open}
        position="bottom-start"
        width={280}
        shadow="md"
        trapFocus={false}
        returnFocus={false}
        withinPortal
        zIndex={400}
        withRoles={false}
      >
        <Popover.Target>
          <Textarea
            ref={textarea}
            readOnly={sending}
            value={draft.text}
            placeholder={placeholder}
            aria-label={placeholder}
            autosize
            minRows={5}
            maxRows={10}
            autoFocus={autoFocus}
            {...lengthCounterProps(draft.text, COMMENT_MAX, storedLength)}
            role={mentions ? 'combobox' : undefined}
            aria-autocomplete={mentions ? 'list' : undefined}
            aria-expanded={mentions ? open : undefined}
            aria-controls={open ? listId : undefined}
            aria-activedescendant={open && people.length > 0 ? suggestionOptionId(listId, activeIndex) : undefined}
            data-mantine-stop-propagation={open || undefined}
            onChange={(event) => {
              setDraft({ ...draft, text: event.currentTarget.value });
              follow(event.currentTarget);
              setActive(0);
            }}
            onSelect={(event) => follow(event.currentTarget)}
            onKeyDown={onKeyDown}
            onBlur={() => setDismissedAt(found?.start ?? null)}
            onFocus={() => setDismissedAt(null)}
          />
        </Popover.Target>
        <Popover.Dropdown p={4}>
          <MentionSuggestionList
            listId={listId}
            people={people}
            active={activeIndex}
            loading={loading}
            onHover={setActive}
            onPick={pick}
          />
        </Popover.Dropdown>
      </Popover>
      <Group justify="flex-end" gap="xs">
        {onCancel && (
          <Button variant="default" size="xs" onClick={onCancel}>
            {cancelLabel}
          </Button>
        )}
        <Button
          size="xs"
          onClick={() => void submit()}
          disabled={isBlankDraft(draft) || tooLong || sending}
          loading={sending}
          data-testid="comment-submit"
        >
          {submitLabel}
        </Button>
      </Group>
    </Stack>
  );
}
