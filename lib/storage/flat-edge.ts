import sharp from 'sharp';

/**
 * The colour of a picture's edge when the whole edge is one flat colour, as '#rrggbb'; else null.
 *
 * A layout drawing is drawn on white (or a tint) that reaches every side; a photo's edge is
 * walls, floor and sky. A picture whose edge is flat can be shown whole in a frame of another
 * shape, on its own edge colour, and still look as if it filled the frame: nothing of a drawing
 * is cut and nothing is guessed (a photo taken against a white wall is shown whole too, which
 * looks the same). docs/photos.md, "Framing".
 *
 * Read on a copy at most 160 px across (a JPEG decodes at 1/8 size for that: ~15 ms for 12 MP),
 * transparency laid on white, EXIF orientation applied: the outermost ring of pixels must be
 * within 24 levels of its median colour on every channel, all but 2 % of them (a scan's dust, a
 * signature in a corner).
 */
const SIZE = 160;
const TOLERANCE = 24;
const OUTLIERS = 0.02;

export async function flatEdgeColour(bytes: Buffer): Promise<string | null> {
  let data: Buffer;
  let width: number;
  let height: number;
  try {
    const out = await sharp(bytes, { failOn: 'none' })
      .autoOrient()
      .resize(SIZE, SIZE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    ({ data } = out);
    ({ width, height } = out.info);
    if (out.info.channels !== 3) return null;
  } catch {
    return null;
  }
  if (width < 8 || height < 8) return null;
  const ring: [number, number, number][] = [];
  const at = (x: number, y: number) => {
    const i = (y * width + x) * 3;
    ring.push([data[i]!, data[i + 1]!, data[i + 2]!]);
  };
  for (let x = 0; x < width; x++) {
    at(x, 0);
    at(x, height - 1);
  }
  for (let y = 1; y < height - 1; y++) {
    at(0, y);
    at(width - 1, y);
  }
  const median = [0, 1, 2].map((c) => {
    const values = ring.map((pixel) => pixel[c]!).sort((a, b) => a - b);
    return values[values.length >> 1]!;
  });
  const close = ring.filter((pixel) => pixel.every((value, c) => Math.abs(value - median[c]!) <= TOLERANCE));
  if (close.length < ring.length * (1 - OUTLIERS)) return null;
  const mean = [0, 1, 2].map((c) => Math.round(close.reduce((sum, pixel) => sum + pixel[c]!, 0) / close.length));
  return `#${mean.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
}
