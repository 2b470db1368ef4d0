import { refreshAccessToken } from '../../apollo/client';
import { HttpApiError } from '../../apollo/errors';
import { accessTokenExpiresSoon, emitSessionLost, getAccessToken } from '../../apollo/session';
import { filenameFromContentDisposition, notePdfPath, pdfFailureOf } from './noteExport';

function request(noteId: string, token: string | null): Promise<Response> {
  return fetch(notePdfPath(noteId), {
    credentials: 'include',
    headers: token ? { authorization: `Bearer ${token}`, accept: 'application/pdf' } : { accept: 'application/pdf' },
  });
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
 * GET /notes/{id}/export.pdf with the session's bearer token (one refresh and retry on 401, like
 * the GraphQL link), then saves it under the name of Content-Disposition (`<title>.pdf` without).
 * Throws an HttpApiError for any answer but a 200 PDF (503 PDF_UNAVAILABLE has reason PDF_UNAVAILABLE).
 */
export async function downloadNotePdf(note: { readonly id: string; readonly title: string }): Promise<string> {
  let token = accessTokenExpiresSoon() ? await refreshAccessToken() : getAccessToken();
  let response = await request(note.id, token);
  if (response.status === 401) {
    token = await refreshAccessToken();
    if (!token) {
      emitSessionLost('expired');
      throw new HttpApiError(401, 'UNAUTHENTICATED', null);
    }
    response = await request(note.id, token);
  }
  const type = response.headers.get('content-type') ?? '';
  if (response.status !== 200 || !type.toLowerCase().includes('application/pdf')) {
    const body: unknown = await response.json().catch(() => null);
    const { code, reason } = pdfFailureOf(response.status, body);
    throw new HttpApiError(response.status, code, reason);
  }
  const filename = filenameFromContentDisposition(response.headers.get('content-disposition'), note.title);
  saveBlob(await response.blob(), filename);
  return filename;
}
