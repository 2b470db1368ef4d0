import type { IndicatorType } from '@domain/goal-indicator';
import type { IntlShape } from 'react-intl';

/** "$1,200", "₩1,200", "45%", "1,200": an indicator value in its unit, in the viewer's language. */
export function formatIndicatorValue(intl: IntlShape, type: IndicatorType, value: number): string {
  switch (type) {
    case 'dollar':
      return intl.formatNumber(value, { style: 'currency', currency: 'USD', maximumFractionDigits: 2 });
    case 'won':
      return intl.formatNumber(value, { style: 'currency', currency: 'KRW', maximumFractionDigits: 0 });
    case 'percent':
      return `${intl.formatNumber(value, { maximumFractionDigits: 2 })}%`;
    case 'number':
      return intl.formatNumber(value, { maximumFractionDigits: 2 });
  }
}

export interface IndicatorText {
  readonly type: IndicatorType;
  readonly initialValue: number;
  readonly currentValue: number;
  readonly targetValue: number;
}

/** The indicator as the activity log stores it ("percent:0/40/100"), or null when it is not one. */
export function parseIndicatorText(text: string | null): IndicatorText | null {
  const match = text ? /^(dollar|number|percent|won):(-?[\d.e+-]+)\/(-?[\d.e+-]+)\/(-?[\d.e+-]+)$/.exec(text) : null;
  if (!match) return null;
  const [initialValue, currentValue, targetValue] = [match[2], match[3], match[4]].map(Number) as [
    number,
    number,
    number,
  ];
  if (![initialValue, currentValue, targetValue].every(Number.isFinite)) return null;
  return { type: match[1] as IndicatorType, initialValue, currentValue, targetValue };
}
