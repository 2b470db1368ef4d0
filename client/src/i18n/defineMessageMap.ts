import type { MessageDescriptor } from 'react-intl';

/**
 * A map of message descriptors, kept as plain descriptors so that formatMessage accepts values for
 * any of them (react-intl's defineMessages types every message as value-less unless each one is
 * declared). Ids stay literal, so the locale test can find them in the source.
 */
export function defineMessageMap<
  const T extends Record<string, MessageDescriptor & { id: string; defaultMessage: string }>,
>(map: T): T {
  return map;
}
