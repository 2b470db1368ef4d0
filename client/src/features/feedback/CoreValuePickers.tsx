import { Group, MultiSelect, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { IconThumbUp, IconTrendingUp } from '../../components/icons';
import { feedbackMessages } from './messages';
import { pickSide, sideOptions, type NamedValue } from './valueSides';

interface Props {
  /** The workspace's values that can be picked. */
  readonly values: readonly NamedValue[];
  /** Values the feedback names that were deleted since (kept while picked). */
  readonly kept: readonly NamedValue[];
  readonly positiveIds: readonly string[];
  readonly negativeIds: readonly string[];
  readonly onChange: (next: { positiveIds: string[]; negativeIds: string[] }) => void;
  readonly error?: string;
  /** Beside the empty pickers: the way to the settings (admins). */
  readonly emptyHint?: string;
}

/**
 * The two core-value pickers of a feedback (spec 3 sections 2 and 5): strengths and things to work
 * on, several each; a value picked on one side is not offered on the other.
 */
export function CoreValuePickers({ values, kept, positiveIds, negativeIds, onChange, error, emptyHint }: Props) {
  const intl = useIntl();
  const noValues = values.length === 0 && kept.length === 0;
  const deleted = (label: string, inactive: boolean) =>
    inactive ? `${label} (${intl.formatMessage(feedbackMessages.deletedValue)})` : label;
  const side = (own: readonly string[], other: readonly string[]) =>
    sideOptions(values, kept, own, other).map((option) => ({
      value: option.value,
      label: deleted(option.label, option.inactive),
    }));

  const common = {
    searchable: true,
    clearable: true,
    hidePickedOptions: true,
    placeholder: noValues
      ? intl.formatMessage(feedbackMessages.noValues)
      : intl.formatMessage(feedbackMessages.valuesPlaceholder),
    nothingFoundMessage: intl.formatMessage(feedbackMessages.noValues),
    disabled: noValues,
    maxDropdownHeight: 220,
  } as const;

  return (
    <Stack gap="sm">
      <MultiSelect
        {...common}
        label={<Label positive text={intl.formatMessage(feedbackMessages.positiveValues)} />}
        data={side(positiveIds, negativeIds)}
        value={[...positiveIds]}
        onChange={(next) => onChange({ positiveIds: pickSide(next, negativeIds), negativeIds: [...negativeIds] })}
        data-testid="feedback-positive-values"
      />
      <MultiSelect
        {...common}
        label={<Label positive={false} text={intl.formatMessage(feedbackMessages.negativeValues)} />}
        data={side(negativeIds, positiveIds)}
        value={[...negativeIds]}
        onChange={(next) => onChange({ positiveIds: [...positiveIds], negativeIds: pickSide(next, positiveIds) })}
        error={error}
        data-testid="feedback-negative-values"
      />
      {noValues && emptyHint && (
        <Text size="xs" c="gray.6">
          {emptyHint}
        </Text>
      )}
    </Stack>
  );
}

function Label({ positive, text }: { readonly positive: boolean; readonly text: string }) {
  return (
    <Group gap={5} wrap="nowrap" component="span" style={{ display: 'inline-flex' }}>
      <Text component="span" c={positive ? 'teal.7' : 'orange.7'} style={{ display: 'inline-flex' }}>
        {positive ? <IconThumbUp size={15} stroke={2} /> : <IconTrendingUp size={15} stroke={2} />}
      </Text>
      {text}
    </Group>
  );
}
