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
  /** The bold face (headings, strong text); the regular one when not given. */
  boldPath?: string;
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
  pdf.registerFont(
    'bold',
    font.boldPath && existsSync(font.boldPath) ? font.boldPath : font.path,
    font.boldPath ? undefined : font.name,
  );
  pdf.font('body');
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  pdf
    .font('bold')
    .fontSize(22)
    .fillColor('#111827')
    .text(note.title || ' ');
  pdf.font('body').moveDown(0.2).fontSize(9).fillColor(GRAY).text(note.meta);
  pdf.moveDown(1);
  for (const chart of note.charts ?? []) drawChart(pdf, chart);
  for (const block of note.content.content ?? []) renderBlock(pdf, block, 0);
  pdf.end();
  return done;
}

/** What starts a list item's first line: a bullet or number, or a checklist box drawn as lines. */
type Marker = string | { checked: boolean };

function renderBlock(pdf: PDFKit.PDFDocument, node: DocNode, indent: number, prefix: Marker = ''): void {
  const x = pdf.page.margins.left + indent * 18;
  const width = pdf.page.width - pdf.page.margins.right - x;
  switch (node.type) {
    case 'heading':
      pdf
        .moveDown(0.4)
        .fontSize(HEADING_SIZES[Number(node.attrs?.level)] ?? 13)
        .fillColor('#111827');
      inline(pdf, node, x, width, prefix, 'bold');
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
        const marker: Marker =
          node.type === 'bullet_list'
            ? '• '
            : node.type === 'ordered_list'
              ? `${Number(node.attrs?.order ?? 1) + index}. `
              : { checked: item.attrs?.checked === true };
        (item.content ?? []).forEach((child, childIndex) =>
          renderBlock(pdf, child, indent + 1, childIndex === 0 ? marker : ''),
        );
      });
      return;
    case 'horizontal_rule':
      pdf.moveDown(0.3);
      return;
    default:
      if (node.content) for (const child of node.content) renderBlock(pdf, child, indent, prefix);
  }
}

const BOX = 8;

/** A checklist box in the text's colour, ticked with a check mark, at the start of the line. */
function drawBox(pdf: PDFKit.PDFDocument, x: number, checked: boolean): void {
  const top = pdf.y + (pdf.currentLineHeight() - BOX) / 2;
  pdf.save().lineWidth(0.8).rect(x, top, BOX, BOX).stroke();
  if (checked)
    pdf
      .moveTo(x + 1.6, top + 4.2)
      .lineTo(x + 3.4, top + 6.2)
      .lineTo(x + 6.6, top + 1.8)
      .stroke();
  pdf.restore();
}

/** The inline text of a block, strong runs in the bold face, links kept (pdfkit continues a line across styled runs). */
function inline(
  pdf: PDFKit.PDFDocument,
  node: DocNode,
  left: number,
  full: number,
  prefix: Marker,
  face: 'body' | 'bold' = 'body',
): void {
  const runs = (node.content ?? []).map((child) => ({
    text: child.type === 'hard_break' ? '\n' : (child.text ?? ''),
    link: child.marks?.find((mark) => mark.type === 'link')?.attrs?.href as string | undefined,
    bold: face === 'bold' || (child.marks ?? []).some((mark) => mark.type === 'strong'),
  }));
  let x = left;
  let width = full;
  if (typeof prefix === 'string') {
    if (prefix) runs.unshift({ text: prefix, link: undefined, bold: face === 'bold' });
  } else {
    drawBox(pdf, x, prefix.checked);
    x += BOX + 6;
    width -= BOX + 6;
  }
  if (runs.length === 0) {
    pdf.font(face).text(' ', x, undefined, { width });
    pdf.font('body');
    return;
  }
  runs.forEach((run, index) => {
    pdf.font(run.bold ? 'bold' : 'body');
    const options = { continued: index < runs.length - 1, link: run.link ?? null, underline: run.link !== undefined };
    // The first run places the line; the others continue it. (pdfkit reads text(s, undefined, undefined, options)
    // as text(s, {}): its options, `continued` among them, would be lost and each run after the second start a line.)
    if (index === 0) pdf.text(run.text, x, undefined, { ...options, width });
    else pdf.text(run.text, options);
  });
  pdf.font('body');
}

const textOf = (node: DocNode): string => node.text ?? (node.content ?? []).map(textOf).join('');
