/** A goal's numeric indicator (spec 1 sections 3 and 5). */

export const INDICATOR_TYPES = ['dollar', 'number', 'percent', 'won'] as const;
export type IndicatorType = (typeof INDICATOR_TYPES)[number];

export const INDICATOR_TARGET_MESSAGE = 'The target value should be larger than the initial value.';

export interface Indicator {
  initialValue: number;
  currentValue: number;
  targetValue: number;
}

/** The target must be larger than the initial value; null when valid, else the spec's message. */
export function indicatorError(indicator: Pick<Indicator, 'initialValue' | 'targetValue'>): string | null {
  return indicator.targetValue > indicator.initialValue ? null : INDICATOR_TARGET_MESSAGE;
}

/** Progress from the initial to the target value, 0 to 100 (clamped), whole percent. */
export function indicatorProgress({ initialValue, currentValue, targetValue }: Indicator): number {
  if (targetValue <= initialValue) return 0;
  // Halves first: the differences of values near ±1.8e308 would overflow to Infinity and the ratio to NaN.
  const ratio = (currentValue / 2 - initialValue / 2) / (targetValue / 2 - initialValue / 2);
  return Number.isNaN(ratio) ? 0 : Math.round(Math.min(1, Math.max(0, ratio)) * 100);
}
