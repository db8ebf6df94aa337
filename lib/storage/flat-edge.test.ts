import sharp from 'sharp';
import { flatEdgeColour } from './flat-edge';

/** A picture of `width`×`height` on `background` with SVG drawn over it. */
async function picture(width: number, height: number, background: string, svgBody = '', format: 'png' | 'jpeg' = 'png') {
  const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${svgBody}</svg>`);
  const image = sharp({ create: { width, height, channels: 4, background } }).composite([{ input: svg }]);
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 60 }).toBuffer();
}

/** A layout drawing: walls in black inside a white margin. */
const walls = (width: number, height: number) =>
  `<rect x="${width * 0.08}" y="${height * 0.08}" width="${width * 0.84}" height="${height * 0.84}" fill="none" stroke="#000" stroke-width="8"/>` +
  `<line x1="${width / 2}" y1="${height * 0.08}" x2="${width / 2}" y2="${height * 0.92}" stroke="#000" stroke-width="6"/>`;

/** A room: a wall above a floor (two colours meet at every side edge). */
const room = (width: number, height: number) => `<rect x="0" y="${height * 0.6}" width="${width}" height="${height * 0.4}" fill="#8a6a4a"/>`;

describe('flatEdgeColour: whether a picture can be shown whole on its edge colour', () => {
  test.each([
    ['a drawing on white, wide', () => picture(2400, 1200, '#ffffff', walls(2400, 1200)), '#ffffff'],
    ['a drawing on white, tall', () => picture(900, 1200, '#ffffff', walls(900, 1200)), '#ffffff'],
    ['a drawing on a tint', () => picture(1500, 1000, '#fbfaf7', walls(1500, 1000)), '#fbfaf7'],
    ['a drawing saved as a JPEG at quality 60 (noise at its lines)', () => picture(1600, 1200, '#ffffff', walls(1600, 1200), 'jpeg'), /^#f[c-f]f[c-f]f[c-f]$/],
    // A wall drawn to the edge takes a few pixels of the ring: still flat.
    ['a drawing whose wall runs to one edge', () => picture(1600, 1200, '#ffffff', `${walls(1600, 1200)}<line x1="800" y1="0" x2="800" y2="100" stroke="#000" stroke-width="6"/>`), '#ffffff'],
    ['a transparent logo (laid on white)', () => picture(800, 400, '#00000000', '<circle cx="400" cy="200" r="150" fill="#8b1e3f"/>'), '#ffffff'],
    ['a room: wall above floor', () => picture(1600, 1200, '#e8e0d0', room(1600, 1200)), null],
    ['a drawing with a frame of another colour on one side only', () => picture(1600, 1200, '#ffffff', '<rect x="0" y="0" width="1600" height="200" fill="#336699"/>'), null],
    ['too small to judge', () => picture(6, 6, '#ffffff'), null],
    ['not a picture', async () => Buffer.from('not a picture'), null],
  ])('%s', async (_name, make, expected) => {
    const colour = await flatEdgeColour(await make());
    if (expected instanceof RegExp) expect(colour).toMatch(expected);
    else expect(colour).toBe(expected);
  });

  test('a photo: noise to its edges', async () => {
    const noise = Buffer.alloc(96 * 64 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const photo = await sharp(noise, { raw: { width: 96, height: 64, channels: 3 } }).resize(1600, 1067).jpeg().toBuffer();
    expect(await flatEdgeColour(photo)).toBeNull();
  });
});
