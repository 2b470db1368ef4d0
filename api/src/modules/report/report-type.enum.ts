import { registerEnumType } from 'type-graphql';
import { REPORT_TYPES, type ReportTypeCode } from '@domain/report-period.js';
import { enumOf } from '../../graphql/enum-of.js';

export const ReportTypeEnum = enumOf<ReportTypeCode>(REPORT_TYPES);
registerEnumType(ReportTypeEnum, {
  name: 'ReportTypeCode',
  description:
    'DAILY (one date), WEEKLY (at most 7 days), MONTHLY, QUARTERLY, ANNUAL (the calendar period) or CUSTOM (any past range).',
  valuesConfig: {
    DAILY: { description: 'One day.' },
    WEEKLY: { description: 'A range of at most 7 days.' },
    MONTHLY: { description: 'A calendar month.' },
    QUARTERLY: { description: 'A calendar quarter (January to March, ...).' },
    ANNUAL: { description: 'A calendar year.' },
    CUSTOM: { description: 'A range of past days, at most 366.' },
  },
});
