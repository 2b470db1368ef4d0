import { EMPTY_NOTE_DOC, noteSchema, parseNoteDoc } from '@domain/note-schema';
import { history } from 'prosemirror-history';
import { keymap } from 'prosemirror-keymap';
import { EditorState, Selection, type Command } from 'prosemirror-state';
import { EditorView } from 'prosemirror-view';
import 'prosemirror-view/style/prosemirror.css';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { toolbarMessages } from '../messages';
import { linkHrefAt } from './commands';
import { noteInputRules } from './inputRules';
import { noteKeymaps } from './keymap';
import classes from './noteEditor.module.css';
import { NoteToolbar, type NoteToolbarHandle } from './NoteToolbar';
import { placeholderPlugin } from './placeholder';
import { TaskItemView } from './taskItemView';
import { sameToolbarState, toolbarStateOf, type ToolbarState } from './toolbarState';

export interface NoteEditorProps {
  /** The stored ProseMirror JSON; read once (key the editor by note to load another). */
  readonly content: unknown;
  /** Editable with a toolbar, or a read-only rendering (no edit right, shared page). */
  readonly editable: boolean;
  readonly onChange?: (doc: Record<string, unknown>) => void;
  readonly label: string;
  readonly placeholder?: string;
  /** Takes the keyboard when shown, the cursor at the end of the text. */
  readonly autoFocus?: boolean;
}

/**
 * The note editor (ProseMirror on the shared note schema). Loaded lazily through LazyNoteEditor so
 * that only note routes carry ProseMirror.
 */
export default function NoteEditor({
  content,
  editable,
  onChange,
  label,
  placeholder,
  autoFocus = false,
}: NoteEditorProps) {
  const intl = useIntl();
  const mountRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  const onChangeRef = useRef(onChange);
  const [toolbar, setToolbar] = useState<ToolbarState | null>(null);
  const toolbarRef = useRef<NoteToolbarHandle>(null);

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const mount = mountRef.current;
    if (!mount) return undefined;
    const doc = parseNoteDoc(content) ?? noteSchema.nodeFromJSON(EMPTY_NOTE_DOC);
    const plugins = editable
      ? [
          // Alt+F10 puts the keyboard on the toolbar from anywhere in the text (in a list, Shift+Tab outdents).
          keymap({
            'Alt-F10': () => {
              toolbarRef.current?.focus();
              return true;
            },
          }),
          noteInputRules(),
          ...noteKeymaps(),
          history(),
          ...(placeholder ? [placeholderPlugin(placeholder)] : []),
        ]
      : [];
    const taskLabel = intl.formatMessage(toolbarMessages.taskDone);
    const view: EditorView = new EditorView(mount, {
      state: EditorState.create({ doc, plugins }),
      editable: () => editable,
      attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox', 'data-testid': 'note-editor' },
      nodeViews: { task_item: (node, nodeView, getPos) => new TaskItemView(node, nodeView, getPos, taskLabel) },
      handleDOMEvents: {
        click: (clicked, event) => {
          const anchor = (event.target as HTMLElement | null)?.closest('a');
          if (!anchor || clicked.editable) return false;
          event.preventDefault();
          window.open(anchor.href, '_blank', 'noopener,noreferrer');
          return true;
        },
      },
      dispatchTransaction(tr) {
        const next = view.state.apply(tr);
        view.updateState(next);
        const state = toolbarStateOf(next);
        setToolbar((previous) => (previous && sameToolbarState(previous, state) ? previous : state));
        if (tr.docChanged) onChangeRef.current?.(next.doc.toJSON() as Record<string, unknown>);
      },
    });
    viewRef.current = view;
    if (autoFocus) {
      view.dispatch(view.state.tr.setSelection(Selection.atEnd(view.state.doc)));
      view.focus();
    }
    setToolbar(toolbarStateOf(view.state));
    return () => {
      view.destroy();
      viewRef.current = null;
    };
    // The document is read once: the page keys the editor by note and by edit right.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const run = useCallback((command: Command) => {
    const view = viewRef.current;
    if (!view) return;
    command(view.state, view.dispatch, view);
    view.focus();
  }, []);

  const focusText = useCallback(() => viewRef.current?.focus(), []);

  const currentHref = useCallback(() => (viewRef.current ? linkHrefAt(viewRef.current.state) : ''), []);

  return (
    <div>
      {editable && toolbar && (
        <NoteToolbar ref={toolbarRef} state={toolbar} run={run} currentHref={currentHref} onEscape={focusText} />
      )}
      <div ref={mountRef} className={`${classes.surface} ${editable ? '' : classes.readOnly}`} />
    </div>
  );
}
