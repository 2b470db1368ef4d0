import { useCallback, useRef, useState } from 'react';
import { useFailureToast, type Outcome } from '../../apollo/useFailureToast';
import { downloadNotePdf } from './downloadNotePdf';
import { noteMessages } from './messages';

/** The note as a PDF file (GET /notes/{id}/export.pdf): `loading` while it downloads, a red toast on failure. */
export function useExportNotePdf() {
  const toastFailure = useFailureToast();
  const [loading, setLoading] = useState(false);
  const running = useRef(false);

  const exportPdf = useCallback(
    async (note: { readonly id: string; readonly title: string }): Promise<Outcome<string>> => {
      if (running.current) return { ok: false, error: new Error('An export is already running') };
      running.current = true;
      setLoading(true);
      try {
        const filename = await downloadNotePdf(note);
        return { ok: true, data: filename };
      } catch (error) {
        toastFailure(error, noteMessages.pdfFailed, { overrides: { PDF_UNAVAILABLE: noteMessages.pdfUnavailable } });
        return { ok: false, error };
      } finally {
        running.current = false;
        setLoading(false);
      }
    },
    [toastFailure],
  );

  return [exportPdf, { loading }] as const;
}
