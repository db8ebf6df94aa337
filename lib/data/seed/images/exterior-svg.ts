/**
 * Building exteriors under a sky gradient: limestone mid-rise, brick urban block, town homes,
 * cottages, a garage and a leasing office storefront. 1200×800.
 */
import { circle, ellipse, gradient, line, poly, radial, random, rect, seedOf, shade, svgDocument, text, tint, tree } from './svg-kit';

export type ExteriorKind = 'midrise' | 'urban' | 'townhomes' | 'cottages' | 'garage' | 'office';
export type SkyKind = 'day' | 'golden' | 'dusk';

const W = 1200;
const H = 800;
const GROUND = 640;

const SKIES: Record<SkyKind, { stops: [number, string][]; sun: string; lawn: string; leaf: string }> = {
  day: { stops: [[0, '#4a8fd1'], [0.6, '#9cc8ec'], [1, '#e4f1fa']], sun: '#fff7d6', lawn: '#7fae5a', leaf: '#4f8a3f' },
  golden: { stops: [[0, '#6a9fd0'], [0.55, '#f3c58f'], [1, '#fbe6c4']], sun: '#ffe2a3', lawn: '#8fae55', leaf: '#5c8a3a' },
  dusk: { stops: [[0, '#36406e'], [0.5, '#b0709a'], [1, '#f4b68a']], sun: '#ffd0a0', lawn: '#5e8049', leaf: '#3d6432' },
};

function sky(kind: SkyKind, rand: () => number): string {
  const clouds = Array.from({ length: 4 }, () => {
    const x = 80 + rand() * 1040;
    const y = 70 + rand() * 170;
    const w = 60 + rand() * 70;
    return [0, 1, 2].map((i) => ellipse(x + (i - 1) * w * 0.6, y - (i === 1 ? w * 0.2 : 0), w * 0.7, w * 0.32, '#ffffff', 'opacity="0.75"')).join('');
  }).join('');
  return rect(0, 0, W, H, 'url(#sky)') + circle(kind === 'day' ? 980 : 900, kind === 'day' ? 120 : 360, 160, 'url(#sun)') + clouds;
}

function ground(kind: SkyKind): string {
  const s = SKIES[kind];
  return (
    poly([[0, GROUND - 30], [300, GROUND - 55], [700, GROUND - 40], [1200, GROUND - 60], [1200, GROUND], [0, GROUND]], shade(s.lawn, 0.25), 'opacity="0.6"') +
    rect(0, GROUND, W, H - GROUND, 'url(#lawn)') +
    poly([[540, H], [660, H], [620, GROUND], [580, GROUND]], '#d9d2c3')
  );
}

function windows(x: number, y: number, cols: number, rows: number, w: number, h: number, gapX: number, gapY: number, frame: string, lit: number, rand: () => number) {
  let out = '';
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const wx = x + c * (w + gapX);
      const wy = y + r * (h + gapY);
      const glow = rand() < lit;
      out += rect(wx - 4, wy - 4, w + 8, h + 8, frame) + rect(wx, wy, w, h, glow ? 'url(#lit)' : 'url(#glass)') + line(wx + w / 2, wy, wx + w / 2, wy + h, frame, 3);
    }
  }
  return out;
}

function midrise(rand: () => number, lit: number): string {
  const stone = ['#e2d6bf', '#d6c3a5', '#cdd2d4'][Math.floor(rand() * 3)]!;
  return [
    rect(230, 250, 740, 390, stone),
    rect(215, 232, 770, 26, shade(stone, 0.2)),
    rect(230, 258, 740, 10, shade(stone, 0.08)),
    windows(265, 290, 8, 4, 58, 62, 26, 28, '#f4efe4', lit, rand),
    ...[352, 442, 532].map((y) => rect(255, y, 690, 6, shade(stone, 0.15))),
    rect(540, 540, 120, 100, '#5b4a3b') + rect(552, 552, 96, 88, 'url(#glass)') + rect(520, 525, 160, 16, shade(stone, 0.3)),
  ].join('');
}

function urban(rand: () => number, lit: number): string {
  const brick = '#a9563e';
  return [
    rect(260, 190, 680, 450, brick),
    rect(248, 176, 704, 22, shade(brick, 0.35)),
    windows(292, 220, 8, 4, 52, 66, 28, 30, shade(brick, 0.45), lit, rand),
    rect(260, 540, 680, 100, '#3d3a38'),
    windows(280, 555, 5, 1, 110, 70, 22, 0, '#2a2826', 0.9, rand),
    rect(260, 528, 680, 14, tint(brick, 0.2)),
    poly([[300, 528], [520, 528], [505, 548], [315, 548]], '#2f6f6a'),
  ].join('');
}

function townhomes(rand: () => number): string {
  const colors = ['#c9b79c', '#9fb3a7', '#c59f8a', '#b7bfc9'];
  return colors
    .map((color, i) => {
      const x = 170 + i * 220;
      return [
        rect(x, 360, 210, 280, color),
        poly([[x - 10, 362], [x + 105, 270], [x + 220, 362]], shade(color, 0.45)),
        windows(x + 30, 390, 2, 1, 60, 70, 30, 0, '#f3efe8', 0.2, rand),
        rect(x + 30, 510, 60, 130, shade(color, 0.5)) + circle(x + 80, 578, 4, '#e0c060'),
        windows(x + 120, 520, 1, 1, 60, 70, 0, 0, '#f3efe8', 0.3, rand),
        rect(x + 20, 500, 80, 10, shade(color, 0.3)),
      ].join('');
    })
    .join('');
}

function cottages(rand: () => number): string {
  return [0, 1, 2]
    .map((i) => {
      const x = 160 + i * 330;
      const color = ['#d8c7a8', '#a8b9c2', '#c9a98f'][i]!;
      return [
        rect(x, 440, 260, 200, color),
        poly([[x - 20, 445], [x + 130, 330], [x + 280, 445]], shade(color, 0.5)),
        rect(x + 105, 540, 55, 100, shade(color, 0.45)),
        windows(x + 30, 480, 1, 1, 50, 55, 0, 0, '#f5f1ea', 0.2, rand),
        windows(x + 185, 480, 1, 1, 50, 55, 0, 0, '#f5f1ea', 0.2, rand),
      ].join('');
    })
    .join('');
}

function garage(): string {
  const wall = '#cfc8bb';
  const doors = Array.from({ length: 6 }, (_, i) => {
    const x = 220 + i * 130;
    const slats = Array.from({ length: 6 }, (_, r) => line(x, 470 + r * 26, x + 105, 470 + r * 26, '#9aa0a6', 2)).join('');
    return rect(x, 455, 105, 185, '#e4e7ea') + slats;
  }).join('');
  return rect(190, 400, 820, 240, wall) + rect(176, 384, 848, 22, shade(wall, 0.4)) + doors + rect(530, 410, 140, 34, '#2f4858', 'rx="4"');
}

function office(rand: () => number): string {
  const wall = '#e8e0d0';
  return [
    rect(200, 260, 800, 380, wall),
    rect(186, 244, 828, 24, shade(wall, 0.35)),
    windows(250, 300, 6, 1, 90, 90, 40, 0, '#f7f3ea', 0.2, rand),
    rect(230, 450, 740, 190, '#33464f'),
    rect(250, 470, 300, 170, 'url(#lit)') + rect(650, 470, 300, 170, 'url(#lit)'),
    rect(565, 480, 70, 160, '#203038') + rect(575, 490, 50, 150, 'url(#glass)'),
    poly([[220, 430], [980, 430], [1000, 462], [200, 462]], '#2f6f6a'),
    text(600, 423, 'LEASING OFFICE', 26, '#33464f', 'text-anchor="middle" font-weight="bold" letter-spacing="4"'),
  ].join('');
}

export function exteriorSvg(kind: ExteriorKind, skyKind: SkyKind, seed: string): string {
  const rand = random(seedOf(seed));
  const s = SKIES[skyKind];
  const lit = skyKind === 'dusk' ? 0.55 : 0.08;
  const defs = [
    gradient('sky', s.stops),
    radial('sun', [[0, s.sun, 0.95], [0.35, s.sun, 0.5], [1, s.sun, 0]]),
    gradient('lawn', [[0, s.lawn], [1, shade(s.lawn, 0.2)]]),
    gradient('glass', [[0, '#9fc3dc'], [1, '#4d6f86']]),
    gradient('lit', [[0, '#ffe6a8'], [1, '#f2b865']]),
  ].join('');
  const building = {
    midrise: () => midrise(rand, lit),
    urban: () => urban(rand, lit),
    townhomes: () => townhomes(rand),
    cottages: () => cottages(rand),
    garage: () => garage(),
    office: () => office(rand),
  }[kind]();
  const trees = [90, 1110, 160, 1040]
    .map((x, i) => tree(x, GROUND + 20 + (i % 2) * 10, 120 + rand() * 60, s.leaf, rand))
    .join('');
  const shrubs = Array.from({ length: 9 }, (_, i) => ellipse(240 + i * 95, GROUND + 6, 42, 22, shade(s.leaf, 0.1 + (i % 3) * 0.05))).join('');
  return svgDocument(W, H, defs, sky(skyKind, rand) + ground(skyKind) + building + shrubs + trees);
}
