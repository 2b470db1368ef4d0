// Builds the landing page's brochure, one A4 PDF per locale, from the landing texts of
// client/src/features/landing/locales/*.json, with Debian's Chromium (print to PDF embeds the system's fonts:
// install fonts-noto-cjk for Korean). Output: client/public/brochure/quarter-brochure-<locale>.pdf,
// which Vite copies to dist/client/brochure/. Run by hand after changing the landing texts:
//   node client/brochure/build-brochure.mjs
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const LOCALES = ['ko-KR', 'en-US', 'vi-VN'];

const escape = (text) =>
  String(text).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

function page(locale, t) {
  const font =
    locale === 'vi-VN'
      ? "'Noto Sans', 'DejaVu Sans', 'Liberation Sans', 'Noto Sans CJK KR', sans-serif"
      : "'Noto Sans CJK KR', 'Noto Sans KR', 'Apple SD Gothic Neo', sans-serif";
  const feature = (key) => `
    <div class="feature">
      <h3>${escape(t[`landing.feature.${key}.title`])}</h3>
      <p>${escape(t[`landing.feature.${key}.body`])}</p>
    </div>`;
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><style>
    @page { size: A4; margin: 0; }
    * { box-sizing: border-box; }
    body { margin: 0; font-family: ${font}; color: #1f242c; word-break: keep-all; }
    .sheet { width: 210mm; height: 297mm; padding: 20mm 20mm 18mm; display: flex; flex-direction: column; gap: 7mm;
      background: radial-gradient(120mm 80mm at 100% 0%, #eef2ff, transparent 70%), #fff; }
    .brand { display: flex; align-items: center; gap: 3mm; font-weight: 800; font-size: 15pt; }
    .mark { width: 9mm; height: 9mm; border-radius: 2mm; background: #4766d6; display: grid;
      grid-template-columns: 1fr 1fr; gap: 0.8mm; padding: 1.8mm; }
    .mark i { background: #fff; border-radius: 0.5mm; } .mark i:nth-child(2), .mark i:nth-child(3) { opacity: .55 } .mark i:nth-child(4) { opacity: .3 }
    .eyebrow { display: inline-block; padding: 1.2mm 3mm; border-radius: 10mm; background: #eef2ff; color: #2f4ca9; font-weight: 700; font-size: 10pt; }
    h1 { margin: 4mm 0 0; font-size: 27pt; line-height: 1.25; letter-spacing: -0.02em; }
    .lead { margin: 0; font-size: 12pt; line-height: 1.75; color: #4a5362; }
    h2 { margin: 0 0 4mm; font-size: 16pt; }
    .features { display: grid; grid-template-columns: 1fr 1fr 1fr; gap: 5mm; }
    .feature { border: 0.3mm solid #e6e9ef; border-radius: 4mm; padding: 5mm; }
    .feature h3 { margin: 0 0 2mm; font-size: 12pt; color: #2f4ca9; }
    .feature p { margin: 0; font-size: 9.5pt; line-height: 1.7; color: #4a5362; }
    .voucher { border-radius: 5mm; padding: 7mm 8mm; color: #fff; background: linear-gradient(135deg, #2f4ca9, #5677f0);
      display: grid; grid-template-columns: auto 1fr; gap: 7mm; align-items: center; }
    .voucher .number { font-size: 30pt; font-weight: 800; white-space: nowrap; }
    .voucher h3 { margin: 0 0 2mm; font-size: 13pt; } .voucher p { margin: 0; font-size: 10pt; line-height: 1.7; color: #eef2ff; }
    .closing { margin-top: auto; border-top: 0.3mm solid #e6e9ef; padding-top: 6mm; display: flex; justify-content: space-between; align-items: flex-end; gap: 6mm; }
    .closing h2 { margin: 0 0 2mm; line-height: 1.35; } .closing p { margin: 0; color: #4a5362; font-size: 10pt; line-height: 1.6; }
    .cta { padding: 3mm 6mm; border-radius: 2mm; background: #4766d6; color: #fff; font-weight: 700; font-size: 11pt; white-space: nowrap; }
    </style></head><body><div class="sheet">
    <div class="brand"><span class="mark"><i></i><i></i><i></i><i></i></span>Quarter</div>
    <div><span class="eyebrow">${escape(t['landing.hero.eyebrow'])}</span>
      <h1>${escape(t['landing.hero.title'])}</h1></div>
    <p class="lead">${escape(t['landing.hero.lead'])}</p>
    <div><h2>${escape(t['landing.features.title'])}</h2>
      <div class="features">${feature('goals')}${feature('ai')}${feature('feedback')}</div></div>
    <div class="voucher"><div class="number">${escape(t['landing.voucher.number'])}</div>
      <div><h3>${escape(t['landing.voucher.title'])}</h3><p>${escape(t['landing.voucher.body'])}</p></div></div>
    <div class="closing"><div><h2>${escape(t['landing.closing.title'])}</h2><p>${escape(t['landing.closing.body'])}</p></div>
      <span class="cta">${escape(t['landing.cta.start'])}</span></div>
  </div></body></html>`;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  for (const locale of LOCALES) {
    const texts = JSON.parse(readFileSync(here(`../src/features/landing/locales/${locale}.json`), 'utf8'));
    const tab = await browser.newPage();
    await tab.setContent(page(locale, texts), { waitUntil: 'load' });
    const out = here(`../public/brochure/quarter-brochure-${locale}.pdf`);
    await tab.pdf({ path: out, format: 'A4', printBackground: true, preferCSSPageSize: true });
    await tab.close();
    console.log(`wrote ${out}`);
  }
} finally {
  await browser.close();
}
