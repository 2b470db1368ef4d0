import type { Command } from 'prosemirror-state';
import { useImperativeHandle, type Ref } from 'react';
import { useIntl } from 'react-intl';
import {
  IconBold,
  IconChecklist,
  IconCode,
  IconCodeBlock,
  IconItalic,
  IconList,
  IconListOrdered,
  IconQuote,
} from '../../../components/icons';
import { useRovingFocus } from '../../../components/useRovingFocus';
import { toolbarMessages } from '../messages';
import {
  removeLink,
  setLink,
  toggleBlockquote,
  toggleBold,
  toggleCodeBlock,
  toggleHeading,
  toggleInlineCode,
  toggleItalic,
  toggleList,
  type HeadingLevel,
} from './commands';
import { LinkButton } from './LinkButton';
import classes from './noteEditor.module.css';
import { ToolbarButton } from './ToolbarButton';
import type { ToolbarState } from './toolbarState';

const HEADINGS: readonly HeadingLevel[] = [1, 2, 3];

/** What the editor may do with its toolbar: put the keyboard on it (Alt+F10 in the text). */
export interface NoteToolbarHandle {
  focus(): void;
}

/**
 * The formats of a note (spec 1 section 2), each a toggle showing whether it is active. An ARIA
 * toolbar with a roving tabindex (docs/accessibility.md): one Tab stop, ←/→ and Home/End between the
 * buttons, Esc back to the text (`onEscape`).
 */
export function NoteToolbar({
  state,
  run,
  currentHref,
  onEscape,
  ref,
}: {
  readonly state: ToolbarState;
  readonly run: (command: Command) => void;
  readonly currentHref: () => string;
  readonly onEscape: () => void;
  readonly ref?: Ref<NoteToolbarHandle>;
}) {
  const intl = useIntl();
  const roving = useRovingFocus<HTMLDivElement>({ onEscape });
  useImperativeHandle(ref, () => ({ focus: roving.focus }), [roving.focus]);
  const label = (key: keyof typeof toolbarMessages) => intl.formatMessage(toolbarMessages[key]);
  const headingLabels = { 1: label('heading1'), 2: label('heading2'), 3: label('heading3') };

  return (
    <div
      ref={roving.ref}
      className={classes.toolbar}
      role="toolbar"
      aria-label={label('toolbar')}
      aria-keyshortcuts="Alt+F10"
      data-testid="note-toolbar"
      onKeyDown={roving.onKeyDown}
      onFocus={roving.onFocus}
    >
      {HEADINGS.map((level) => (
        <ToolbarButton
          key={level}
          label={headingLabels[level]}
          active={state.heading === level}
          onClick={() => run(toggleHeading(level))}
        >
          <span className={classes.headingLabel}>H{level}</span>
        </ToolbarButton>
      ))}
      <span className={classes.separator} />
      <ToolbarButton
        label={label('bulletList')}
        active={state.list === 'bullet'}
        onClick={() => run(toggleList('bullet'))}
      >
        <IconList size={17} />
      </ToolbarButton>
      <ToolbarButton
        label={label('orderedList')}
        active={state.list === 'ordered'}
        onClick={() => run(toggleList('ordered'))}
      >
        <IconListOrdered size={17} />
      </ToolbarButton>
      <ToolbarButton label={label('checklist')} active={state.list === 'task'} onClick={() => run(toggleList('task'))}>
        <IconChecklist size={17} />
      </ToolbarButton>
      <span className={classes.separator} />
      <ToolbarButton
        label={label('bold')}
        active={state.bold}
        disabled={state.codeBlock}
        onClick={() => run(toggleBold)}
      >
        <IconBold size={16} />
      </ToolbarButton>
      <ToolbarButton
        label={label('italic')}
        active={state.italic}
        disabled={state.codeBlock}
        onClick={() => run(toggleItalic)}
      >
        <IconItalic size={16} />
      </ToolbarButton>
      <LinkButton
        active={state.link}
        disabled={state.codeBlock}
        currentHref={currentHref}
        onApply={(href) => run(setLink(href))}
        onRemove={() => run(removeLink)}
      />
      <ToolbarButton
        label={label('inlineCode')}
        active={state.code}
        disabled={state.codeBlock}
        onClick={() => run(toggleInlineCode)}
      >
        <IconCode size={17} />
      </ToolbarButton>
      <span className={classes.separator} />
      <ToolbarButton label={label('codeBlock')} active={state.codeBlock} onClick={() => run(toggleCodeBlock)}>
        <IconCodeBlock size={17} />
      </ToolbarButton>
      <ToolbarButton label={label('quote')} active={state.blockquote} onClick={() => run(toggleBlockquote)}>
        <IconQuote size={17} />
      </ToolbarButton>
    </div>
  );
}
