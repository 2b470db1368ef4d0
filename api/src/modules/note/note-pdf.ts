import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';

/** A ProseMirror node as stored (domain/note-schema.ts). */
interface DocNode {
  type: string;
  text?: string;
  attrs?: Record<string, unknown>;
  marks?: { type: string; attrs?: Record<string, unknown> }[];
  content?: DocNode[];
}

export interface PdfFont {
  path: string;
  /** The face of a .ttc collection. */
  name?: string;
}

export class PdfFontMissingError extends Error {}

/** A chart drawn on the server (modules/chart): its PNG and its size in CSS pixels. */
export interface PdfChart {
  png: Buffer;
  width: number;
  height: number;
}

/** Points per CSS pixel: a chart keeps the size it has on screen (96 px to the inch, 72 points). */
const POINTS_PER_PIXEL = 0.75;

/** A chart as an image at its screen size (narrower when the page is), on a new page when it does not fit. */
function drawChart(pdf: PDFKit.PDFDocument, chart: PdfChart): void {
  const left = pdf.page.margins.left;
  const room = pdf.page.width - pdf.page.margins.right - left;
  const width = Math.min(room, chart.width * POINTS_PER_PIXEL);
  const height = (width / chart.width) * chart.height;
  if (pdf.y + height > pdf.page.height - pdf.page.margins.bottom) pdf.addPage();
  const top = pdf.y;
  pdf.image(chart.png, left, top, { width, height });
  pdf.x = left;
  pdf.y = top + height;
  pdf.moveDown(0.8);
}

const HEADING_SIZES: Record<number, number> = { 1: 20, 2: 16, 3: 14 };
const BODY_SIZE = 11;
const GRAY = '#6b7280';

/**
 * Renders a note to PDF with real text (selectable and searchable), in one font that has Hangul,
 * Latin and Vietnamese (Noto Sans CJK KR by default): title, meta line, headings, paragraphs,
 * lists, checklists, quotes and code, with links kept as links.
 */
export function renderNotePdf(
  font: PdfFont,
  note: { title: string; meta: string; content: DocNode; charts?: readonly PdfChart[] },
): Promise<Buffer> {
  if (!existsSync(font.path)) throw new PdfFontMissingError(`PDF font not found at ${font.path}`);
  const pdf = new PDFDocument({ size: 'A4', margin: 56, info: { Title: note.title, Creator: 'Quarter' } });
  pdf.registerFont('body', font.path, font.name);
  pdf.font('body');
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  pdf.fontSize(22).fillColor('#111827').text(note.title || ' ');
  pdf.moveDown(0.2).fontSize(9).fillColor(GRAY).text(note.meta);
  pdf.moveDown(1);
  for (const chart of note.charts ?? []) drawChart(pdf, chart);
  for (const block of note.content.content ?? []) renderBlock(pdf, block, 0);
  pdf.end();
  return done;
}

function renderBlock(pdf: PDFKit.PDFDocument, node: DocNode, indent: number, prefix = ''): void {
  const x = pdf.page.margins.left + indent * 18;
  const width = pdf.page.width - pdf.page.margins.right - x;
  switch (node.type) {
    case 'heading':
      pdf.moveDown(0.4).fontSize(HEADING_SIZES[Number(node.attrs?.level)] ?? 13).fillColor('#111827');
      inline(pdf, node, x, width, prefix);
      pdf.moveDown(0.3);
      return;
    case 'paragraph':
      pdf.fontSize(BODY_SIZE).fillColor('#1f2937');
      inline(pdf, node, x, width, prefix);
      pdf.moveDown(0.4);
      return;
    case 'code_block':
      pdf.fontSize(10).fillColor('#374151');
      pdf.text(textOf(node), x + 8, undefined, { width: width - 8 });
      pdf.moveDown(0.4);
      return;
    case 'blockquote':
      pdf.fillColor(GRAY);
      for (const child of node.content ?? []) renderBlock(pdf, child, indent + 1);
      return;
    case 'bullet_list':
    case 'ordered_list':
    case 'task_list':
      (node.content ?? []).forEach((item, index) => {
        const marker = node.type === 'bullet_list' ? '•' : node.type === 'ordered_list' ? `${Number(node.attrs?.order ?? 1) + index}.` : item.attrs?.checked ? '☑' : '☐';
        (item.content ?? []).forEach((child, childIndex) => renderBlock(pdf, child, indent + 1, childIndex === 0 ? `${marker} ` : ''));
      });
      return;
    case 'horizontal_rule':
      pdf.moveDown(0.3);
      return;
    default:
      if (node.content) for (const child of node.content) renderBlock(pdf, child, indent, prefix);
  }
}

/** The inline text of a block, with links kept (pdfkit continues a line across styled runs). */
function inline(pdf: PDFKit.PDFDocument, node: DocNode, x: number, width: number, prefix: string): void {
  const runs = (node.content ?? []).map((child) => ({
    text: child.type === 'hard_break' ? '\n' : child.text ?? '',
    link: child.marks?.find((mark) => mark.type === 'link')?.attrs?.href as string | undefined,
  }));
  if (prefix) runs.unshift({ text: prefix, link: undefined });
  if (runs.length === 0) {
    pdf.text(' ', x, undefined, { width });
    return;
  }
  runs.forEach((run, index) => {
    pdf.text(run.text, index === 0 ? x : undefined, undefined, {
      width,
      continued: index < runs.length - 1,
      link: run.link ?? null,
      underline: run.link !== undefined,
    });
  });
}

const textOf = (node: DocNode): string => node.text ?? (node.content ?? []).map(textOf).join('');
