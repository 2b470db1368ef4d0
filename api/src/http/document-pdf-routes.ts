import { Router, type Response } from 'express';
import { DateTime } from 'luxon';
import { DEFAULT_LOCALE } from '@domain/locale.js';
import { createContext, type Context } from '../graphql/context.js';
import type { SignedInContext } from '../graphql/signed-in.js';
import { isAppError } from '../graphql/errors.js';
import { authorizeNote } from '../modules/note/note.access.js';
import { PdfFontMissingError, renderNotePdf, type PdfFont } from '../modules/note/note-pdf.js';
import { checkReport } from '../modules/report/report.access.js';
import { reportReadFacts } from '../modules/report/report.read.js';
import type { Services } from '../kernel/services.js';
import type { Viewer } from '../kernel/viewer.js';
import { requireBearer } from './bearer.js';

/** What a PDF shows of a document written in the note editor. */
interface PdfDocument {
  title: string;
  meta: string;
  content: unknown;
  charts?: Parameters<typeof renderNotePdf>[1]['charts'];
  /** The file name's fallback when the title is empty. */
  kind: string;
}

type DocumentLoader = (ctx: SignedInContext, id: string) => Promise<PdfDocument>;

/** When the note was last changed, on the author's clock (the reader may live elsewhere). */
const authorTime = (date: Date, timezone: string | undefined) =>
  DateTime.fromJSDate(date)
    .setZone(timezone ?? 'UTC')
    .toFormat('yyyy-MM-dd HH:mm');

const loadNote: DocumentLoader = async (ctx, id) => {
  const note = await authorizeNote(ctx, id);
  const author = await ctx.loaders.user.load(note.register.id);
  return {
    title: note.title,
    meta: `${author?.name ?? ''} · ${authorTime(note.updateDate, author?.timezone)}`,
    content: note.content,
    kind: 'note',
  };
};

const loadReport: DocumentLoader = async (ctx, id) => {
  const report = await checkReport(ctx, id);
  const { author } = reportReadFacts.of(report)!;
  const period = report.startDate === report.endDate ? report.startDate : `${report.startDate} – ${report.endDate}`;
  // The charts (drawn on the server, as in the chat and on the page) speak the author's language, as the document does.
  const language = (await ctx.loaders.user.load(author.id))?.language ?? DEFAULT_LOCALE;
  const charts = report.workTime
    ? await ctx.services.charts.reportTimeCharts(
        report.workTime,
        { start: report.startDate, end: report.endDate },
        language,
      )
    : [];
  const pngs = charts.map((chart) => ({
    png: Buffer.from(chart.pngDataUrl.slice(chart.pngDataUrl.indexOf(',') + 1), 'base64'),
    width: chart.width,
    height: chart.height,
  }));
  return {
    title: report.title,
    meta: `${author.name} · ${period}`,
    content: report.content,
    charts: pngs,
    kind: 'report',
  };
};

/**
 * GET /notes/:id/export.pdf and /reports/:id/export.pdf (bearer token): the document as a PDF with
 * selectable text, for whoever may read it (404 or 403 as the GraphQL query would answer).
 */
export function documentPdfRoutes(services: Services, pdfFont: PdfFont): Router {
  const router = Router();
  const routes: [string, DocumentLoader][] = [
    ['/notes/:id/export.pdf', loadNote],
    ['/reports/:id/export.pdf', loadReport],
  ];
  for (const [path, load] of routes) {
    router.get<{ id: string }>(path, requireBearer(services.auth), async (req, res) => {
      const ctx = createContext({ services, viewer: res.locals.viewer as Viewer });
      try {
        const document = await load(ctx, req.params.id);
        const pdf = await renderNotePdf(pdfFont, {
          title: document.title,
          meta: document.meta,
          content: document.content as never,
          charts: document.charts,
        });
        const filename = `${
          document.title
            .replace(/[\\/:*?"<>|\r\n]+/g, ' ')
            .trim()
            .slice(0, 80) || document.kind
        }.pdf`;
        res.setHeader('Content-Type', 'application/pdf');
        res.setHeader(
          'Content-Disposition',
          `attachment; filename="${document.kind}.pdf"; filename*=UTF-8''${encodeURIComponent(filename)}`,
        );
        res.send(pdf);
      } catch (err) {
        sendFailure(ctx, res, err);
      }
    });
  }
  return router;
}

function sendFailure(ctx: Context, res: Response, err: unknown): void {
  if (isAppError(err)) {
    const status = err.extensions.code === 'NOT_FOUND' ? 404 : err.extensions.code === 'FORBIDDEN' ? 403 : 400;
    res.status(status).json({ code: err.extensions.code, reason: err.extensions.reason, message: err.message });
    return;
  }
  if (err instanceof PdfFontMissingError) {
    ctx.logger.error({ err }, 'PDF font missing');
    res.status(503).json({ code: 'PDF_UNAVAILABLE', message: 'PDF export is not available on this server.' });
    return;
  }
  ctx.logger.error({ err }, 'PDF export failed');
  res.status(500).json({ code: 'INTERNAL_SERVER_ERROR', requestId: ctx.requestId });
}
