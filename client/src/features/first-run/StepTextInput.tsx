import { TextInput } from '@mantine/core';
import type { useNameField } from './useNameField';

interface Props {
  readonly field: ReturnType<typeof useNameField>;
  readonly label: string;
  readonly placeholder?: string;
  readonly maxLength?: number;
}

/** The required text of a step (a name or a title), focused when the step opens, its error under it. */
export function StepTextInput({ field, label, placeholder, maxLength }: Props) {
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      value={field.value}
      onChange={(event) => field.change(event.currentTarget.value)}
      error={field.error}
      maxLength={maxLength}
      withAsterisk
      autoFocus
    />
  );
}
