import { Textarea } from '@mantine/core';
import { NOTE_TITLE_MAX } from '@domain/text-limits';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { lengthCounterProps } from '../../components/LengthCounter';
import { noteMessages } from './messages';

interface NoteTitleFieldProps {
  readonly value: string;
  readonly readOnly?: boolean;
  /** Takes the keyboard when shown, the caret after the text (the note page after a new note's first key). */
  readonly autoFocus?: boolean;
  readonly onChange: (title: string) => void;
}

/** The note's title: one line (Enter does nothing, pasted line breaks become spaces), at most 200 characters. */
export function NoteTitleField({ value, readOnly = false, autoFocus = false, onChange }: NoteTitleFieldProps) {
  const intl = useIntl();
  const ref = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    const input = ref.current;
    if (!autoFocus || !input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
    // Once, when shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Textarea
      ref={ref}
      variant="unstyled"
      autosize
      minRows={1}
      {...lengthCounterProps(value, NOTE_TITLE_MAX)}
      readOnly={readOnly}
      value={value}
      placeholder={intl.formatMessage(noteMessages.titlePlaceholder)}
      aria-label={intl.formatMessage(noteMessages.titleLabel)}
      onChange={(event) => onChange(event.currentTarget.value.replace(/\n/g, ' '))}
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.preventDefault();
      }}
      styles={{ input: { fontSize: 26, fontWeight: 700, lineHeight: 1.35, padding: 0 } }}
      data-testid="note-title"
    />
  );
}
