import { useCallback, useRef, useState } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { downloadPdf, type PdfDocument } from './downloadPdf';
import { useFailureToast, type Outcome } from './useFailureToast';

/**
 * A document as a PDF file (notes, reports): `loading` while it downloads, one export at a time, and
 * a red toast `failed` ("… could not be exported as a PDF. {detail}") when it fails.
 */
export function usePdfExport(failed: MessageDescriptor) {
  const toastFailure = useFailureToast();
  const [loading, setLoading] = useState(false);
  const running = useRef(false);

  const exportPdf = useCallback(
    async (document: PdfDocument): Promise<Outcome<string>> => {
      if (running.current) return { ok: false, error: new Error('An export is already running') };
      running.current = true;
      setLoading(true);
      try {
        return { ok: true, data: await downloadPdf(document) };
      } catch (error) {
        toastFailure(error, failed);
        return { ok: false, error };
      } finally {
        running.current = false;
        setLoading(false);
      }
    },
    [toastFailure, failed],
  );

  return [exportPdf, { loading }] as const;
}
