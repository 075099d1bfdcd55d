/** Small, self-contained SVG artwork generated at seed time (nothing is downloaded), stored as WebP pictures (pictures.ts). */

export const PALETTE = ['#2f7d4f', '#3d8b5a', '#5a9e3f', '#1f6f5c', '#7a9a2e', '#c7772a', '#b5532f', '#6b4fa0', '#2d6a8f', '#8a5a2b'];

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);
}

/** Splits text into at most `maxLines` lines of about `width` characters. */
function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    if ((current + ' ' + word).trim().length > width && current) {
      lines.push(current);
      current = word;
    } else current = (current + ' ' + word).trim();
  }
  if (current) lines.push(current);
  return lines.slice(0, maxLines);
}

function textLines(lines: string[], x: number, y: number, size: number, color: string, weight = 600): string {
  return lines
    .map((line, i) => `<text x="${x}" y="${y + i * size * 1.25}" font-family="Georgia, 'Times New Roman', serif" font-size="${size}" font-weight="${weight}" fill="${color}" text-anchor="middle">${escapeXml(line)}</text>`)
    .join('');
}

const LEAF = (x: number, y: number, scale: number, color: string) =>
  `<g transform="translate(${x} ${y}) scale(${scale})"><path d="M0 40 C 10 0, 50 -10, 60 -40 C 70 10, 40 45, 0 40 Z" fill="${color}"/><path d="M2 38 C 20 20, 40 0, 58 -36" stroke="#ffffff" stroke-opacity="0.6" stroke-width="2" fill="none"/></g>`;

export function productSvg(name: string, brand: string, color: string, motif: 'bottle' | 'jar' | 'box'): string {
  const container =
    motif === 'bottle'
      ? `<rect x="125" y="60" width="50" height="18" rx="4" fill="#3b3b3b"/><rect x="105" y="76" width="90" height="120" rx="18" fill="#ffffff" fill-opacity="0.92"/>`
      : motif === 'jar'
        ? `<rect x="95" y="70" width="110" height="22" rx="6" fill="#3b3b3b"/><rect x="90" y="90" width="120" height="106" rx="14" fill="#ffffff" fill-opacity="0.92"/>`
        : `<rect x="95" y="64" width="110" height="132" rx="6" fill="#ffffff" fill-opacity="0.92"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#f4efe2"/></linearGradient></defs>
<rect width="300" height="300" rx="18" fill="url(#g)"/>
${container}
${LEAF(118, 150, 0.9, color)}
${textLines([brand], 150, 120, 13, '#333333', 700)}
${textLines(wrap(name, 24, 2), 150, 232, 17, '#1e2b22')}
</svg>`;
}

export function logoSvg(name: string, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120" viewBox="0 0 240 120">
<rect width="240" height="120" rx="14" fill="#ffffff" stroke="${color}" stroke-width="3"/>
${LEAF(18, 58, 0.55, color)}
${textLines(wrap(name, 16, 2), 140, 56, 20, color, 700)}
</svg>`;
}

export function bannerSvg(headline: string, subline: string, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400">
<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#e9a23b"/></linearGradient></defs>
<rect width="1200" height="400" fill="url(#b)"/>
${LEAF(900, 220, 3, '#ffffff33')}${LEAF(1020, 300, 2, '#ffffff44')}
${textLines([headline], 480, 180, 54, '#ffffff', 700)}
${textLines([subline], 480, 250, 26, '#fffbe8', 400)}
</svg>`;
}

export function iconSvg(label: string, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">
<circle cx="80" cy="80" r="76" fill="${color}" fill-opacity="0.12" stroke="${color}" stroke-width="3"/>
${LEAF(52, 78, 0.8, color)}
${textLines(wrap(label, 14, 2), 80, 128, 14, '#1e2b22', 700)}
</svg>`;
}

export function portraitSvg(initials: string, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300">
<rect width="300" height="300" fill="${color}"/>
<circle cx="150" cy="120" r="56" fill="#f4efe2"/><path d="M60 290 C 70 200, 230 200, 240 290 Z" fill="#f4efe2"/>
${textLines([initials], 150, 136, 44, color, 700)}
</svg>`;
}

/** Takes a drawing for `<folder>/<fileName>.svg` and returns the public URL of the picture stored for it (pictures.ts). */
export type SeedImageWriter = (folder: string, fileName: string, svg: string) => string;

export function slug(text: string): string {
  return text.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}
