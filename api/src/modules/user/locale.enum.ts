import { registerEnumType } from 'type-graphql';
import type { GraphqlLocale } from '@domain/locale.js';

/** The interface languages, as GraphQL enum values (ko_KR for ko-KR). */
export const Locale: { [K in GraphqlLocale]: K } = { ko_KR: 'ko_KR', en_US: 'en_US', vi_VN: 'vi_VN' };
registerEnumType(Locale, {
  name: 'Locale',
  description: 'Interface language: ko_KR (Korean, the default), en_US (English) or vi_VN (Vietnamese).',
  valuesConfig: {
    ko_KR: { description: 'Korean (ko-KR), the default.' },
    en_US: { description: 'English (en-US).' },
    vi_VN: { description: 'Vietnamese (vi-VN).' },
  },
});
