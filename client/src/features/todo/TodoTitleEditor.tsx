import { Text, TextInput, UnstyledButton } from '@mantine/core';
import { TODO_TITLE_MAX } from '@domain/text-limits';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { lengthCounterProps } from '../../components/LengthCounter';
import { todoMessages } from './messages';
import { readTitle } from './todoDraft';
import type { DrawerTodo } from './types';
import { useUpdateTodo } from './useUpdateTodo';

/**
 * The title, edited in place: Enter or leaving the field saves it, Escape puts it back. A title
 * blank after trimming is not saved; the field says why and stays open.
 */
export function TodoTitleEditor({ todo }: { readonly todo: DrawerTodo }) {
  const intl = useIntl();
  const [update] = useUpdateTodo();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const title = todo.title ?? '';
  const done = todo.status !== 'IN_PROGRESS';

  const save = () => {
    if (draft === null) return;
    const next = readTitle(draft);
    if (next === null) {
      setError(intl.formatMessage(todoMessages.titleRequired));
      return;
    }
    setDraft(null);
    setError(null);
    if (next !== title) void update(todo, { title: next });
  };

  if (draft !== null) {
    return (
      <TextInput
        value={draft}
        onChange={(event) => {
          setDraft(event.currentTarget.value);
          setError(null);
        }}
        onBlur={save}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
            event.preventDefault();
            save();
          } else if (event.key === 'Escape') {
            event.stopPropagation();
            setDraft(null);
            setError(null);
          }
        }}
        error={error}
        {...lengthCounterProps(draft, TODO_TITLE_MAX)}
        aria-label={intl.formatMessage(todoMessages.titleLabel)}
        autoFocus
        size="md"
        style={{ flex: 1 }}
        data-testid="todo-title-input"
      />
    );
  }

  const text = (
    <Text
      fw={700}
      size="lg"
      lh={1.35}
      c={done ? 'gray.6' : 'gray.9'}
      td={todo.status === 'COMPLETED' ? 'line-through' : undefined}
      style={{ wordBreak: 'break-word' }}
      data-testid="todo-title"
    >
      {title}
    </Text>
  );
  if (!todo.viewerCan.edit) return <div style={{ flex: 1, minWidth: 0 }}>{text}</div>;
  return (
    <UnstyledButton
      onClick={() => setDraft(title)}
      title={intl.formatMessage(todoMessages.titleEdit)}
      style={{ flex: 1, minWidth: 0, borderRadius: 4 }}
    >
      {text}
    </UnstyledButton>
  );
}
