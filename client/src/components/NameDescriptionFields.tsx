import { Textarea, TextInput } from '@mantine/core';
import { lengthCounterProps } from './LengthCounter';

/** A text field of the form: its label, value and error (the caller's state). */
interface Field {
  readonly label: string;
  /** The grey line under the label (a limit, "Optional"). */
  readonly hint?: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error?: string;
  readonly maxLength?: number;
}

interface Props {
  /** The required name (or title) of what is created or edited. */
  readonly name: Field & { readonly maxLength: number };
  /** The optional description below it; left out, the form has a name only. */
  readonly description?: Field & {
    readonly placeholder?: string;
    /** Height of the box before it grows (up to six rows). */
    readonly minRows: number;
  };
  /** Put the cursor in the name when a dialog opens. */
  readonly autoFocusName?: boolean;
}

/** The name and description inputs of the create and edit forms (workspace, team, project). */
export function NameDescriptionFields({ name, description, autoFocusName = false }: Props) {
  return (
    <>
      <TextInput
        label={name.label}
        description={name.hint}
        value={name.value}
        onChange={(event) => name.onChange(event.currentTarget.value)}
        error={name.error}
        {...lengthCounterProps(name.value, name.maxLength)}
        required
        data-autofocus={autoFocusName || undefined}
        autoComplete="off"
      />
      {description && (
        <Textarea
          label={description.label}
          description={description.hint}
          placeholder={description.placeholder}
          value={description.value}
          onChange={(event) => description.onChange(event.currentTarget.value)}
          error={description.error}
          {...(description.maxLength ? lengthCounterProps(description.value, description.maxLength) : {})}
          autosize
          minRows={description.minRows}
          maxRows={6}
        />
      )}
    </>
  );
}
