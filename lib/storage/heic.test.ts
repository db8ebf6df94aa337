import sharp, { type Sharp } from 'sharp';
import { heicFixture as fixture } from '@/test/heic-fixtures';
import { decodeHeic, HeicDecodeError, heicImage, withIccChunk } from './heic';

const small = fixture('red-p3-640x480.heic');

async function pixelAt(image: Sharp, left: number, top: number): Promise<number[]> {
  const { data } = await image.clone().extract({ left, top, width: 1, height: 1 }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return [...data];
}

describe('HEIC photos', () => {
  it('decodes the primary picture (not its thumbnail) into RGBA pixels', async () => {
    const decoded = await decodeHeic(small);
    expect({ width: decoded.width, height: decoded.height, hasAlpha: decoded.hasAlpha }).toEqual({ width: 640, height: 480, hasAlpha: false });
    expect(decoded.data.length).toBe(640 * 480 * 4);
  });

  it('reads the colour profile: the Display P3 numbers come out as the sRGB red they stand for', async () => {
    // The red was drawn as sRGB (230, 40, 40) and saved in Display P3 as about (212, 61, 52).
    const decoded = await decodeHeic(small);
    const at = (400 + 240 * 640) * 4;
    const [fileR, fileG] = decoded.data.subarray(at, at + 3);
    expect(fileR).toBeLessThan(218);
    expect(fileG).toBeGreaterThan(54);
    const image = await heicImage(small);
    const [r, g, b] = await pixelAt(image.clone(), 400, 240);
    expect(r).toBeGreaterThan(224);
    expect(g).toBeLessThan(47);
    expect(b).toBeLessThan(48);
    // The pixels carry the file's profile and nothing else of what it said (EXIF with GPS).
    const meta = await image.clone().metadata();
    expect(meta.icc?.equals((await sharp(small).metadata()).icc!)).toBe(true);
    expect(meta.exif).toBeUndefined();
    expect((await pixelAt(sharp(await image.clone().png().toBuffer()), 20, 20))[2]).toBeGreaterThan(150); // the blue bar
  });

  it('joins the tiles of a picture laid out as an iPhone lays it out, and turns it by the file’s rotation, not by its EXIF', async () => {
    const tiled = fixture('tiled-rotated-1200x900.heic');
    // Stored 1200 × 900 in 3 × 2 tiles of 512 px, turned a quarter clockwise (irot 3); EXIF says Orientation 6.
    expect((await sharp(tiled).metadata()).exif?.length).toBeGreaterThan(0);
    const image = await heicImage(tiled);
    const png = sharp(await image.png().toBuffer());
    expect(await png.metadata()).toMatchObject({ width: 900, height: 1200 });
    const blue = await pixelAt(png, 840, 200); // the bar that was along the top left
    const green = await pixelAt(png, 149, 1050); // the disc that was at the bottom right
    const orange = await pixelAt(png, 450, 600); // across the seams of the tiles
    expect([blue[2]! > 180 && blue[0]! < 60, green[1]! > 150 && green[0]! < 80, orange[0]! > 190 && orange[2]! < 70]).toEqual([true, true, true]);
  });

  it('refuses what is not a HEIC, and a cut file, with HeicDecodeError', async () => {
    await expect(decodeHeic(Buffer.from('not a photo at all'))).rejects.toBeInstanceOf(HeicDecodeError);
    await expect(decodeHeic(small.subarray(0, Math.floor(small.length / 2)))).rejects.toBeInstanceOf(HeicDecodeError);
    // The worker is still there for the next photo.
    expect((await decodeHeic(small)).width).toBe(640);
  });

  it('decodes several photos asked at once, each its own', async () => {
    const answers = await Promise.all([small, small, small].map((bytes) => decodeHeic(bytes)));
    expect(answers.map((answer) => answer.width)).toEqual([640, 640, 640]);
  });

  it('refuses a photo whose decode takes over 30 s, ends that worker, and decodes the photos waiting behind it', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate', 'setInterval', 'performance', 'Date', 'hrtime'] });
    const warnings = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      const slow = decodeHeic(fixture('phone-12mp.heic'));
      const waiting = [decodeHeic(small), decodeHeic(small)];
      // 30 s pass on the first photo's clock: only the photo being decoded has one running.
      jest.advanceTimersByTime(30_001);
      await expect(slow).rejects.toThrow('HEIC: the decoder took too long');
      expect((await Promise.all(waiting)).map((decoded) => decoded.width)).toEqual([640, 640]);
      expect(warnings.mock.calls.map(([line]) => JSON.parse(String(line)))).toEqual([
        expect.objectContaining({ level: 'warn', event: 'heic.decoder_stopped', reason: 'the decoder took too long' }),
      ]);
    } finally {
      warnings.mockRestore();
      jest.useRealTimers();
    }
  });

  // Under a second alone; several on a busy 2-core machine, over Jest's 5 s.
  it('keeps the server answering while a 12 MP photo decodes (a worker thread, not the main one)', async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 20);
    const started = performance.now();
    const decoded = await decodeHeic(fixture('phone-12mp.heic'));
    const took = performance.now() - started;
    clearInterval(timer);
    expect([decoded.width, decoded.height]).toEqual([4032, 3024]);
    // On the main thread the decode (about 0.8 s here) would let no tick run until it ended.
    expect(ticks).toBeGreaterThanOrEqual(Math.floor(took / 20 / 4));
    console.log(`  12 MP HEIC decoded in ${Math.round(took)} ms; ${ticks} timer ticks of 20 ms ran meanwhile`);
  }, 30_000);

  it('puts a colour profile in a PNG as an iCCP chunk that a decoder reads back', async () => {
    const png = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#336699' } }).png().toBuffer();
    const p3 = (await sharp(await sharp(png).withIccProfile('p3').png().toBuffer()).metadata()).icc!;
    const tagged = withIccChunk(png, p3);
    const meta = await sharp(tagged).metadata();
    expect(meta.icc?.equals(p3)).toBe(true);
    expect([meta.width, meta.height]).toEqual([4, 3]);
  });
});
