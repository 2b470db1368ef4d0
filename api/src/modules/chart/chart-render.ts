import { createHash } from 'node:crypto';
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
const FONT_DIR = dirname(
  createRequire(import.meta.url).resolve('pretendard/dist/public/static/Pretendard-Regular.otf'),
);
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

/** Charts drawn lately, by their spec: a report opened again, or asked again in the chat, is not drawn again. */
const DRAWN_MAX = 200;
const drawn = new Map<string, Promise<RenderedChart>>();

/**
 * Renders a vega-lite spec on the server: vega's headless View (renderer "none") writes the SVG, and
 * resvg rasterises it with Pretendard only (no system fonts: the same pixels on every machine). The
 * same spec gives the same picture, so the last DRAWN_MAX are kept (about 50 kB each).
 */
export function renderChart(spec: TopLevelSpec): Promise<RenderedChart> {
  const key = createHash('sha256').update(JSON.stringify(spec)).digest('base64url');
  const known = drawn.get(key);
  if (known) {
    // Most recently used last: the oldest is the first to go.
    drawn.delete(key);
    drawn.set(key, known);
    return known;
  }
  const rendering = draw(spec);
  drawn.set(key, rendering);
  rendering.catch(() => drawn.delete(key));
  if (drawn.size > DRAWN_MAX) drawn.delete(drawn.keys().next().value!);
  return rendering;
}

async function draw(spec: TopLevelSpec): Promise<RenderedChart> {
  const view = new View(parseVega(compile(spec).spec), { renderer: 'none' });
  try {
    const svg = await view.toSVG();
    const resvg = new Resvg(svg, {
      font: {
        loadSystemFonts: false,
        fontFiles: FONT_FILES,
        defaultFontFamily: CHART_FONT,
        sansSerifFamily: CHART_FONT,
      },
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
