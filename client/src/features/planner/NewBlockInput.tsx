import { Text, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { plannerMessages } from './messages';
import classes from './planner.module.css';

interface Props {
  readonly box: { top: number; height: number };
  readonly time: string;
  readonly onSubmit: (title: string) => void;
  readonly onCancel: () => void;
}

/** adding_todo: the title of the block just swept; Enter creates the to-do with its time, Esc drops it. */
export function NewBlockInput({ box, time, onSubmit, onCancel }: Props) {
  const intl = useIntl();
  const [title, setTitle] = useState('');
  // Once only: the focus leaving (blur) after Enter or Esc must not add the to-do a second time.
  const settled = useRef(false);
  const submit = () => {
    if (settled.current) return;
    settled.current = true;
    const trimmed = title.trim();
    if (trimmed) onSubmit(trimmed);
    else onCancel();
  };
  const cancel = () => {
    if (settled.current) return;
    settled.current = true;
    onCancel();
  };
  return (
    <div className={classes.newBlock} style={{ top: box.top, minHeight: Math.max(box.height, 58) }} data-new-block>
      <TextInput
        size="xs"
        variant="unstyled"
        autoFocus
        value={title}
        maxLength={200}
        placeholder={intl.formatMessage(plannerMessages.newTitlePlaceholder)}
        aria-label={intl.formatMessage(plannerMessages.newTitleLabel, { time })}
        onChange={(event) => setTitle(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
            event.preventDefault();
            submit();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            cancel();
          }
        }}
        onBlur={submit}
        styles={{ input: { fontWeight: 600, fontSize: 13 } }}
      />
      <Text size="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {time} · {intl.formatMessage(plannerMessages.newTitleHint)}
      </Text>
    </div>
  );
}
