// node lab/make-card-art.mjs: draws the artwork of the eight service cards (the
// promotional block) and writes it as WebP into src/assets/cards/, at 1182x740 (2x the large card,
// 591x370) and 740x416 (2x the small card, 370x208). The pictures are our own: SVG compositions
// made here, rasterised by the Chromium the e2e tests already use (its canvas encodes WebP), so no
// image library is needed. Run it again after changing a drawing; the output is committed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { launchChromium } from '../test-kit/browsers.mjs';

const OUT = new URL('../src/assets/cards/', import.meta.url);
const W = 1182;
const H = 740;
/** [name, width, height]: the small card is wider than the large one, so the art is cropped to fit. */
const SIZES = [
  ['', 1182, 740],
  ['-small', 740, 416],
];

const defs = (id, from, to) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;

/** Soft round lights in the background, the same gentle texture on every card. */
const bokeh = (color, spots) =>
  spots.map(([x, y, r, o]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${color}" opacity="${o}"/>`).join('');

const ART = {
  gastronomia: `
    <defs>${defs('bg', '#23343b', '#0f1b20')}
      <radialGradient id="plate" cx="0.45" cy="0.4" r="0.6"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#dfe3e4"/></radialGradient>
    </defs>
    <rect width="${W}" height="${H}" fill="url(#bg)"/>
    ${bokeh('#e9c98b', [
      [140, 120, 60, 0.08],
      [1040, 620, 90, 0.07],
      [980, 90, 40, 0.1],
    ])}
    <ellipse cx="700" cy="385" rx="255" ry="255" fill="#0b1418" opacity="0.45"/>
    <circle cx="690" cy="370" r="250" fill="url(#plate)"/>
    <circle cx="690" cy="370" r="185" fill="none" stroke="#cfd5d7" stroke-width="3"/>
    <path d="M600 420c20-80 150-110 200-40 30 45-10 95-90 100-70 5-120-20-110-60z" fill="#8c4a2f"/>
    <path d="M615 410c25-55 130-80 170-30" fill="none" stroke="#b86d45" stroke-width="10" stroke-linecap="round"/>
    <circle cx="640" cy="300" r="26" fill="#e4572e"/><circle cx="690" cy="285" r="20" fill="#f2a541"/>
    <circle cx="735" cy="305" r="16" fill="#e4572e"/>
    <g fill="#5b8c51"><ellipse cx="780" cy="350" rx="34" ry="12" transform="rotate(-30 780 350)"/>
      <ellipse cx="805" cy="380" rx="30" ry="10" transform="rotate(20 805 380)"/><ellipse cx="590" cy="355" rx="28" ry="10" transform="rotate(35 590 355)"/></g>
    <g fill="#d9dee0"><rect x="360" y="170" width="14" height="400" rx="7"/>
      <rect x="336" y="170" width="8" height="120" rx="4"/><rect x="356" y="170" width="8" height="120" rx="4"/><rect x="376" y="170" width="8" height="120" rx="4"/><rect x="396" y="170" width="8" height="120" rx="4"/>
      <rect x="338" y="280" width="66" height="26" rx="12"/>
      <path d="M1000 170c30 0 40 90 30 170l-20 10v220a9 9 0 0 1-18 0V170z"/></g>`,

  'bp-kosher': `
    <defs>${defs('bg', '#173a63', '#0b1c33')}
      <linearGradient id="gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f5d78e"/><stop offset="1" stop-color="#c99a3c"/></linearGradient>
      <pattern id="grid" width="60" height="60" patternUnits="userSpaceOnUse"><path d="M30 4l6 10h-12zM30 56l-6-10h12z" fill="#ffffff" opacity="0.05"/></pattern>
    </defs>
    <rect width="${W}" height="${H}" fill="url(#bg)"/>
    <rect width="${W}" height="${H}" fill="url(#grid)"/>
    <circle cx="700" cy="360" r="245" fill="none" stroke="url(#gold)" stroke-width="3" opacity="0.55"/>
    <circle cx="700" cy="360" r="222" fill="#ffffff" opacity="0.04"/>
    <g fill="none" stroke="url(#gold)" stroke-width="26" stroke-linejoin="round">
      <path d="M700 170L864 455H536z"/><path d="M700 550L536 265H864z"/></g>
    <g fill="url(#gold)" opacity="0.9">
      <rect x="975" y="420" width="22" height="150" rx="4"/><rect x="1025" y="400" width="22" height="170" rx="4"/><rect x="1075" y="430" width="22" height="140" rx="4"/>
      <path d="M986 410c-10-16 0-30 0-30s10 14 0 30zM1036 390c-10-16 0-30 0-30s10 14 0 30zM1086 420c-10-16 0-30 0-30s10 14 0 30z"/></g>`,

  decoracao: `
    <defs>${defs('bg', '#f7dfe3', '#e9b9c3')}</defs>
    <rect width="${W}" height="${H}" fill="url(#bg)"/>
    ${bokeh('#ffffff', [
      [180, 140, 90, 0.35],
      [1050, 120, 70, 0.4],
      [1000, 640, 120, 0.25],
    ])}
    <g fill="#6f9a6a">
      <path d="M520 520c-80-40-120-140-90-220 70 40 110 130 90 220z"/><path d="M890 540c80-30 130-120 110-210-70 35-120 120-110 210z"/>
      <path d="M700 620c-10-90 30-170 100-200 20 80-20 160-100 200z"/></g>
    <g stroke="#557a52" stroke-width="6" fill="none"><path d="M700 640V380M600 640c0-120 40-200 100-260M800 640c0-110-30-190-90-250"/></g>
    ${[
      [700, 300, 90, '#b83b5e'],
      [560, 380, 70, '#f08a9b'],
      [850, 370, 76, '#d9577a'],
      [640, 200, 52, '#f6b8c4'],
      [790, 220, 58, '#ffffff'],
    ]
      .map(
        ([x, y, r, c]) =>
          `<g transform="translate(${x} ${y})">${[0, 72, 144, 216, 288]
            .map((a) => `<ellipse cx="0" cy="${-r * 0.55}" rx="${r * 0.5}" ry="${r * 0.62}" fill="${c}" transform="rotate(${a})"/>`)
            .join('')}<circle r="${r * 0.28}" fill="#f2c14e"/></g>`,
      )
      .join('')}`,

  'doces-finos': `
    <defs>${defs('bg', '#fbf1e4', '#efd9bd')}
      <radialGradient id="choco" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="#7a4a2e"/><stop offset="1" stop-color="#3e2116"/></radialGradient>
    </defs>
    <rect width="${W}" height="${H}" fill="url(#bg)"/>
    <rect y="560" width="${W}" height="180" fill="#e3c7a3"/>
    ${[
      [520, 470],
      [700, 470],
      [880, 470],
      [610, 330],
      [790, 330],
    ]
      .map(
        ([x, y]) => `
      <path d="M${x - 80} ${y + 30}h160l-22 90h-116z" fill="#c0392b"/>
      <path d="M${x - 80} ${y + 30}h160" stroke="#96281b" stroke-width="6"/>
      ${[-60, -30, 0, 30, 60].map((d) => `<path d="M${x + d} ${y + 36}l${d / 6} 78" stroke="#96281b" stroke-width="3"/>`).join('')}
      <circle cx="${x}" cy="${y}" r="68" fill="url(#choco)"/>
      ${[
        [-30, -30],
        [10, -45],
        [35, -10],
        [-15, 5],
        [20, 25],
        [-40, 15],
        [0, -15],
      ]
        .map(
          ([dx, dy], i) =>
            `<rect x="${x + dx}" y="${y + dy}" width="14" height="5" rx="2.5" fill="${['#f6d6a8', '#ffffff', '#e8b04b'][i % 3]}" transform="rotate(${i * 40} ${x + dx} ${y + dy})"/>`,
        )
        .join('')}`,
      )
      .join('')}
    <g transform="translate(1030 560)"><ellipse rx="70" ry="26" cy="-30" fill="#b7d3c1"/><rect x="-66" y="-30" width="132" height="22" fill="#fff7ea"/><ellipse rx="70" ry="26" fill="#b7d3c1"/></g>
    <g transform="translate(170 560)"><ellipse rx="70" ry="26" cy="-30" fill="#f4b6c2"/><rect x="-66" y="-30" width="132" height="22" fill="#fff7ea"/><ellipse rx="70" ry="26" fill="#f4b6c2"/></g>`,

  entretenimento: `
    <defs>${defs('bg', '#2b1748', '#120a22')}
      <linearGradient id="beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffe3a3" stop-opacity="0.55"/><stop offset="1" stop-color="#ffe3a3" stop-opacity="0"/></linearGradient>
    </defs>
    <rect width="${W}" height="${H}" fill="url(#bg)"/>
    <path d="M330 0h60l180 740H150z" fill="url(#beam)"/><path d="M860 0h60l170 740H690z" fill="url(#beam)" opacity="0.7"/>
    ${bokeh('#c59bff', [
      [200, 560, 50, 0.15],
      [1060, 200, 70, 0.12],
      [600, 650, 40, 0.18],
    ])}
    <g fill="#ffd36b">
      <ellipse cx="560" cy="470" rx="56" ry="42" transform="rotate(-20 560 470)"/><rect x="602" y="200" width="16" height="270"/>
      <path d="M610 200c60 20 90 60 80 130-20-50-50-60-80-70z"/>
      <ellipse cx="780" cy="420" rx="56" ry="42" transform="rotate(-20 780 420)"/><ellipse cx="940" cy="380" rx="56" ry="42" transform="rotate(-20 940 380)"/>
      <rect x="822" y="170" width="16" height="250"/><rect x="982" y="140" width="16" height="240"/><path d="M822 170l176-30v40l-176 30z"/></g>
    <g fill="#ff8fb1"><ellipse cx="420" cy="300" rx="30" ry="22" transform="rotate(-20 420 300)"/><rect x="442" y="150" width="9" height="150"/></g>`,

  'eleven-bar': `
    <defs>${defs('bg', '#3b2514', '#160d07')}
      <linearGradient id="drink" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6b24a"/><stop offset="1" stop-color="#d9662b"/></linearGradient>
    </defs>
    <rect width="${W}" height="${H}" fill="url(#bg)"/>
    ${bokeh('#f6b24a', [
      [150, 150, 70, 0.12],
      [330, 90, 40, 0.15],
      [1080, 140, 90, 0.1],
      [960, 80, 30, 0.2],
    ])}
    <rect y="600" width="${W}" height="140" fill="#24160b"/><rect y="596" width="${W}" height="8" fill="#8a5a2b"/>
    <g fill="#4d6b4a" opacity="0.9"><path d="M430 600V420c0-40 30-50 30-90v-70h40v70c0 40 30 50 30 90v180z"/></g>
    <g fill="#7a3b2e" opacity="0.9"><path d="M960 600V400c0-30 24-40 24-80v-60h36v60c0 40 24 50 24 80v200z"/></g>
    <path d="M560 250h300L710 420z" fill="url(#drink)"/>
    <path d="M560 250h300L710 420z" fill="none" stroke="#f5efe6" stroke-width="8" stroke-linejoin="round"/>
    <rect x="704" y="420" width="12" height="150" fill="#f5efe6"/><ellipse cx="710" cy="584" rx="90" ry="16" fill="#f5efe6"/>
    <circle cx="780" cy="290" r="24" fill="#6b8e23"/><circle cx="786" cy="284" r="7" fill="#c0392b"/>
    <path d="M810 180l-60 140" stroke="#f5efe6" stroke-width="6" stroke-linecap="round"/>`,

  concierge: `
    <defs>${defs('bg', '#11453b', '#08231e')}
      <linearGradient id="brass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f7dc8f"/><stop offset="0.5" stop-color="#d8a941"/><stop offset="1" stop-color="#9c7324"/></linearGradient>
    </defs>
    <rect width="${W}" height="${H}" fill="url(#bg)"/>
    ${bokeh('#9fe3c9', [
      [180, 160, 80, 0.08],
      [1040, 560, 110, 0.07],
      [1000, 150, 40, 0.12],
    ])}
    <ellipse cx="700" cy="560" rx="300" ry="34" fill="#041411" opacity="0.6"/>
    <rect x="420" y="500" width="560" height="50" rx="14" fill="#2d2d2d"/><rect x="420" y="500" width="560" height="16" rx="8" fill="#4a4a4a"/>
    <path d="M460 500c0-150 110-250 240-250s240 100 240 250z" fill="url(#brass)"/>
    <path d="M520 470c10-100 80-170 170-180" fill="none" stroke="#fff4cf" stroke-width="14" stroke-linecap="round" opacity="0.6"/>
    <rect x="680" y="212" width="40" height="44" rx="8" fill="url(#brass)"/><rect x="660" y="196" width="80" height="22" rx="11" fill="url(#brass)"/>
    <g stroke="#f7dc8f" stroke-width="8" stroke-linecap="round"><path d="M700 150v-50M610 170l-28-40M790 170l28-40M560 230l-44-22M840 230l44-22"/></g>`,

  'per-bambini': `
    <defs>${defs('bg', '#bfe3f5', '#8cc7ea')}</defs>
    <rect width="${W}" height="${H}" fill="url(#bg)"/>
    <g fill="#ffffff" opacity="0.85"><ellipse cx="220" cy="160" rx="110" ry="40"/><ellipse cx="290" cy="140" rx="70" ry="46"/>
      <ellipse cx="1030" cy="560" rx="120" ry="42"/><ellipse cx="960" cy="540" rx="70" ry="46"/></g>
    ${[
      [560, 300, '#e94f64', -8],
      [700, 240, '#f6c445', 0],
      [840, 300, '#4aa3df', 8],
      [630, 390, '#7bc67b', -4],
      [780, 380, '#a77bd6', 5],
    ]
      .map(
        ([x, y, c, t]) => `
      <path d="M${x} ${y + 95}C${x + 20} ${y + 200} ${700 - 10} ${600} 700 640" fill="none" stroke="#5d6b75" stroke-width="3"/>
      <g transform="rotate(${t} ${x} ${y})"><ellipse cx="${x}" cy="${y}" rx="78" ry="95" fill="${c}"/>
      <path d="M${x - 10} ${y + 93}h20l-10 16z" fill="${c}"/>
      <ellipse cx="${x - 28}" cy="${y - 38}" rx="16" ry="28" fill="#ffffff" opacity="0.35" transform="rotate(-25 ${x - 28} ${y - 38})"/></g>`,
      )
      .join('')}`,
};

const svg = (name) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">${ART[name]}</svg>`;

mkdirSync(OUT, { recursive: true });
const browser = await launchChromium();
try {
  const page = await browser.newPage();
  for (const name of Object.keys(ART)) {
    for (const [suffix, width, height] of SIZES) {
      const dataUrl = await page.evaluate(
        async ({ markup, width, height }) => {
          const image = new Image();
          image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
          await image.decode();
          const canvas = document.createElement('canvas');
          canvas.width = width;
          canvas.height = height;
          const context = canvas.getContext('2d');
          // Cover: scale to fill, crop the overflow evenly (the small card is relatively wider).
          const scale = Math.max(width / image.width, height / image.height);
          const w = image.width * scale;
          const h = image.height * scale;
          context.drawImage(image, (width - w) / 2, (height - h) / 2, w, h);
          return canvas.toDataURL('image/webp', 0.8);
        },
        { markup: svg(name), width, height },
      );
      if (!dataUrl.startsWith('data:image/webp')) throw new Error('this Chromium cannot encode WebP');
      const file = new URL(`${name}${suffix}.webp`, OUT);
      writeFileSync(file, Buffer.from(dataUrl.split(',')[1], 'base64'));
      console.log(`${file.pathname.replace(process.cwd() + '/', '')} ${width}x${height}`);
    }
  }
} finally {
  await browser.close();
}
