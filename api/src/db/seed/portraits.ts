/**
 * Illustrated doctor portraits generated at seed time (flat head-and-shoulders in a white coat with a
 * stethoscope; skin tone, hair and background vary), so the home page's team cards look like a team.
 */
export interface PortraitLook {
  gender: 'Male' | 'Female' | 'Others';
  skin: string;
  hair: string;
  background: string;
  shirt: string;
  /** 0..2: variations of the hair style */
  style: number;
  glasses?: boolean;
  beard?: boolean;
}

export const SKIN_TONES = ['#f1c7a5', '#e0ac84', '#c98e62', '#a86f48', '#8d5a3b'];
export const HAIR_COLOURS = ['#1d1611', '#2b1d14', '#3a2a1e', '#55463b', '#6b6b6b'];
export const BACKGROUNDS = ['#dcefe3', '#fde9cf', '#e4ecf7', '#efe3f3', '#e8f1d8', '#f6e0dc', '#dff0ee'];
export const SHIRTS = ['#2e8b57', '#1d5fa8', '#8a3b5c', '#c7772a', '#4b5d9a', '#2d6a6a'];

function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.max(0, Math.min(255, Math.round(((n >> shift) & 255) * (1 + amount))));
  return `#${[16, 8, 0].map((shift) => channel(shift).toString(16).padStart(2, '0')).join('')}`;
}

function backHair(look: PortraitLook): string {
  if (look.gender === 'Male') return '';
  // long hair falling behind the shoulders, or a bun
  return look.style === 2
    ? `<circle cx="150" cy="62" r="26" fill="${look.hair}"/>`
    : `<path d="M92 118 C 88 60, 212 60, 208 118 L 214 214 C 190 226, 110 226, 86 214 Z" fill="${look.hair}"/>`;
}

function frontHair(look: PortraitLook): string {
  const h = look.hair;
  if (look.gender === 'Male') {
    return look.style === 1
      ? `<path d="M100 112 C 98 64, 202 60, 200 112 C 190 92, 170 84, 150 86 C 128 84, 110 94, 100 112 Z" fill="${h}"/>`
      : `<path d="M98 116 C 92 58, 208 56, 202 116 C 196 100, 186 90, 176 88 C 160 96, 124 96, 108 90 C 102 98, 100 106, 98 116 Z" fill="${h}"/>`;
  }
  return `<path d="M98 120 C 94 62, 206 62, 202 120 C 192 96, 170 84, 150 88 C 130 84, 108 96, 98 120 Z" fill="${h}"/><path d="M150 88 C 140 96, 128 104, 116 108" stroke="${shade(h, 0.35)}" stroke-width="2" fill="none"/>`;
}

function face(look: PortraitLook): string {
  const s = look.skin;
  const dark = shade(s, -0.35);
  const glasses = look.glasses
    ? `<g fill="none" stroke="#3b3b3b" stroke-width="3"><circle cx="131" cy="124" r="12"/><circle cx="169" cy="124" r="12"/><path d="M143 124 h14"/></g>`
    : '';
  const beard = look.beard ? `<path d="M112 140 C 116 180, 184 180, 188 140 C 178 162, 122 162, 112 140 Z" fill="${look.hair}" opacity="0.9"/>` : '';
  const bindi = look.gender === 'Female' && look.style === 0 ? `<circle cx="150" cy="108" r="3" fill="#b42318"/>` : '';
  return `<ellipse cx="103" cy="128" rx="8" ry="12" fill="${shade(s, -0.08)}"/><ellipse cx="197" cy="128" rx="8" ry="12" fill="${shade(s, -0.08)}"/>
<ellipse cx="150" cy="126" rx="48" ry="56" fill="${s}"/>
<path d="M124 113 q7 -5 14 0 M162 113 q7 -5 14 0" stroke="${dark}" stroke-width="3" fill="none" stroke-linecap="round"/>
<circle cx="131" cy="125" r="4" fill="#2a1c14"/><circle cx="169" cy="125" r="4" fill="#2a1c14"/>
<path d="M150 128 q-4 12 2 16" stroke="${shade(s, -0.2)}" stroke-width="2.5" fill="none" stroke-linecap="round"/>
<path d="M136 155 q14 10 28 0" stroke="#8c3b2e" stroke-width="3.5" fill="none" stroke-linecap="round"/>
<ellipse cx="122" cy="146" rx="8" ry="5" fill="#e88f7a" opacity="0.25"/><ellipse cx="178" cy="146" rx="8" ry="5" fill="#e88f7a" opacity="0.25"/>
${beard}${glasses}${bindi}`;
}

function body(look: PortraitLook): string {
  const s = look.skin;
  return `<rect x="134" y="170" width="32" height="30" fill="${shade(s, -0.12)}"/>
<path d="M40 300 C 44 236, 96 204, 150 204 C 204 204, 256 236, 260 300 Z" fill="#ffffff"/>
<path d="M124 204 L 150 250 L 176 204 Z" fill="${look.shirt}"/>
<path d="M124 204 L 150 250 L 112 300 L 96 214 Z M176 204 L 150 250 L 188 300 L 204 214 Z" fill="#f1f4f2"/>
<path d="M96 214 L 124 204 L 150 250 L 132 262 Z M204 214 L 176 204 L 150 250 L 168 262 Z" fill="#e3e9e5"/>
<path d="M118 206 C 104 240, 110 266, 132 272" stroke="#2f3b36" stroke-width="5" fill="none" stroke-linecap="round"/>
<path d="M182 206 C 196 236, 196 258, 184 268" stroke="#2f3b36" stroke-width="5" fill="none" stroke-linecap="round"/>
<circle cx="184" cy="274" r="9" fill="#9aa5a0" stroke="#2f3b36" stroke-width="3"/>
<rect x="196" y="262" width="22" height="6" rx="2" fill="${look.shirt}" opacity="0.8"/>`;
}

export function doctorPortraitSvg(look: PortraitLook): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300">
<defs><radialGradient id="bg" cx="0.5" cy="0.35" r="0.75"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${look.background}"/></radialGradient></defs>
<rect width="300" height="300" fill="url(#bg)"/>
${backHair(look)}
${body(look)}
${face(look)}
${frontHair(look)}
</svg>`;
}

/** A deterministic look for the n-th seeded doctor. */
export function lookFor(index: number, gender: 'Male' | 'Female' | 'Others'): PortraitLook {
  return {
    gender,
    skin: SKIN_TONES[(index * 3 + 1) % SKIN_TONES.length],
    hair: HAIR_COLOURS[index % (HAIR_COLOURS.length - (index > 4 ? 0 : 1))],
    background: BACKGROUNDS[index % BACKGROUNDS.length],
    shirt: SHIRTS[index % SHIRTS.length],
    style: index % 3,
    glasses: index % 3 === 1,
    beard: gender === 'Male' && index % 2 === 1,
  };
}
