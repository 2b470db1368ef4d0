import { authorizedFetch } from './authorizedFetch';
import { HttpApiError } from './errors';
import { filenameFromContentDisposition, pdfFailureOf } from './pdfExport';

/** A document to export: the address of its PDF route and its title (the file name when the answer has none). */
export interface PdfDocument {
  readonly path: string;
  readonly title: string;
}

/** Hands a blob to the browser as a download, through an object URL and a temporary anchor. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  // Some browsers read the URL after click() returns: revoke it a little later.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * GET <path> (a document's export.pdf route) with the session's bearer token, then saves it under the
 * name of Content-Disposition (`<title>.pdf` without). Throws an HttpApiError for any answer but a
 * 200 PDF (503 PDF_UNAVAILABLE has reason PDF_UNAVAILABLE).
 */
export async function downloadPdf({ path, title }: PdfDocument): Promise<string> {
  const response = await authorizedFetch(path, { headers: { accept: 'application/pdf' } });
  const type = response.headers.get('content-type') ?? '';
  if (response.status !== 200 || !type.toLowerCase().includes('application/pdf')) {
    const body: unknown = await response.json().catch(() => null);
    const { code, reason } = pdfFailureOf(response.status, body);
    throw new HttpApiError(response.status, code, reason);
  }
  const filename = filenameFromContentDisposition(response.headers.get('content-disposition'), title);
  saveBlob(await response.blob(), filename);
  return filename;
}
