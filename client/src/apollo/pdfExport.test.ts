import { describe, expect, it } from 'vitest';
import { filenameFromContentDisposition, pdfFailureOf, pdfFallbackFilename } from './pdfExport';

describe('filenameFromContentDisposition', () => {
  it('decodes filename* (UTF-8) in preference to filename', () => {
    const header = `attachment; filename="note.pdf"; filename*=UTF-8''${encodeURIComponent('베타 배포 주간 회의록.pdf')}`;
    expect(filenameFromContentDisposition(header, 'x')).toBe('베타 배포 주간 회의록.pdf');
  });

  it('accepts the charset in any case and a language tag', () => {
    expect(filenameFromContentDisposition(`attachment; filename*=utf-8'vi'Bi%C3%AAn%20b%E1%BA%A3n.pdf`, 'x')).toBe(
      'Biên bản.pdf',
    );
  });

  it('uses filename when filename* is missing or cannot be decoded', () => {
    expect(filenameFromContentDisposition('attachment; filename="report \\"Q1\\".pdf"', 'x')).toBe('report Q1 .pdf');
    expect(filenameFromContentDisposition(`attachment; filename=plain.pdf; filename*=UTF-8''%E0%A4%A`, 'x')).toBe(
      'plain.pdf',
    );
  });

  it('keeps semicolons inside a quoted filename', () => {
    expect(filenameFromContentDisposition('attachment; filename="a;b.pdf"', 'x')).toBe('a;b.pdf');
  });

  it('falls back to <title>.pdf without a header or a name', () => {
    expect(filenameFromContentDisposition(null, 'Weekly sync')).toBe('Weekly sync.pdf');
    expect(filenameFromContentDisposition('attachment', 'Weekly sync')).toBe('Weekly sync.pdf');
    expect(filenameFromContentDisposition(`attachment; filename*=UTF-8''`, 'Weekly sync')).toBe('Weekly sync.pdf');
  });

  it('never returns a path', () => {
    expect(filenameFromContentDisposition(`attachment; filename*=UTF-8''..%2F..%2Fetc%2Fpasswd.pdf`, 'x')).not.toMatch(
      /[\\/]/,
    );
  });
});

describe('pdfFallbackFilename', () => {
  it('removes characters a file system refuses and names an untitled document', () => {
    expect(pdfFallbackFilename('  Plan: A/B  ')).toBe('Plan A B.pdf');
    expect(pdfFallbackFilename('   ')).toBe('document.pdf');
  });
});

describe('pdfFailureOf', () => {
  it('turns 503 PDF_UNAVAILABLE into its own reason', () => {
    expect(
      pdfFailureOf(503, { code: 'PDF_UNAVAILABLE', message: 'PDF export is not available on this server.' }),
    ).toEqual({
      code: 'INTERNAL_SERVER_ERROR',
      reason: 'PDF_UNAVAILABLE',
    });
    expect(pdfFailureOf(503, null)).toEqual({ code: 'INTERNAL_SERVER_ERROR', reason: 'PDF_UNAVAILABLE' });
  });

  it('keeps the API code and reason', () => {
    expect(pdfFailureOf(403, { code: 'FORBIDDEN', reason: 'NOTE_ACCESS_DENIED' })).toEqual({
      code: 'FORBIDDEN',
      reason: 'NOTE_ACCESS_DENIED',
    });
    expect(pdfFailureOf(404, { code: 'NOT_FOUND' })).toEqual({ code: 'NOT_FOUND', reason: null });
  });

  it('falls back on the status when the body is not the API’s', () => {
    expect(pdfFailureOf(401, '<html>')).toEqual({ code: 'UNAUTHENTICATED', reason: null });
    expect(pdfFailureOf(500, { code: 'INTERNAL_SERVER_ERROR', requestId: 'r1' })).toEqual({
      code: 'INTERNAL_SERVER_ERROR',
      reason: null,
    });
    expect(pdfFailureOf(200, null)).toEqual({ code: 'UNKNOWN', reason: null });
  });
});
