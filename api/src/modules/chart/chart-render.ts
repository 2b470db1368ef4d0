import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { parse as parseVega, View } from 'vega';
import { compile, type TopLevelSpec } from 'vega-lite';
import { CHART_FONT } from './chart-spec.js';

/**
 * Pretendard's faces the charts use (regular text, the medium axis titles, the semibold title): Hangul,
 * Latin and Vietnamese in one family, from the npm package, so a chart looks the same on every machine.
 */
const FONT_DIR = dirname(createRequire(import.meta.url).resolve('pretendard/dist/public/static/Pretendard-Regular.otf'));
const FONT_FILES = ['Regular', 'Medium', 'SemiBold'].map((face) => join(FONT_DIR, `Pretendard-${face}.otf`));

/** PNGs are drawn at twice the CSS size, sharp on high-density screens and in print. */
export const PNG_SCALE = 2;

export interface RenderedChart {
  /** The SVG vega draws: text as text in the chart font (searchable, selectable). */
  svg: string;
  /** The PNG resvg draws from it with the font's own files: what the chat, the page and the PDF show. */
  png: Buffer;
  /** Size in CSS pixels (the PNG is PNG_SCALE times larger). */
  width: number;
  height: number;
}

/**
 * Renders a vega-lite spec on the server: vega's headless View (renderer "none") writes the SVG, and
 * resvg rasterises it with Pretendard only (no system fonts: the same pixels on every machine).
 */
export async function renderChart(spec: TopLevelSpec): Promise<RenderedChart> {
  const view = new View(parseVega(compile(spec).spec), { renderer: 'none' });
  try {
    const svg = await view.toSVG();
    const resvg = new Resvg(svg, {
      font: { loadSystemFonts: false, fontFiles: FONT_FILES, defaultFontFamily: CHART_FONT, sansSerifFamily: CHART_FONT },
      fitTo: { mode: 'zoom', value: PNG_SCALE },
      background: '#ffffff',
      logLevel: 'off',
    });
    return { svg, png: resvg.render().asPng(), width: Math.round(resvg.width), height: Math.round(resvg.height) };
  } finally {
    view.finalize();
  }
}

/** A PNG as a data: URL, which an <img> shows under the Content-Security-Policy (img-src data:). */
export const pngDataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;
