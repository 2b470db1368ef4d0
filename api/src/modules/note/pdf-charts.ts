import type { TimeChart } from '@domain/report-draft.js';

const LABEL_WIDTH = 150;
const BAR_HEIGHT = 10;
const ROW_GAP = 6;

/**
 * Horizontal bar charts drawn into a PDF (a report's planned time by category and goal): a title,
 * then per bar its label, a bar as long as its share of the largest, and its duration.
 */
export function drawBarCharts(pdf: PDFKit.PDFDocument, charts: readonly TimeChart[], durationOf: (minutes: number) => string): void {
  const left = pdf.page.margins.left;
  const barSpace = pdf.page.width - pdf.page.margins.right - left - LABEL_WIDTH - 90;
  for (const chart of charts) {
    pdf.fontSize(13).fillColor('#111827').text(chart.title, left, undefined);
    pdf.moveDown(0.4);
    const longest = Math.max(...chart.bars.map((bar) => bar.minutes), 1);
    for (const bar of chart.bars) {
      if (pdf.y + BAR_HEIGHT + ROW_GAP > pdf.page.height - pdf.page.margins.bottom) pdf.addPage();
      const y = pdf.y;
      pdf.fontSize(9).fillColor('#374151').text(bar.label, left, y, { width: LABEL_WIDTH - 8, lineBreak: false, ellipsis: true });
      pdf.rect(left + LABEL_WIDTH, y, Math.max(2, (bar.minutes / longest) * barSpace), BAR_HEIGHT).fill(bar.color);
      pdf.fillColor('#374151').text(durationOf(bar.minutes), left + LABEL_WIDTH + barSpace + 8, y, { width: 82, lineBreak: false });
      pdf.x = left;
      pdf.y = y + BAR_HEIGHT + ROW_GAP;
    }
    pdf.moveDown(0.8);
  }
}
