import { Router } from 'express';
import { createContext } from '../graphql/context.js';
import { isAppError } from '../graphql/errors.js';
import { authorizeNote } from '../modules/note/note.access.js';
import { PdfFontMissingError, renderNotePdf, type PdfFont } from '../modules/note/note-pdf.js';
import type { Services } from '../kernel/services.js';
import type { Viewer } from '../kernel/viewer.js';
import { requireBearer } from './bearer.js';

/** GET /notes/:id/export.pdf (bearer token): the note as a PDF with selectable text. */
export function notePdfRoutes(services: Services, pdfFont: PdfFont): Router {
  const router = Router();
  router.get<{ id: string }>('/notes/:id/export.pdf', requireBearer(services.auth), async (req, res) => {
    const ctx = createContext({ services, viewer: res.locals.viewer as Viewer });
    try {
      const note = await authorizeNote(ctx, req.params.id);
      const author = await ctx.loaders.user.load(note.register.id);
      const pdf = await renderNotePdf(pdfFont, {
        title: note.title,
        meta: `${author?.name ?? ''} · ${note.updateDate.toISOString().slice(0, 10)}`,
        content: note.content as never,
      });
      const filename = `${(note.title || 'note').replace(/[\\/:*?"<>|\r\n]+/g, ' ').trim().slice(0, 80) || 'note'}.pdf`;
      res.setHeader('Content-Type', 'application/pdf');
      res.setHeader('Content-Disposition', `attachment; filename="note.pdf"; filename*=UTF-8''${encodeURIComponent(filename)}`);
      res.send(pdf);
    } catch (err) {
      if (isAppError(err)) {
        const status = err.extensions.code === 'NOT_FOUND' ? 404 : err.extensions.code === 'FORBIDDEN' ? 403 : 400;
        res.status(status).json({ code: err.extensions.code, reason: err.extensions.reason, message: err.message });
        return;
      }
      if (err instanceof PdfFontMissingError) {
        ctx.logger.error({ err }, 'note PDF font missing');
        res.status(503).json({ code: 'PDF_UNAVAILABLE', message: 'PDF export is not available on this server.' });
        return;
      }
      ctx.logger.error({ err }, 'note PDF failed');
      res.status(500).json({ code: 'INTERNAL_SERVER_ERROR', requestId: ctx.requestId });
    }
  });
  return router;
}
