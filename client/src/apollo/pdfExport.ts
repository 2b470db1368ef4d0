/**
 * Pure helpers of the PDF exports of documents (GET /notes/{id}/export.pdf, /reports/{id}/export.pdf):
 * the file name of the answer and what a failed answer means.
 */

// eslint-disable-next-line no-control-regex -- control characters are among those a file name must not hold
const UNSAFE_FILENAME = /[\\/:*?"<>|\u0000-\u001f]+/g;

/** Characters a file system refuses become spaces; runs of spaces become one. */
function cleanFilename(name: string): string {
  return name.replace(UNSAFE_FILENAME, ' ').replace(/\s+/g, ' ').trim();
}

/** `<title>.pdf`, without characters a file system refuses; `document.pdf` without a title. */
export function pdfFallbackFilename(title: string): string {
  const base = cleanFilename(title).slice(0, 80).trim();
  return `${base || 'document'}.pdf`;
}

function decodeExtValue(value: string): string | null {
  // RFC 5987 / 6266: charset'language'percent-encoded
  const match = /^([^']*)'[^']*'(.*)$/.exec(value.trim().replace(/^"(.*)"$/, '$1'));
  if (!match) return null;
  const [, charset = '', encoded = ''] = match;
  if (charset !== '' && charset.toLowerCase() !== 'utf-8') {
    // Only UTF-8 is produced by the API; ISO-8859-1 bytes map one to one on code points.
    if (charset.toLowerCase() !== 'iso-8859-1') return null;
    return encoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
}

function plainValue(value: string): string {
  const trimmed = value.trim();
  if (trimmed.startsWith('"') && trimmed.endsWith('"') && trimmed.length >= 2) {
    return trimmed.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return trimmed;
}

/** Splits the parameters of a header value on `;`, leaving quoted strings whole. */
function parameters(header: string): Map<string, string> {
  const out = new Map<string, string>();
  const pattern = /;\s*([^=;\s]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/g;
  for (const match of `;${header.replace(/^[^;]*/, '')}`.matchAll(pattern)) {
    const key = (match[1] ?? '').toLowerCase();
    if (!out.has(key)) out.set(key, match[2] ?? '');
  }
  return out;
}

/**
 * The file name of a download: `filename*=UTF-8''…` decoded when present, else `filename="…"`,
 * else `<title>.pdf`. The result never contains a path separator.
 */
export function filenameFromContentDisposition(header: string | null | undefined, title: string): string {
  const fallback = pdfFallbackFilename(title);
  if (!header) return fallback;
  const params = parameters(header);
  const extended = params.get('filename*');
  const decoded = extended !== undefined ? decodeExtValue(extended) : null;
  const plain = params.get('filename');
  const name = cleanFilename(decoded ?? (plain !== undefined ? plainValue(plain) : ''));
  return name || fallback;
}

/** What a failed export answered: the API's code (INTERNAL_SERVER_ERROR when it is not one) and reason. */
export interface PdfFailure {
  readonly code: 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'BAD_USER_INPUT' | 'INTERNAL_SERVER_ERROR' | 'UNKNOWN';
  /** PDF_UNAVAILABLE (503, no PDF font on the server) or the API's reason (NOTE_ACCESS_DENIED, REPORT_NOT_FOUND…). */
  readonly reason: string | null;
}

/** Reads the JSON body of a non-200 answer of an export route (it may not be JSON at all). */
export function pdfFailureOf(status: number, body: unknown): PdfFailure {
  const fields = body && typeof body === 'object' ? (body as { code?: unknown; reason?: unknown }) : {};
  const reason = typeof fields.reason === 'string' ? fields.reason : null;
  if (fields.code === 'PDF_UNAVAILABLE') return { code: 'INTERNAL_SERVER_ERROR', reason: 'PDF_UNAVAILABLE' };
  switch (fields.code) {
    case 'UNAUTHENTICATED':
    case 'FORBIDDEN':
    case 'NOT_FOUND':
    case 'BAD_USER_INPUT':
      return { code: fields.code, reason };
  }
  if (status === 401) return { code: 'UNAUTHENTICATED', reason };
  if (status === 403) return { code: 'FORBIDDEN', reason };
  if (status === 404) return { code: 'NOT_FOUND', reason };
  if (status === 503) return { code: 'INTERNAL_SERVER_ERROR', reason: reason ?? 'PDF_UNAVAILABLE' };
  return { code: status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'UNKNOWN', reason };
}
