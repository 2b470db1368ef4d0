import { Text, VisuallyHidden } from '@mantine/core';
import { nearLengthLimit } from '@domain/text-limits';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { defineMessageMap } from '../i18n/defineMessageMap';

const messages = defineMessageMap({
  spoken: { id: 'common.lengthCounter', defaultMessage: '{count} of {max} characters' },
});

interface Props {
  readonly length: number;
  readonly max: number;
}

/**
 * How long a text is against its limit ("181/200"), once it has reached 80% of it; red at the limit
 * or past it. The live region is always there, so a screen reader hears the count politely as it
 * changes near the limit, in words.
 */
export function LengthCounter({ length, max }: Props) {
  const intl = useIntl();
  const near = nearLengthLimit(length, max);
  return (
    <div aria-live="polite" aria-atomic="true">
      {near && (
        <>
          <Text
            size="xs"
            ta="right"
            mt={2}
            c={length >= max ? 'red.8' : 'gray.7'}
            aria-hidden="true"
            data-testid="length-counter"
            style={{ fontVariantNumeric: 'tabular-nums' }}
          >
            {length}/{max}
          </Text>
          <VisuallyHidden>{intl.formatMessage(messages.spoken, { count: length, max })}</VisuallyHidden>
        </>
      )}
    </div>
  );
}

/**
 * The props that put a length counter under a Mantine text input or text area and keep typing
 * within the limit: `<TextInput {...lengthCounterProps(value, 200)} />`. `counted` is the length
 * the limit applies to when it is not the value's own (a comment's mentions are stored longer);
 * then the field does not cut the typing and the form refuses to send past the limit.
 */
export function lengthCounterProps(value: string, max: number, counted?: number) {
  const length = counted ?? value.length;
  return {
    maxLength: counted === undefined ? max : undefined,
    inputContainer: (children: ReactNode) => (
      <>
        {children}
        <LengthCounter length={length} max={max} />
      </>
    ),
  };
}
