/**
 * Architectural floor-plan drawings that match a floor plan's bedroom and bath counts:
 * walls, doors, windows, fixtures, room names and sizes. Town homes and single-family homes
 * are drawn as two levels. 1200×800.
 */
import { circle, ellipse, line, rect, svgDocument, text } from './svg-kit';

export interface FloorplanDrawing {
  name: string;
  bedroom: number;
  bathroom: number;
  squareFoot: number;
  style: string;
}

type Kind = 'bed' | 'bath' | 'half' | 'living' | 'kitchen' | 'dining' | 'garage' | 'studio';
interface Cell {
  kind: Kind;
  label: string;
  x: number;
  y: number;
  w: number;
  h: number;
  door: 'top' | 'bottom' | 'left';
}

const INK = '#2b2b2b';
const FILL: Record<Kind, string> = {
  bed: '#f3ece0',
  bath: '#e3ecf0',
  half: '#e3ecf0',
  living: '#f7f2ea',
  kitchen: '#efeee9',
  dining: '#f7f2ea',
  garage: '#e9e9e6',
  studio: '#f5efe5',
};

/** Lays out one row of weighted rooms; a 'stack' entry stacks several rooms vertically. */
function row(entries: { kind: Kind; label: string; weight: number; stack?: { kind: Kind; label: string }[] }[], x: number, y: number, w: number, h: number, door: Cell['door']): Cell[] {
  const total = entries.reduce((n, e) => n + e.weight, 0);
  const cells: Cell[] = [];
  let cx = x;
  for (const entry of entries) {
    const cw = (w * entry.weight) / total;
    if (entry.stack) {
      entry.stack.forEach((s, i) => cells.push({ ...s, x: cx, y: y + (h / entry.stack!.length) * i, w: cw, h: h / entry.stack!.length, door: 'left' }));
    } else {
      cells.push({ kind: entry.kind, label: entry.label, x: cx, y, w: cw, h, door });
    }
    cx += cw;
  }
  return cells;
}

function baths(full: number, half: number) {
  return [
    ...Array.from({ length: full }, (_, i) => ({ kind: 'bath' as Kind, label: full > 1 ? `BATH ${i + 1}` : 'BATH' })),
    ...Array.from({ length: half }, () => ({ kind: 'half' as Kind, label: '½ BATH' })),
  ];
}

/** Bedrooms `from`…`from + count - 1` of `total`. */
function bedrooms(from: number, count: number, total: number) {
  return Array.from({ length: count }, (_, i) => ({
    kind: 'bed' as Kind,
    label: total === 1 ? 'BEDROOM' : from + i === 1 ? 'PRIMARY BEDROOM' : `BEDROOM ${from + i}`,
    weight: 1,
  }));
}

/** One level holding everything (apartments, studios). */
function flatLayout(d: FloorplanDrawing, x: number, y: number, w: number, h: number, full: number, half: number): Cell[] {
  const stack = baths(full, half);
  if (d.bedroom === 0) {
    return [
      ...row([{ kind: 'studio', label: 'LIVING / SLEEPING', weight: 1.7 }], x, y, w * 0.63, h, 'bottom'),
      ...row([{ kind: 'kitchen', label: 'KITCHEN', weight: 1 }], x + w * 0.63, y, w * 0.37, h * 0.55, 'bottom'),
      ...row([{ kind: 'bath', label: '', weight: 1, stack }], x + w * 0.63, y + h * 0.55, w * 0.37, h * 0.45, 'top'),
    ];
  }
  const top = Math.min(d.bedroom, 3);
  const stackOnTop = d.bedroom <= 2;
  const topRow = [...bedrooms(1, top, d.bedroom), ...(stackOnTop ? [{ kind: 'bath' as Kind, label: '', weight: 0.8, stack }] : [])];
  const bottomRow = [
    { kind: 'living' as Kind, label: 'LIVING', weight: 2 },
    { kind: 'kitchen' as Kind, label: 'KITCHEN', weight: 1.1 },
    ...bedrooms(top + 1, d.bedroom - top, d.bedroom),
    ...(stackOnTop ? [] : [{ kind: 'bath' as Kind, label: '', weight: 0.8, stack }]),
  ];
  return [...row(topRow, x, y, w, h * 0.47, 'bottom'), ...row(bottomRow, x, y + h * 0.47, w, h * 0.53, 'top')];
}

/** Two levels: living spaces below, bedrooms above. */
function twoLevelLayout(d: FloorplanDrawing, x: number, y: number, w: number, h: number, full: number, half: number, garage: boolean): Cell[] {
  const lw = w * 0.47;
  const mainStack = baths(half > 0 ? 0 : full > 1 ? 1 : 0, half > 0 ? 1 : 0);
  const upperFull = half > 0 ? full : Math.max(1, full - mainStack.length);
  const main = [
    ...row([{ kind: 'living', label: 'LIVING', weight: 1.6 }, { kind: 'kitchen', label: 'KITCHEN', weight: 1 }], x, y, lw, h * 0.55, 'bottom'),
    ...row(
      [
        { kind: 'dining', label: 'DINING', weight: 1.3 },
        ...(mainStack.length ? [{ kind: 'half' as Kind, label: '', weight: 0.7, stack: mainStack }] : []),
        ...(garage ? [{ kind: 'garage' as Kind, label: 'GARAGE', weight: 1.4 }] : []),
      ],
      x,
      y + h * 0.55,
      lw,
      h * 0.45,
      'top',
    ),
  ];
  const ux = x + w - lw;
  const top = Math.min(d.bedroom, 2);
  const upper = [
    ...row(bedrooms(1, top, d.bedroom), ux, y, lw, h * 0.5, 'bottom'),
    ...row([...bedrooms(top + 1, d.bedroom - top, d.bedroom), { kind: 'bath', label: '', weight: 0.9, stack: baths(upperFull, 0) }], ux, y + h * 0.5, lw, h * 0.5, 'top'),
  ];
  return [...main, ...upper];
}

function fixtures(c: Cell): string {
  const { x, y, w, h } = c;
  const cx = x + w / 2;
  const cy = y + h / 2;
  const stroke = `stroke="${INK}" stroke-width="2"`;
  switch (c.kind) {
    case 'bed': {
      const bw = Math.min(w * 0.5, 130);
      const bh = Math.min(h * 0.55, 150);
      return rect(cx - bw / 2, y + 14, bw, bh, '#ffffff', stroke) + rect(cx - bw / 2 + 8, y + 22, bw / 2 - 12, 24, 'none', stroke) + rect(cx + 4, y + 22, bw / 2 - 12, 24, 'none', stroke) + line(cx - bw / 2, y + 14 + bh * 0.45, cx + bw / 2, y + 14 + bh * 0.45, INK, 1.5) + rect(x + w - 26, y + 12, 14, h * 0.5, 'none', `${stroke} stroke-dasharray="6 4"`);
    }
    case 'studio':
      return fixtures({ ...c, kind: 'bed', w: w * 0.5, x: x + w * 0.45 }) + fixtures({ ...c, kind: 'living', y: y + h * 0.35, h: h * 0.65 });
    case 'living': {
      const sw = Math.min(w * 0.6, 220);
      return rect(cx - sw / 2, y + h - 70, sw, 40, 'none', `${stroke} rx="8"`) + rect(cx - sw / 4, y + h - 140, sw / 2, 40, 'none', `${stroke} rx="4"`) + circle(x + 40, y + h - 50, 18, 'none', stroke);
    }
    case 'kitchen':
      return rect(x + 10, y + 10, w - 20, 34, '#ffffff', stroke) + rect(x + 10, y + 44, 34, Math.max(h - 120, 30), '#ffffff', stroke) + ellipse(x + w * 0.35, y + 27, 22, 11, 'none', stroke) + [0, 1, 2, 3].map((i) => circle(x + w * 0.62 + (i % 2) * 26, y + 20 + Math.floor(i / 2) * 14, 5, 'none', stroke)).join('') + rect(x + w - 56, y + h - 60, 46, 46, 'none', stroke);
    case 'dining':
      return rect(cx - 50, cy - 30, 100, 60, 'none', `${stroke} rx="6"`) + [-30, 30].map((dx) => circle(cx + dx, cy - 44, 10, 'none', stroke) + circle(cx + dx, cy + 44, 10, 'none', stroke)).join('');
    case 'bath':
      return rect(x + 10, y + 10, Math.min(w - 20, 120), 44, 'none', `${stroke} rx="4"`) + rect(x + 16, y + 16, Math.min(w - 32, 108), 32, 'none', `${stroke} rx="14"`) + ellipse(x + w - 34, y + h - 30, 12, 16, 'none', stroke) + rect(x + w - 46, y + h - 12, 24, 8, 'none', stroke);
    case 'half':
      return ellipse(x + w - 34, y + h - 30, 12, 16, 'none', stroke) + rect(x + 12, y + h - 40, 34, 28, 'none', stroke) + circle(x + 29, y + h - 26, 8, 'none', stroke);
    case 'garage':
      return rect(cx - 45, cy - 70, 90, 150, 'none', `${stroke} rx="24" stroke-dasharray="8 6"`);
  }
}

function door(c: Cell): string {
  const size = Math.min(38, c.w * 0.3, c.h * 0.3);
  const cover = (x: number, y: number, w: number, h: number) => rect(x, y, w, h, FILL[c.kind]);
  if (c.door === 'left') {
    const x = c.x;
    const y = c.y + c.h / 2 - size / 2;
    return cover(x - 4, y, 8, size) + `<path d="M ${x} ${y} A ${size} ${size} 0 0 1 ${x + size} ${y + size}" fill="none" stroke="${INK}" stroke-width="1.2"/>` + line(x, y, x + size, y, INK, 2);
  }
  const y = c.door === 'top' ? c.y : c.y + c.h;
  const x = c.x + 24;
  const dir = c.door === 'top' ? 1 : -1;
  return cover(x, y - 4, size, 8) + `<path d="M ${x + size} ${y} A ${size} ${size} 0 0 ${dir > 0 ? 1 : 0} ${x} ${y + dir * size}" fill="none" stroke="${INK}" stroke-width="1.2"/>` + line(x, y, x, y + dir * size, INK, 2);
}

const feet = (px: number, k: number) => {
  const inches = Math.round(px * k * 12);
  return `${Math.floor(inches / 12)}'${inches % 12}"`;
};

function label(c: Cell, k: number): string {
  if (!c.label) return '';
  const size = c.w < 150 ? 13 : 16;
  const at = { bed: 0.78, living: 0.32, studio: 0.3, garage: 0.1 } as Partial<Record<Kind, number>>;
  const cy = c.y + c.h * (at[c.kind] ?? 0.5) + (c.kind === 'garage' ? 20 : 0);
  return (
    text(c.x + c.w / 2, cy, c.label, size, INK, 'text-anchor="middle" font-weight="bold" letter-spacing="1"') +
    text(c.x + c.w / 2, cy + size + 6, `${feet(c.w, k)} × ${feet(c.h, k)}`, size - 2, '#555', 'text-anchor="middle"')
  );
}

function drawLevel(cells: Cell[], bounds: { x: number; y: number; w: number; h: number }, k: number, caption?: string): string {
  const rooms = cells.map((c) => rect(c.x, c.y, c.w, c.h, FILL[c.kind], `stroke="${INK}" stroke-width="6"`)).join('');
  const outer = rect(bounds.x, bounds.y, bounds.w, bounds.h, 'none', `stroke="${INK}" stroke-width="14"`);
  const windows = cells
    .filter((c) => c.y === bounds.y || c.y + c.h >= bounds.y + bounds.h - 1)
    .map((c) => {
      const wy = c.y === bounds.y ? bounds.y : bounds.y + bounds.h;
      const ww = Math.min(90, c.w * 0.4);
      const wx = c.x + c.w / 2 - ww / 2 + (c.y === bounds.y ? 0 : 30);
      return rect(wx, wy - 7, ww, 14, '#ffffff') + line(wx, wy - 3, wx + ww, wy - 3, INK, 1.5) + line(wx, wy + 3, wx + ww, wy + 3, INK, 1.5);
    })
    .join('');
  const cap = caption ? text(bounds.x + bounds.w / 2, bounds.y + bounds.h + 40, caption, 18, '#444', 'text-anchor="middle" letter-spacing="3"') : '';
  return rooms + cells.map(fixtures).join('') + outer + windows + cells.map(door).join('') + cells.map((c) => label(c, k)).join('') + cap;
}

function garageDrawing(d: FloorplanDrawing, k: number): string {
  const bounds = { x: 330, y: 150, w: 540, h: 520 };
  const cell: Cell = { kind: 'garage', label: 'GARAGE BAY', x: bounds.x, y: bounds.y, w: bounds.w, h: bounds.h, door: 'bottom' };
  const door = rect(bounds.x + 90, bounds.y + bounds.h - 8, 360, 16, '#ffffff') + line(bounds.x + 90, bounds.y + bounds.h + 6, bounds.x + 450, bounds.y + bounds.h + 6, INK, 2);
  return drawLevel([cell], bounds, k) + door + text(600, bounds.y + bounds.h + 44, `${d.squareFoot} SQ FT · OVERHEAD DOOR`, 16, '#555', 'text-anchor="middle"');
}

export function floorplanSvg(d: FloorplanDrawing): string {
  const full = Math.max(1, Math.floor(d.bathroom));
  const half = d.bathroom - Math.floor(d.bathroom) >= 0.5 ? 1 : 0;
  const twoLevels = d.style === 'TOWN_HOME' || d.style === 'SINGLE_FAMILY';
  const area = { x: 110, y: 130, w: 980, h: 540 };
  const usedPx = twoLevels ? area.w * 0.94 * area.h : area.w * area.h;
  const k = Math.sqrt(Math.max(d.squareFoot, 200) / usedPx);

  let plan: string;
  if (d.style === 'GARAGE') plan = garageDrawing(d, k);
  else if (twoLevels) {
    const cells = twoLevelLayout(d, area.x, area.y, area.w, area.h, full, half, d.style === 'SINGLE_FAMILY');
    const lw = area.w * 0.47;
    const split = cells.findIndex((c) => c.x >= area.x + lw);
    plan =
      drawLevel(cells.slice(0, split), { x: area.x, y: area.y, w: lw, h: area.h }, k, 'MAIN LEVEL') +
      drawLevel(cells.slice(split), { x: area.x + area.w - lw, y: area.y, w: lw, h: area.h }, k, 'UPPER LEVEL');
  } else plan = drawLevel(flatLayout(d, area.x, area.y, area.w, area.h, full, half), area, k);

  const beds = d.bedroom === 0 ? 'STUDIO' : `${d.bedroom} BED`;
  const bathsText = `${d.bathroom} BATH`;
  const header =
    text(110, 80, d.name.toUpperCase(), 34, INK, 'font-weight="bold" letter-spacing="3"') +
    text(1090, 80, d.style === 'GARAGE' ? 'GARAGE' : `${beds} · ${bathsText} · ${d.squareFoot} SQ FT`, 20, '#555', 'text-anchor="end" letter-spacing="2"');
  const north = `<g transform="translate(1120 740)">${circle(0, 0, 22, 'none', `stroke="${INK}" stroke-width="2"`)}<path d="M0 -18 L8 8 L0 2 L-8 8 Z" fill="${INK}"/>${text(0, -28, 'N', 14, INK, 'text-anchor="middle"')}</g>`;
  const note = text(110, 760, 'Dimensions are approximate. Layouts vary by unit.', 14, '#777');
  return svgDocument(1200, 800, '', rect(0, 0, 1200, 800, '#fbfaf7') + header + plan + north + note);
}
