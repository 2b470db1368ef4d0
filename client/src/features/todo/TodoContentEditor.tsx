import { Group, Text, Textarea } from '@mantine/core';
import { TODO_AUTOSAVE_MS } from '@domain/todo-status';
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { createAutosave } from '../../components/autosave';
import { todoMessages } from './messages';
import type { DrawerTodo } from './types';
import { useUpdateTodo } from './useUpdateTodo';

export type FlushContent = () => Promise<void>;

type SaveState = 'idle' | 'saving' | 'saved';

/**
 * The content, saved 1000 ms after the last keystroke (spec 1 section 9). The drawer flushes it
 * through `flushRef` before it closes; leaving the field or unmounting flushes too.
 */
export function TodoContentEditor({
  todo,
  flushRef,
}: {
  readonly todo: DrawerTodo;
  readonly flushRef: RefObject<FlushContent | null>;
}) {
  const intl = useIntl();
  const [update] = useUpdateTodo();
  const [value, setValue] = useState(todo.content ?? '');
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const latest = useRef(todo);
  latest.current = todo;

  const autosave = useMemo(
    () =>
      createAutosave({
        delay: TODO_AUTOSAVE_MS,
        saved: { content: todo.content ?? '' },
        save: async ({ content }: { readonly content: string }) => {
          setSaveState('saving');
          const outcome = await update(latest.current, { content });
          setSaveState(outcome.ok ? 'saved' : 'idle');
          return outcome.ok;
        },
      }),
    // One autosave per to-do: the drawer remounts this editor for another one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [todo.id],
  );

  useEffect(() => {
    flushRef.current = autosave.flush;
    return () => {
      flushRef.current = null;
      void autosave.flush();
    };
  }, [autosave, flushRef]);

  return (
    <div>
      <Group justify="space-between" mb={4}>
        <Text size="xs" fw={600} c="gray.7">
          {intl.formatMessage(todoMessages.content)}
        </Text>
        <Text size="xs" c="gray.5" aria-live="polite" data-testid="todo-content-state">
          {saveState === 'saving'
            ? intl.formatMessage(todoMessages.contentSaving)
            : saveState === 'saved'
              ? intl.formatMessage(todoMessages.contentSaved)
              : ''}
        </Text>
      </Group>
      <Textarea
        value={value}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setValue(next);
          autosave.change({ content: next });
        }}
        onBlur={() => void autosave.flush()}
        placeholder={todo.viewerCan.edit ? intl.formatMessage(todoMessages.contentPlaceholder) : undefined}
        readOnly={!todo.viewerCan.edit}
        autosize
        minRows={5}
        maxRows={10}
        aria-label={intl.formatMessage(todoMessages.content)}
        data-testid="todo-content"
      />
    </div>
  );
}
