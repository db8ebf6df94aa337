/**
 * A map-like picture for a leasing office: a street grid with two named main roads, a park,
 * a creek and a pin with a label. Not a real map (nothing is fetched). 1200×800.
 */
import { escapeXml, FONT, poly, random, rect, seedOf, svgDocument, text } from './svg-kit';

export interface MapPicture {
  label: string;
  horizontalStreet: string;
  verticalStreet: string;
  seed: string;
}

const W = 1200;
const H = 800;

export function mapSvg(m: MapPicture): string {
  const rand = random(seedOf(m.seed));
  const parts: string[] = [rect(0, 0, W, H, '#ecebe4')];
  const xs: number[] = [];
  const ys: number[] = [];
  for (let x = 40 + rand() * 60; x < W; x += 120 + rand() * 70) xs.push(x);
  for (let y = 30 + rand() * 50; y < H; y += 110 + rand() * 60) ys.push(y);
  const mainX = xs[Math.floor(xs.length / 2)]!;
  const mainY = ys[Math.floor(ys.length / 2)]!;

  // Blocks with buildings.
  for (let i = 0; i < xs.length - 1; i++) {
    for (let j = 0; j < ys.length - 1; j++) {
      const [x1, x2, y1, y2] = [xs[i]! + 9, xs[i + 1]! - 9, ys[j]! + 9, ys[j + 1]! - 9];
      parts.push(rect(x1, y1, x2 - x1, y2 - y1, '#e2e0d6', 'rx="4"'));
      const count = 2 + Math.floor(rand() * 3);
      for (let b = 0; b < count; b++) {
        const bw = 20 + rand() * ((x2 - x1) / 2.5);
        const bh = 16 + rand() * ((y2 - y1) / 2.5);
        parts.push(rect(x1 + 6 + rand() * (x2 - x1 - bw - 12), y1 + 6 + rand() * (y2 - y1 - bh - 12), bw, bh, '#d3d0c4', 'rx="2"'));
      }
    }
  }
  // A park on one block and a creek across the map.
  const pi = Math.floor(rand() * (xs.length - 2));
  const pj = Math.floor(rand() * (ys.length - 2));
  parts.push(rect(xs[pi]! + 9, ys[pj]! + 9, xs[pi + 1]! - xs[pi]! - 18, ys[pj + 1]! - ys[pj]! - 18, '#c5dfb4', 'rx="6"'));
  const creekY = H * (0.15 + rand() * 0.2);
  parts.push(
    `<path d="M -20 ${creekY} C 300 ${creekY + 120}, 500 ${creekY - 80}, 800 ${creekY + 60} S 1100 ${creekY + 10}, 1240 ${creekY + 90}" fill="none" stroke="#a9cbe6" stroke-width="16" stroke-linecap="round"/>`,
  );

  // Streets: minor ones first, then the two main roads.
  for (const x of xs) parts.push(rect(x - 6, 0, 12, H, '#ffffff'));
  for (const y of ys) parts.push(rect(0, y - 6, W, 12, '#ffffff'));
  parts.push(rect(mainX - 12, 0, 24, H, '#fbe7b5', 'stroke="#e2c37a" stroke-width="2"'));
  parts.push(rect(0, mainY - 12, W, 24, '#fbe7b5', 'stroke="#e2c37a" stroke-width="2"'));

  const street = (x: number, y: number, name: string, rotate = 0) =>
    `<text x="${x}" y="${y}" font-family="${FONT}" font-size="15" fill="#6d6552" text-anchor="middle" letter-spacing="1" transform="rotate(${rotate} ${x} ${y})">${escapeXml(name)}</text>`;
  parts.push(street(W * 0.22, mainY + 5, m.horizontalStreet));
  parts.push(street(W * 0.8, mainY + 5, m.horizontalStreet));
  parts.push(street(mainX + 5, H * 0.2, m.verticalStreet, 90));
  parts.push(street(mainX + 5, H * 0.82, m.verticalStreet, 90));

  // The pin, just off the main intersection, and its label.
  const px = mainX + 70;
  const py = mainY - 40;
  parts.push(`<ellipse cx="${px}" cy="${py + 4}" rx="14" ry="5" fill="#000" opacity="0.25"/>`);
  parts.push(`<path d="M ${px} ${py} C ${px - 8} ${py - 20}, ${px - 26} ${py - 30}, ${px - 26} ${py - 50} A 26 26 0 1 1 ${px + 26} ${py - 50} C ${px + 26} ${py - 30}, ${px + 8} ${py - 20}, ${px} ${py} Z" fill="#c8472d" stroke="#ffffff" stroke-width="3"/>`);
  parts.push(`<circle cx="${px}" cy="${py - 50}" r="9" fill="#ffffff"/>`);
  const labelWidth = Math.max(180, m.label.length * 11 + 40);
  parts.push(rect(px + 34, py - 86, labelWidth, 44, '#ffffff', 'rx="8" stroke="#c9c4b4"'));
  parts.push(text(px + 54, py - 58, m.label, 18, '#2b2b2b', 'font-weight="bold"'));
  parts.push(poly([[px + 34, py - 70], [px + 26, py - 62], [px + 34, py - 58]], '#ffffff'));
  return svgDocument(W, H, '', parts.join(''));
}
