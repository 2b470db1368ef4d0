import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { INDICATOR_TYPES, type IndicatorType } from '@domain/goal-indicator';
import { useIntl } from 'react-intl';
import { errorMessages } from '../../apollo/errorMessages';
import type { IndicatorDraft, IndicatorProblem, IndicatorProblems } from './indicatorDraft';
import { indicatorTypeLabels } from './messages';

interface Props {
  readonly draft: IndicatorDraft;
  readonly onChange: (draft: IndicatorDraft) => void;
  readonly problems: IndicatorProblems;
  /** A message from the server about the target value (already translated). */
  readonly serverError?: string | undefined;
}

const problemMessage = {
  notANumber: errorMessages.indicatorNotANumber,
  targetNotAbove: errorMessages.indicatorTarget,
} as const;

/** Type, initial, current and target value of an indicator, with the spec's message next to the target. */
export function IndicatorFields({ draft, onChange, problems, serverError }: Props) {
  const intl = useIntl();
  const message = (problem: IndicatorProblem | undefined) =>
    problem ? intl.formatMessage(problemMessage[problem]) : undefined;
  const field = (key: 'initialValue' | 'currentValue' | 'targetValue') => ({
    value: draft[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => onChange({ ...draft, [key]: event.currentTarget.value }),
    inputMode: 'decimal' as const,
    autoComplete: 'off',
  });
  return (
    <SimpleGrid cols={2} spacing="sm" verticalSpacing="xs">
      <Select
        label={intl.formatMessage({ id: 'goal.indicator.type', defaultMessage: 'Unit' })}
        value={draft.type}
        onChange={(value) => value && onChange({ ...draft, type: value as IndicatorType })}
        data={INDICATOR_TYPES.map((type) => ({ value: type, label: intl.formatMessage(indicatorTypeLabels[type]) }))}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <TextInput
        label={intl.formatMessage({ id: 'goal.indicator.initial', defaultMessage: 'Initial value' })}
        required
        error={message(problems.initialValue)}
        {...field('initialValue')}
      />
      <TextInput
        label={intl.formatMessage({ id: 'goal.indicator.current', defaultMessage: 'Current value' })}
        placeholder={intl.formatMessage({ id: 'goal.indicator.currentPlaceholder', defaultMessage: 'Same as initial' })}
        error={message(problems.currentValue)}
        {...field('currentValue')}
      />
      <TextInput
        label={intl.formatMessage({ id: 'goal.indicator.target', defaultMessage: 'Target value' })}
        required
        error={message(problems.targetValue) ?? serverError}
        data-testid="indicator-target"
        {...field('targetValue')}
      />
    </SimpleGrid>
  );
}
