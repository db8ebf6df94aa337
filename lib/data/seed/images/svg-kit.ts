/** Small helpers for the demo's generated SVG illustrations (rendered to JPEG/PNG by sharp). */

export const FONT = 'DejaVu Sans, Verdana, sans-serif';

/** A deterministic pseudo-random generator (mulberry32): the same seed draws the same picture. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A stable numeric seed from a text. */
export function seedOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const toHex = (c: number[]) => `#${c.map((v) => Math.round(Math.min(255, Math.max(0, v))).toString(16).padStart(2, '0')).join('')}`;

/** Mixes two #rrggbb colours (t = 0 → a, 1 → b). */
export function mix(a: string, b: string, t: number): string {
  const x = channels(a);
  const y = channels(b);
  return toHex(x.map((v, i) => v + (y[i]! - v) * t));
}

export const shade = (color: string, t: number) => mix(color, '#000000', t);
export const tint = (color: string, t: number) => mix(color, '#ffffff', t);

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}

export function svgDocument(width: number, height: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

/** A linear gradient; vertical by default. */
export function gradient(id: string, stops: [number, string][], vertical = true, extra = ''): string {
  const dir = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  const s = stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join('');
  return `<linearGradient id="${id}" ${dir} ${extra}>${s}</linearGradient>`;
}

export function radial(id: string, stops: [number, string, number?][]): string {
  const s = stops
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`)
    .join('');
  return `<radialGradient id="${id}">${s}</radialGradient>`;
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" fill="${fill}" ${extra}/>`;

export const poly = (points: [number, number][], fill: string, extra = '') =>
  `<polygon points="${points.map(([x, y]) => `${r1(x)},${r1(y)}`).join(' ')}" fill="${fill}" ${extra}/>`;

export const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(r)}" fill="${fill}" ${extra}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="${fill}" ${extra}/>`;

export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width = 1, extra = '') =>
  `<line x1="${r1(x1)}" y1="${r1(y1)}" x2="${r1(x2)}" y2="${r1(y2)}" stroke="${stroke}" stroke-width="${width}" ${extra}/>`;

export const text = (x: number, y: number, content: string, size: number, fill: string, extra = '') =>
  `<text x="${r1(x)}" y="${r1(y)}" font-family="${FONT}" font-size="${size}" fill="${fill}" ${extra}>${escapeXml(content)}</text>`;

export function r1(n: number): number {
  return Math.round(n * 10) / 10;
}

/** A leafy tree: trunk and overlapping crowns. */
export function tree(x: number, ground: number, size: number, leaf: string, rand: () => number): string {
  const trunk = rect(x - size * 0.06, ground - size * 0.9, size * 0.12, size * 0.9, '#6b4f3a');
  const crowns = Array.from({ length: 5 }, (_, i) => {
    const angle = (i / 5) * Math.PI * 2;
    const cx = x + Math.cos(angle) * size * 0.28 * (0.7 + rand() * 0.6);
    const cy = ground - size * 1.05 + Math.sin(angle) * size * 0.22;
    return circle(cx, cy, size * (0.32 + rand() * 0.1), i % 2 ? leaf : shade(leaf, 0.12));
  }).join('');
  return trunk + crowns + circle(x, ground - size * 1.15, size * 0.3, tint(leaf, 0.12));
}
