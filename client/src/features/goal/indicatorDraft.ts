import { indicatorError, type IndicatorType } from '@domain/goal-indicator';

/** The indicator as typed into a form: strings, so that a half-typed number can be shown as it is. */
export interface IndicatorDraft {
  readonly type: IndicatorType;
  readonly initialValue: string;
  readonly currentValue: string;
  readonly targetValue: string;
}

export type IndicatorProblem = 'notANumber' | 'targetNotAbove';
export type IndicatorProblems = Partial<Record<'initialValue' | 'currentValue' | 'targetValue', IndicatorProblem>>;

export const emptyIndicatorDraft = (): IndicatorDraft => ({
  type: 'percent',
  initialValue: '0',
  currentValue: '',
  targetValue: '100',
});

export function draftOf(goal: {
  indicatorType: IndicatorType | null;
  initialValue: number | null;
  currentValue: number | null;
  targetValue: number | null;
}): IndicatorDraft {
  if (!goal.indicatorType) return emptyIndicatorDraft();
  const text = (value: number | null) => (value === null ? '' : String(value));
  return {
    type: goal.indicatorType,
    initialValue: text(goal.initialValue),
    currentValue: text(goal.currentValue),
    targetValue: text(goal.targetValue),
  };
}

const parse = (text: string): number | null => {
  const trimmed = text.trim().replace(/,/g, '');
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : Number.NaN;
};

/**
 * Checks a draft as the API will (spec 1 section 5): numbers only, the current value optional
 * (it starts at the initial value), the target larger than the initial value.
 */
export function readIndicatorDraft(draft: IndicatorDraft): {
  input: { type: IndicatorType; initialValue: number; currentValue?: number; targetValue: number } | null;
  problems: IndicatorProblems;
} {
  const initialValue = parse(draft.initialValue);
  const currentValue = parse(draft.currentValue);
  const targetValue = parse(draft.targetValue);
  const problems: IndicatorProblems = {};
  if (initialValue === null || Number.isNaN(initialValue)) problems.initialValue = 'notANumber';
  if (currentValue !== null && Number.isNaN(currentValue)) problems.currentValue = 'notANumber';
  if (targetValue === null || Number.isNaN(targetValue)) problems.targetValue = 'notANumber';
  if (
    !problems.initialValue &&
    !problems.targetValue &&
    indicatorError({ initialValue: initialValue!, targetValue: targetValue! })
  )
    problems.targetValue = 'targetNotAbove';
  if (Object.keys(problems).length > 0) return { input: null, problems };
  return {
    input: {
      type: draft.type,
      initialValue: initialValue!,
      ...(currentValue === null ? {} : { currentValue }),
      targetValue: targetValue!,
    },
    problems,
  };
}
