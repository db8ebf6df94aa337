import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { sublets } from '../data/schema';
import { readAsset } from '../storage/asset-store';
import { IMAGE_REQUIRED_MESSAGE, TOO_MANY_IMAGES_MESSAGE } from '../domain/validation/sublet-messages';
import { heicFixture } from '@/test/heic-fixtures';
import { hasGpsIfd, subletCreateHarness } from '@/test/sublet-create-harness';
import { fileOf, subletFormData } from '@/test/sublet-fixtures';
import { hashAssetKey } from './asset-key';
import { MAX_SUBLET_BODY_BYTES } from './limits';

const { env, images, deps, post, stored, photosOf } = subletCreateHarness();

describe('POST /api/sublets: the photos', () => {
  it('refuses an image of 5,000,000 bytes or more, naming it, and stores nothing', async () => {
    const before = await stored();
    const big = Buffer.concat([images.png, Buffer.alloc(5_000_000 - images.png.length)]);
    const result = await post(subletFormData({}, [fileOf(images.png, 'ok.png', 'image/png'), fileOf(big, 'huge.png', 'image/png')]));
    expect(result).toEqual({
      status: 400,
      body: { message: 'Fix field error(s)', errors: { images: 'huge.png is too big, provide a file smaller than 5mb!' } },
    });
    expect(await stored()).toEqual(before);
  });

  it('refuses 6 images and no image', async () => {
    const before = await stored();
    const six = Array.from({ length: 6 }, (_, i) => fileOf(images.png, `${i}.png`, 'image/png'));
    expect(await post(subletFormData({}, six))).toMatchObject({ status: 400, body: { errors: { images: TOO_MANY_IMAGES_MESSAGE } } });
    expect(await post(subletFormData({}, []))).toMatchObject({ status: 400, body: { errors: { images: IMAGE_REQUIRED_MESSAGE } } });
    expect(await stored()).toEqual(before);
  });

  it.each([
    ['a text file named .jpg', () => fileOf('just some text, not a photo\n'.repeat(20), 'photo.jpg', 'image/jpeg'), 'photo.jpg'],
    [
      'an SVG',
      () => fileOf('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>', 'plan.svg', 'image/svg+xml'),
      'plan.svg',
    ],
    ['an SVG named .png', () => fileOf('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>', 'room.png', 'image/png'), 'room.png'],
    ['an HTML page named .gif', () => fileOf('<!doctype html><h1>hi</h1>', 'x.gif', 'image/gif'), 'x.gif'],
    ['a PDF', () => fileOf('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n', 'lease.pdf', 'application/pdf'), 'lease.pdf'],
  ])('refuses %s by its content, after a good image, and stores nothing', async (_case, makeFile, name) => {
    const before = await stored();
    const result = await post(subletFormData({}, [fileOf(images.png, 'good.png', 'image/png'), fileOf(images.jpegWithGps, 'good.jpg', 'image/jpeg'), makeFile()]));
    expect(result).toEqual({
      status: 415,
      body: { message: 'Fix field error(s)', errors: { images: `${name} is not a supported image (JPEG, PNG, WebP, GIF, AVIF or HEIC)` } },
    });
    expect(await stored()).toEqual(before);
  });

  it('refuses a picture of more than 30 megapixels from its header, naming it and what to do; 12 MP passes', async () => {
    const before = await stored();
    // 7000 × 7000 of one colour: a 49 MP picture in well under a megabyte.
    const huge = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#88aa44' } }).png({ compressionLevel: 9 }).toBuffer();
    expect(huge.length).toBeLessThan(1_000_000);
    const started = Date.now();
    const result = await post(subletFormData({}, [fileOf(images.png, 'good.png', 'image/png'), fileOf(huge, 'poster.png', 'image/png')]));
    const refusedInMs = Date.now() - started;
    expect(result).toEqual({
      status: 415,
      body: { message: 'Fix field error(s)', errors: { images: 'poster.png has more than 30 megapixels: save it at a smaller size and try again' } },
    });
    expect(await stored()).toEqual(before);
    console.log(`  49 MP PNG refused in ${refusedInMs} ms`);

    const phone = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#445566' } }).jpeg().toBuffer();
    expect((await post(subletFormData({ title: '12 MP photo' }, [fileOf(phone, 'phone.jpg', 'image/jpeg')]))).status).toBe(201);
  });

  it('refuses a truncated JPEG', async () => {
    const before = await stored();
    const truncated = images.jpegWithGps.subarray(0, Math.floor(images.jpegWithGps.length / 3));
    const result = await post(subletFormData({}, [fileOf(truncated, 'cut.jpg', 'image/jpeg')]));
    expect(result.status).toBe(415);
    expect(await stored()).toEqual(before);
  });

  // A 12 MP decode and three encodes: seconds on a busy 2-core machine, over Jest's 5 s.
  it('takes iPhone photos (HEIC: 12 MP, tiled and turned), whatever their name and type say, as WebP without EXIF', async () => {
    const heic = heicFixture('phone-12mp.heic');
    const small = heicFixture('red-p3-640x480.heic');
    const tiled = heicFixture('tiled-rotated-1200x900.heic');
    expect(hasGpsIfd((await sharp(heic).metadata()).exif)).toBe(true);
    const before = await stored();
    // Windows without the HEIF extension gives a .heic no type; a renamed copy says JPEG.
    const result = await post(subletFormData({ title: 'iPhone photos' }, [fileOf(heic, 'IMG_4021.HEIC', ''), fileOf(small, 'IMG_4022.jpg', 'image/jpeg'), fileOf(tiled, 'IMG_4023.HEIC', 'image/heic')]));
    expect(result.status).toBe(201);
    const [row] = await env.database.db.select().from(sublets).where(eq(sublets.assetKeyHash, hashAssetKey(String(result.body?.assetKey))));
    const photos = await photosOf(row!.id);
    const copies = await Promise.all(photos.map(async (photo) => (await readAsset(env.database.db, photo.assets.storageKey!))!.bytes));
    const metas = await Promise.all(copies.map((bytes) => sharp(bytes).metadata()));
    expect(metas.map((meta) => [meta.format, meta.width, meta.height, meta.exif, meta.icc])).toEqual([
      ['webp', 1600, 1200, undefined, undefined],
      ['webp', 640, 480, undefined, undefined],
      // Tiled and turned upright by the file's own rotation, as an iPhone's portrait photo.
      ['webp', 900, 1200, undefined, undefined],
    ]);
    // Converted from Display P3 to sRGB on the way: the red it was drawn as, not the file's numbers.
    const [r, g] = await sharp(copies[1]!).extract({ left: 400, top: 240, width: 1, height: 1 }).raw().toBuffer();
    expect([r! > 224, g! < 47]).toEqual([true, true]);
    const [blue] = await sharp(copies[2]!).extract({ left: 840, top: 200, width: 1, height: 1 }).raw().toBuffer();
    expect(blue).toBeLessThan(60); // red channel of the blue bar, now at the top right
    expect(await stored()).toMatchObject({ sublets: before.sublets + 1, photos: before.photos + 3 });
  }, 30_000);

  it('caps the whole body: by Content-Length before reading, and while streaming', async () => {
    const before = await stored();
    expect(await post(subletFormData({}, [fileOf(images.png, 'a.png', 'image/png')]), deps(), { 'content-length': String(MAX_SUBLET_BODY_BYTES + 1) })).toMatchObject({
      status: 413,
    });
    // No Content-Length: counted while read (a small cap to keep the test fast).
    const large = fileOf(Buffer.alloc(300_000, 1), 'big.jpg', 'image/jpeg');
    expect(await post(subletFormData({}, [large]), deps({ maxBodyBytes: 200_000 }))).toMatchObject({ status: 413 });
    expect(await stored()).toEqual(before);
  });

});
