/**
 * Stylised interior renderings (one-point perspective): living room, kitchen, bedroom, bath.
 * 1200×800; each palette gives a different look.
 */
import { circle, ellipse, gradient, line, poly, radial, rect, shade, svgDocument, tint } from './svg-kit';

export type RoomKind = 'living' | 'kitchen' | 'bedroom' | 'bath';

export interface RoomPalette {
  wall: string;
  floor: string;
  accent: string;
  fabric: string;
  wood: string;
  metal: string;
  sky: [string, string];
}

export const ROOM_PALETTES: RoomPalette[] = [
  { wall: '#efe7dc', floor: '#b98a5e', accent: '#3f6f73', fabric: '#7d8f9c', wood: '#8a5a3b', metal: '#2f3438', sky: ['#7fb2de', '#dcecf7'] },
  { wall: '#e9ece8', floor: '#caa47a', accent: '#c0623f', fabric: '#d9cbb8', wood: '#a47148', metal: '#3a3a3a', sky: ['#91bfe6', '#eaf3fa'] },
  { wall: '#f1ebe4', floor: '#8f6a4d', accent: '#5a6e4a', fabric: '#b7ab98', wood: '#5e4030', metal: '#c6a15b', sky: ['#f2b57e', '#fbe3c8'] },
  { wall: '#e4e8ee', floor: '#d6c2a5', accent: '#33507a', fabric: '#9aa9bd', wood: '#b08a63', metal: '#202a36', sky: ['#6aa3d6', '#d2e6f5'] },
  { wall: '#f3eee6', floor: '#a57b55', accent: '#8c4f6a', fabric: '#c7b6a4', wood: '#6f4a34', metal: '#444b52', sky: ['#8cc1e3', '#f0f6fa'] },
  { wall: '#ece6f0', floor: '#c09a72', accent: '#d08a3c', fabric: '#6d7a91', wood: '#9b6b45', metal: '#30343a', sky: ['#a5c9ec', '#f3f7fb'] },
];

const W = 1200;
const H = 800;
const BACK = { x1: 260, x2: 940, y1: 120, y2: 500 };
const VP = { x: 600, y: 330 };

/** x on the bottom edge (y = 800) of a ray from the vanishing point through (x, 500). */
const toFront = (x: number) => VP.x + ((x - VP.x) * (H - VP.y)) / (BACK.y2 - VP.y);

function shell(p: RoomPalette, tiled: boolean): string {
  const side = shade(p.wall, 0.08);
  const parts = [
    poly([[0, 0], [W, 0], [BACK.x2, BACK.y1], [BACK.x1, BACK.y1]], tint(p.wall, 0.35)),
    poly([[0, 0], [BACK.x1, BACK.y1], [BACK.x1, BACK.y2], [0, H]], side),
    poly([[W, 0], [BACK.x2, BACK.y1], [BACK.x2, BACK.y2], [W, H]], shade(p.wall, 0.12)),
    rect(BACK.x1, BACK.y1, BACK.x2 - BACK.x1, BACK.y2 - BACK.y1, 'url(#wall)'),
    poly([[BACK.x1, BACK.y2], [BACK.x2, BACK.y2], [W, H], [0, H]], 'url(#floor)'),
  ];
  // Floor boards (or tiles): rays towards the vanishing point and joints, clipped to the floor.
  parts.push('<g clip-path="url(#floorClip)">');
  const step = tiled ? 60 : 34;
  for (let x = BACK.x1 - 400; x <= BACK.x2 + 400; x += step) {
    parts.push(line(x, BACK.y2, toFront(x), H, shade(p.floor, 0.18), 1.2, 'opacity="0.55"'));
  }
  for (let i = 1, y = BACK.y2; y < H; i++) {
    y += 8 + i * 7;
    parts.push(line(0, y, W, y, shade(p.floor, 0.18), 1, `opacity="${tiled ? 0.55 : 0.2}"`));
  }
  parts.push('</g>');
  parts.push(rect(BACK.x1, BACK.y2 - 10, BACK.x2 - BACK.x1, 10, tint(p.wall, 0.5)));
  return parts.join('');
}

/** A window on the left wall (a parallelogram) with sky and a distant tree line. */
function leftWindow(p: RoomPalette, curtains: boolean): string {
  const top = (x: number) => (BACK.y1 / BACK.x1) * x + 70;
  const bottom = (x: number) => H - ((H - BACK.y2) / BACK.x1) * x - 190;
  const [a, b] = [70, 205];
  const glass = poly([[a, top(a)], [b, top(b)], [b, bottom(b)], [a, bottom(a)]], 'url(#sky)');
  const hills = poly([[a, bottom(a) - 60], [b, bottom(b) - 50], [b, bottom(b)], [a, bottom(a)]], '#7fa36b', 'opacity="0.7"');
  const frame = poly([[a, top(a)], [b, top(b)], [b, bottom(b)], [a, bottom(a)]], 'none', `stroke="${tint(p.wall, 0.6)}" stroke-width="10"`);
  const mid = (a + b) / 2;
  const mullion = line(mid, top(mid), mid, bottom(mid), tint(p.wall, 0.6), 6);
  const drapes = curtains
    ? poly([[a - 25, top(a - 25) - 20], [a + 18, top(a + 18) - 20], [a + 8, bottom(a) + 40], [a - 30, bottom(a - 30) + 40]], p.accent, 'opacity="0.9"') +
      poly([[b - 18, top(b - 18) - 20], [b + 25, top(b + 25) - 20], [b + 30, bottom(b + 30) + 40], [b - 8, bottom(b) + 40]], p.accent, 'opacity="0.9"')
    : '';
  return glass + hills + frame + mullion + drapes;
}

function art(x: number, y: number, w: number, h: number, p: RoomPalette): string {
  return (
    rect(x - 6, y - 6, w + 12, h + 12, p.wood) +
    rect(x, y, w, h, tint(p.fabric, 0.6)) +
    circle(x + w * 0.35, y + h * 0.45, Math.min(w, h) * 0.22, p.accent, 'opacity="0.85"') +
    rect(x + w * 0.5, y + h * 0.3, w * 0.32, h * 0.5, shade(p.fabric, 0.1), 'opacity="0.8"')
  );
}

function plant(x: number, base: number, p: RoomPalette): string {
  const leaves = [-50, -25, 0, 25, 50]
    .map((dx, i) => ellipse(x + dx * 0.8, base - 120 - (i % 2) * 25, 18, 60, i % 2 ? '#4f7d4a' : '#3f6b3d', `transform="rotate(${dx * 0.6} ${x + dx * 0.8} ${base - 100})"`))
    .join('');
  return leaves + poly([[x - 32, base - 70], [x + 32, base - 70], [x + 24, base], [x - 24, base]], tint(p.accent, 0.2));
}

function living(p: RoomPalette): string {
  const sofa = p.fabric;
  return [
    leftWindow(p, true),
    art(450, 190, 130, 100, p),
    art(610, 210, 150, 80, p),
    poly([[330, 530], [870, 530], [1000, 720], [200, 720]], tint(p.accent, 0.55), 'opacity="0.85"'),
    rect(380, 340, 440, 90, shade(sofa, 0.08), 'rx="18"'),
    rect(370, 410, 460, 95, sofa, 'rx="14"'),
    rect(350, 380, 50, 125, shade(sofa, 0.15), 'rx="14"'),
    rect(800, 380, 50, 125, shade(sofa, 0.15), 'rx="14"'),
    rect(420, 395, 110, 40, tint(sofa, 0.15), 'rx="10"'),
    rect(670, 395, 110, 40, tint(sofa, 0.15), 'rx="10"'),
    rect(545, 385, 70, 50, p.accent, 'rx="10"'),
    poly([[470, 570], [730, 570], [760, 600], [440, 600]], p.wood),
    rect(450, 600, 300, 14, shade(p.wood, 0.25)),
    rect(470, 614, 10, 50, shade(p.wood, 0.3)) + rect(720, 614, 10, 50, shade(p.wood, 0.3)),
    circle(560, 575, 12, tint(p.accent, 0.3)) + rect(620, 560, 60, 12, '#f4f1ea'),
    plant(300, 520, p),
    line(900, 260, 900, 520, p.metal, 5) + ellipse(900, 525, 30, 8, p.metal) + poly([[870, 220], [930, 220], [945, 265], [855, 265]], '#f5e9cf'),
  ].join('');
}

function kitchen(p: RoomPalette): string {
  const cab = p.accent;
  const doors = (x1: number, x2: number, y: number, h: number, n: number) =>
    Array.from({ length: n }, (_, i) => {
      const w = (x2 - x1) / n;
      return rect(x1 + i * w + 4, y + 4, w - 8, h - 8, tint(cab, 0.08), 'rx="3"') + rect(x1 + i * w + w / 2 - 12, y + h - 22, 24, 4, p.metal);
    }).join('');
  const tiles = Array.from({ length: 8 }, (_, r) => line(370, 272 + r * 14, 900, 272 + r * 14, shade(p.wall, 0.1), 1)).join('');
  return [
    rect(370, 150, 530, 110, cab) + doors(370, 900, 150, 110, 6),
    rect(370, 260, 530, 122, tint(p.wall, 0.4)) + tiles,
    rect(268, 160, 100, 340, '#d9dde0') + line(268, 300, 368, 300, '#b9bfc4', 2) + rect(350, 200, 6, 70, '#9ba3aa') + rect(350, 320, 6, 90, '#9ba3aa'),
    rect(370, 400, 530, 100, cab) + doors(370, 900, 400, 100, 6),
    rect(362, 382, 546, 20, tint(p.wood, 0.5)),
    rect(585, 398, 100, 88, '#2b2f33', 'rx="4"') + rect(595, 410, 80, 50, '#3b4248'),
    poly([[570, 170], [700, 170], [690, 240], [580, 240]], '#c8cdd1'),
    ellipse(450, 384, 40, 6, '#b8c0c6') + line(450, 384, 450, 356, p.metal, 4) + line(450, 356, 470, 356, p.metal, 4),
    ...[470, 600, 730].map((x) => line(x, 0, x, 290, p.metal, 2) + poly([[x - 34, 330], [x + 34, 330], [x + 14, 290], [x - 14, 290]], p.metal) + ellipse(x, 332, 30, 6, '#fff3c4')),
    poly([[420, 555], [780, 555], [830, 600], [370, 600]], tint(p.wood, 0.55)),
    rect(390, 600, 420, 110, shade(p.wood, 0.05)),
    ...[450, 600, 750].map((x) => ellipse(x, 690, 42, 14, p.metal) + line(x - 25, 700, x - 30, 790, p.metal, 5) + line(x + 25, 700, x + 30, 790, p.metal, 5)),
    circle(520, 575, 16, '#d35b3a') + circle(545, 572, 14, '#e8b23a') + circle(535, 560, 14, '#7aa65a'),
  ].join('');
}

function bedroom(p: RoomPalette): string {
  return [
    leftWindow(p, true),
    art(530, 170, 140, 95, p),
    poly([[300, 560], [900, 560], [1040, 760], [160, 760]], tint(p.accent, 0.6), 'opacity="0.8"'),
    rect(420, 300, 360, 180, p.wood, 'rx="14"'),
    poly([[410, 450], [790, 450], [880, 640], [320, 640]], '#f6f3ee'),
    rect(320, 640, 560, 50, tint(p.fabric, 0.2)),
    poly([[385, 520], [815, 520], [880, 640], [320, 640]], p.fabric),
    rect(320, 640, 560, 50, shade(p.fabric, 0.15)),
    rect(440, 415, 140, 55, '#ffffff', 'rx="18"') + rect(620, 415, 140, 55, '#ffffff', 'rx="18"'),
    rect(500, 445, 200, 40, p.accent, 'rx="12"', ) ,
    rect(310, 430, 80, 90, shade(p.wood, 0.1)) + rect(810, 430, 80, 90, shade(p.wood, 0.1)),
    line(350, 430, 350, 380, p.metal, 4) + poly([[325, 345], [375, 345], [385, 385], [315, 385]], '#f5e9cf'),
    line(850, 430, 850, 380, p.metal, 4) + poly([[825, 345], [875, 345], [885, 385], [815, 385]], '#f5e9cf'),
    plant(1000, 700, p),
  ].join('');
}

function bath(p: RoomPalette): string {
  const tileRows = Array.from({ length: 12 }, (_, r) => line(BACK.x1, 150 + r * 30, BACK.x2, 150 + r * 30, shade(p.wall, 0.12), 1)).join('');
  const tileCols = Array.from({ length: 23 }, (_, c) => line(BACK.x1 + c * 30, 120, BACK.x1 + c * 30, 490, shade(p.wall, 0.12), 1)).join('');
  return [
    tileRows + tileCols,
    rect(660, 170, 220, 190, tint(p.sky[1], 0.3), 'rx="8"') + rect(660, 170, 220, 190, 'url(#glass)', 'rx="8"') + rect(652, 162, 236, 206, 'none', `rx="10" stroke="${p.metal}" stroke-width="6"`),
    rect(640, 400, 260, 100, p.wood) + rect(650, 410, 115, 80, tint(p.wood, 0.12)) + rect(775, 410, 115, 80, tint(p.wood, 0.12)),
    rect(630, 385, 280, 18, '#f4f4f2') + ellipse(770, 390, 60, 8, '#dfe3e6') + line(770, 385, 770, 360, p.metal, 5),
    rect(280, 360, 320, 140, '#fbfbf9', 'rx="30"') + rect(295, 360, 290, 24, '#e6ebee', 'rx="12"'),
    line(275, 150, 610, 150, p.metal, 5) + poly([[285, 150], [360, 150], [350, 380], [290, 380]], p.accent, 'opacity="0.85"'),
    rect(930, 260, 8, 160, p.metal) + rect(925, 280, 40, 120, tint(p.accent, 0.4), 'rx="6"'),
    plant(200, 720, p),
    ellipse(600, 640, 150, 40, tint(p.accent, 0.55), 'opacity="0.8"'),
  ].join('');
}

export function roomSvg(kind: RoomKind, palette: RoomPalette): string {
  const defs = [
    gradient('wall', [[0, tint(palette.wall, 0.2)], [1, palette.wall]]),
    gradient('floor', [[0, shade(palette.floor, 0.1)], [1, palette.floor]]),
    gradient('sky', [[0, palette.sky[0]], [1, palette.sky[1]]]),
    gradient('glass', [[0, '#ffffff'], [1, palette.sky[0]]], false, 'gradientTransform="rotate(25)" opacity="0.5"'),
    `<clipPath id="floorClip">${poly([[BACK.x1, BACK.y2], [BACK.x2, BACK.y2], [W, H], [0, H]], '#000')}</clipPath>`,
    radial('light', [[0, '#fff6e0', 0.35], [1, '#fff6e0', 0]]),
  ].join('');
  const body = { living, kitchen, bedroom, bath }[kind](palette);
  return svgDocument(W, H, defs, shell(palette, kind === 'bath') + body + ellipse(600, 250, 620, 420, 'url(#light)'));
}
