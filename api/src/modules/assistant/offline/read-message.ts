import type { SupportedLocale } from '@domain/locale.js';
import { englishReader } from './english.js';
import { koreanReader } from './korean.js';
import { withMemberNamed } from './member-names.js';
import { unquoted, type ChatFeature, type LanguageReader, type Understanding } from './understanding.js';
import { unsupportedIn } from './unsupported.js';
import { vietnameseReader } from './vietnamese.js';

const READERS: Record<SupportedLocale, LanguageReader> = {
  'ko-KR': koreanReader,
  'en-US': englishReader,
  'vi-VN': vietnameseReader,
};

/**
 * The message's script decides the reader (a Korean sentence in an English session is still Korean); the session
 * language otherwise. With the workspace members' names, a colleague named without a marker is found too; with a
 * feature picked, the message is read as its request.
 */
export function readMessage(
  text: string,
  locale: SupportedLocale,
  today: string,
  members: readonly string[] = [],
  chosen: ChatFeature | null = null,
): Understanding {
  const reader = /[가-힣]/.test(text)
    ? koreanReader
    : /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i.test(text)
      ? vietnameseReader
      : READERS[locale];
  const found = withReportType(withMemberNamed(reader.read(text, today, chosen), text, members));
  return { ...found, unsupported: unsupportedIn(unquoted(text), reader.locale, found) };
}

/** In any language, a report that does not name its kind is a daily one for one day and a weekly one for a week. */
function withReportType(found: Understanding): Understanding {
  if (found.feature !== 'create-report' || found.reportType) return found;
  return { ...found, reportType: found.range ? 'WEEKLY' : found.date ? 'DAILY' : null };
}
