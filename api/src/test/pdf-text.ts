import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The text of every page of a PDF, as a reader would copy it. */
export async function pdfText(bytes: ArrayBuffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  return pages.join('\n');
}

/** The text runs of a PDF's first page with the font each is set in (bold text is in another font) and its baseline. */
export async function pdfTextRuns(bytes: ArrayBuffer): Promise<{ text: string; font: string; y: number }[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  const content = await (await pdf.getPage(1)).getTextContent();
  return content.items.flatMap((item) =>
    'str' in item && item.str.trim()
      ? [{ text: item.str, font: item.fontName, y: Math.round(item.transform[5] as number) }]
      : [],
  );
}
