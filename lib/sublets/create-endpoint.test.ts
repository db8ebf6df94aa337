import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { assetBlobs, assets, mailOutbox, subletPhotos, sublets } from '../data/schema';
import { deleteSubletByAssetKey } from '../data/sublet-changes';
import { readAsset } from '../storage/asset-store';
import { CAPTCHA_ACTIONS } from '../domain/validation/captcha-actions';
import {
  IMAGE_REQUIRED_MESSAGE,
  SUBLET_CAPTCHA_MESSAGE,
  SUBLET_POST_FAILED_MESSAGE,
  SUBLET_POSTED_MESSAGE,
  TOO_MANY_IMAGES_MESSAGE,
} from '../domain/validation/sublet-messages';
import { createEndpointRateLimiter } from '../rate-limit/endpoint-limiter';
import { captchaToken } from '@/test/fake-recaptcha';
import { heicFixture } from '@/test/heic-fixtures';
import { INQUIRIES, LeadTestEnv, SITE_URL } from '@/test/lead-test-env';
import { EXIF_MARKER, fileOf, malformedSubletPosts, multipartPost, subletFormData, testImage } from '@/test/sublet-fixtures';
import { verifyApprovalToken } from './approval-token';
import { hashAssetKey } from './asset-key';
import { createSubletCreateEndpoint, type SubletCreateDeps } from './create-endpoint';
import { MAX_SUBLET_BODY_BYTES } from './limits';
import { prepareSubletPhoto } from './photos';

const URL = `${SITE_URL}/api/sublets`;
const SECRET = 'approval-secret-for-tests';
const env = new LeadTestEnv();
let jpegWithGps: Buffer;
let png: Buffer;

beforeAll(async () => {
  await env.start();
  jpegWithGps = await testImage({ width: 2400, height: 1800, gps: true });
  png = await testImage({ width: 640, height: 480, format: 'png', colour: { r: 40, g: 90, b: 160 } });
}, 60_000);
afterAll(() => env.stop());

function deps(overrides: Partial<SubletCreateDeps> = {}): SubletCreateDeps {
  return { ...env.deps({ config: env.configWithoutCaptcha }), getAppSecret: () => SECRET, ...overrides };
}

async function post(form: FormData | string | Uint8Array, d: SubletCreateDeps = deps(), headers: Record<string, string> = {}) {
  const response = await createSubletCreateEndpoint(d)(multipartPost(URL, form, headers));
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}

async function stored() {
  const db = env.database.db;
  const [s] = await db.select({ n: count() }).from(sublets);
  const [a] = await db.select({ n: count() }).from(assets);
  const [p] = await db.select({ n: count() }).from(subletPhotos);
  const [m] = await db.select({ n: count() }).from(mailOutbox);
  const [b] = await db.select({ n: count() }).from(assetBlobs);
  return { sublets: s?.n ?? 0, assets: a?.n ?? 0, photos: p?.n ?? 0, mail: m?.n ?? 0, files: b?.n ?? 0 };
}

/** A sublet's photo rows with their assets, cover first. */
function photosOf(subletId: string) {
  return env.database.db
    .select()
    .from(subletPhotos)
    .innerJoin(assets, eq(assets.id, subletPhotos.assetId))
    .where(eq(subletPhotos.subletId, subletId))
    .orderBy(subletPhotos.position);
}

/** The GPS IFD pointer (tag 0x8825) in a TIFF-structured EXIF block, in its byte order. */
function hasGpsIfd(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const littleEndian = exif.indexOf('II*') >= 0;
  return exif.indexOf(Buffer.from(littleEndian ? [0x25, 0x88] : [0x88, 0x25])) >= 0;
}

describe('POST /api/sublets', () => {
  it('stores the sublet unapproved with its re-encoded photos and both mails, and answers the asset key', async () => {
    const before = await stored();
    const input = await sharp(jpegWithGps).metadata();
    expect(hasGpsIfd(input.exif)).toBe(true);
    expect(input.exif?.toString('latin1')).toContain(EXIF_MARKER);

    const result = await post(
      subletFormData({}, [fileOf(jpegWithGps, 'IMG_0001.jpg', 'image/jpeg'), fileOf(png, 'kitchen.png', 'image/png')]),
    );
    expect(result.status).toBe(201);
    const assetKey = String(result.body?.assetKey);
    expect(result.body).toEqual({ assetKey, message: SUBLET_POSTED_MESSAGE });
    expect(assetKey).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [row] = await env.database.db.select().from(sublets).where(eq(sublets.assetKeyHash, hashAssetKey(assetKey)));
    expect(row).toMatchObject({
      approved: false,
      active: true,
      approvedAt: null,
      address: '1021 N Walnut St Apt 3, Bloomington IN',
      bedroom: 2,
      availableBedrooms: 1,
      rent: 650,
      petsAllowed: false,
      utilitiesIncluded: true,
      email: 'jamie.poster@example.com',
    });
    // The key itself is stored nowhere in the sublet row.
    expect(JSON.stringify(row)).not.toContain(assetKey);

    const photos = await photosOf(row!.id);
    expect(photos.map((p) => [p.sublet_photos.position, p.sublet_photos.isCover])).toEqual([
      [0, true],
      [1, false],
    ]);
    expect(row!.coverImageId).toBe(photos[0]!.assets.id);

    // The stored copy of the GPS-tagged JPEG: WebP, at most 1600 px, no EXIF/GPS/XMP/ICC at all.
    const copy = await sharp((await readAsset(env.database.db, photos[0]!.assets.storageKey!))!.bytes).metadata();
    expect(copy).toMatchObject({ format: 'webp', width: 1600, height: 1200 });
    expect(copy.exif).toBeUndefined();
    expect(copy.xmp).toBeUndefined();
    expect(copy.icc).toBeUndefined();
    expect(photos[0]!.assets.storageKey).toMatch(/\.webp$/);

    const after = await stored();
    expect(after).toEqual({ ...before, sublets: before.sublets + 1, assets: before.assets + 2, photos: before.photos + 2, mail: before.mail + 2, files: before.files + 2 });

    // The moderators: INQUIRIES_EMAIL, reply-to the poster, a signed link to the confirmation page.
    const moderators = await env.smtp.waitForMail((m) => m.headers.subject === 'Sublet to approve: Sunny room near Showers Park');
    expect(moderators.envelopeTo).toEqual([INQUIRIES]);
    expect(moderators.headers['reply-to']).toBe('jamie.poster@example.com');
    const link = /http:\/\/127\.0\.0\.1:3140\/sublets\/approve\/([A-Za-z0-9_.-]+)/.exec(moderators.text);
    expect(link).not.toBeNull();
    expect(verifyApprovalToken(link![1]!, SECRET)).toEqual({ subletId: row!.id, issuedAt: expect.any(Date) });
    expect(moderators.raw).not.toContain(assetKey);

    // The poster: the private manage link, nothing else has the key.
    const poster = await env.smtp.waitForMail((m) => m.envelopeTo.includes('jamie.poster@example.com'));
    expect(poster.text).toContain(`${SITE_URL}/sublets/${assetKey}`);
    expect(poster.headers['reply-to']).toBeUndefined();
  });

  it('accepts a post without a captcha when the site has none, and asks for one when it has', async () => {
    const files = () => [fileOf(png, 'a.png', 'image/png')];
    const withCaptcha = deps({ getConfig: () => env.config });
    expect(await post(subletFormData({ captchaResponse: '' }, files()), withCaptcha)).toEqual({
      status: 400,
      body: { message: SUBLET_CAPTCHA_MESSAGE, errors: { captchaResponse: SUBLET_CAPTCHA_MESSAGE } },
    });
    expect(await post(subletFormData({ captchaResponse: 'forged' }, files()), withCaptcha)).toMatchObject({ status: 400 });
    const ok = await post(subletFormData({ captchaResponse: captchaToken(CAPTCHA_ACTIONS.subletPost) }, files()), withCaptcha);
    expect(ok.status).toBe(201);
    // A token for another form does not do.
    expect((await post(subletFormData({ captchaResponse: captchaToken(CAPTCHA_ACTIONS.contact) }, files()), withCaptcha)).status).toBe(400);
  });

  it('refuses an image of 5,000,000 bytes or more, naming it, and stores nothing', async () => {
    const before = await stored();
    const big = Buffer.concat([png, Buffer.alloc(5_000_000 - png.length)]);
    const result = await post(subletFormData({}, [fileOf(png, 'ok.png', 'image/png'), fileOf(big, 'huge.png', 'image/png')]));
    expect(result).toEqual({
      status: 400,
      body: { message: 'Fix field error(s)', errors: { images: 'huge.png is too big, provide a file smaller than 5mb!' } },
    });
    expect(await stored()).toEqual(before);
  });

  it('refuses 6 images and no image', async () => {
    const before = await stored();
    const six = Array.from({ length: 6 }, (_, i) => fileOf(png, `${i}.png`, 'image/png'));
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
    const result = await post(subletFormData({}, [fileOf(png, 'good.png', 'image/png'), fileOf(jpegWithGps, 'good.jpg', 'image/jpeg'), makeFile()]));
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
    const result = await post(subletFormData({}, [fileOf(png, 'good.png', 'image/png'), fileOf(huge, 'poster.png', 'image/png')]));
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
    const truncated = jpegWithGps.subarray(0, Math.floor(jpegWithGps.length / 3));
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
    expect(await post(subletFormData({}, [fileOf(png, 'a.png', 'image/png')]), deps(), { 'content-length': String(MAX_SUBLET_BODY_BYTES + 1) })).toMatchObject({
      status: 413,
    });
    // No Content-Length: counted while read (a small cap to keep the test fast).
    const large = fileOf(Buffer.alloc(300_000, 1), 'big.jpg', 'image/jpeg');
    expect(await post(subletFormData({}, [large]), deps({ maxBodyBytes: 200_000 }))).toMatchObject({ status: 413 });
    expect(await stored()).toEqual(before);
  });

  it('is all or nothing: a failure while processing the second image leaves nothing', async () => {
    const before = await stored();
    let calls = 0;
    const result = await post(
      subletFormData({}, [fileOf(png, 'a.png', 'image/png'), fileOf(jpegWithGps, 'b.jpg', 'image/jpeg')]),
      deps({
        preparePhoto: async (bytes, name) => {
          calls += 1;
          if (calls === 2) throw new Error('disk on fire');
          return prepareSubletPhoto(bytes, name);
        },
      }),
    );
    expect(result).toEqual({ status: 500, body: { message: SUBLET_POST_FAILED_MESSAGE } });
    expect(await stored()).toEqual(before);
  });

  it('is all or nothing: a failed transaction after the files were written leaves no row and no file', async () => {
    const [existing] = await env.database.db.select({ id: sublets.id }).from(sublets).limit(1);
    const before = await stored();
    const other = await testImage({ width: 300, height: 200, colour: { r: 10, g: 200, b: 30 } });
    const result = await post(
      subletFormData({ title: 'Collides with an existing id' }, [fileOf(other, 'c.jpg', 'image/jpeg'), fileOf(png, 'd.png', 'image/png')]),
      deps({ newSubletId: () => existing!.id }),
    );
    expect(result).toEqual({ status: 500, body: { message: SUBLET_POST_FAILED_MESSAGE } });
    const after = await stored();
    expect(after).toEqual(before);
    const titles = await env.database.db.select({ t: sublets.title }).from(sublets);
    expect(titles.map((t) => t.t)).not.toContain('Collides with an existing id');
  });

  describe('sent again after its answer was lost (Idempotency-Key)', () => {
    const keyed = (key: string) => ({ 'idempotency-key': `"${key}"` });
    const colour = (g: number) => testImage({ width: 320, height: 240, colour: { r: 200, g, b: 20 } });

    it('is stored once: the repeat is answered with the same asset key, without its photos being read again', async () => {
      const photo = await colour(11);
      const before = await stored();
      let prepared = 0;
      const counting = deps({ preparePhoto: async (bytes, name) => ((prepared += 1), prepareSubletPhoto(bytes, name)) });
      const first = await post(subletFormData({ title: 'Posted twice' }, [fileOf(photo, 'a.jpg', 'image/jpeg')]), counting, keyed('lost-answer-key-000000001'));
      const again = await post(subletFormData({ title: 'Posted twice' }, [fileOf(photo, 'a.jpg', 'image/jpeg')]), counting, keyed('lost-answer-key-000000001'));
      expect(first).toEqual({ status: 201, body: { assetKey: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), message: SUBLET_POSTED_MESSAGE } });
      expect(again).toEqual(first);
      expect(prepared).toBe(1);
      expect(await stored()).toEqual({ ...before, sublets: before.sublets + 1, assets: before.assets + 1, photos: before.photos + 1, mail: before.mail + 2, files: before.files + 1 });
      const rows = await env.database.db.select({ title: sublets.title }).from(sublets).where(eq(sublets.assetKeyHash, hashAssetKey(String(first.body?.assetKey))));
      expect(rows).toEqual([{ title: 'Posted twice' }]);
      // Another key is another post, with its own asset key.
      const other = await post(subletFormData({ title: 'Posted twice' }, [fileOf(photo, 'a.jpg', 'image/jpeg')]), deps(), keyed('lost-answer-key-000000002'));
      expect(other.body?.assetKey).not.toBe(first.body?.assetKey);
      expect((await stored()).sublets).toBe(before.sublets + 2);
    });

    it('sent twice at once: one post, both answered with its key, no photo left over', async () => {
      const photo = await colour(22);
      const before = await stored();
      const send = () => post(subletFormData({ title: 'Raced' }, [fileOf(photo, 'r.jpg', 'image/jpeg')]), deps(), keyed('raced-post-key-0000000001'));
      const [a, b] = await Promise.all([send(), send()]);
      expect([a.status, b.status]).toEqual([201, 201]);
      expect(a.body?.assetKey).toBe(b.body?.assetKey);
      expect(await stored()).toEqual({ ...before, sublets: before.sublets + 1, assets: before.assets + 1, photos: before.photos + 1, mail: before.mail + 2, files: before.files + 1 });
    });

    it('a failed attempt claims nothing (the retry is stored); a deleted post is not brought back by its repeat', async () => {
      const [existing] = await env.database.db.select({ id: sublets.id }).from(sublets).limit(1);
      const photo = await colour(33);
      const form = () => subletFormData({ title: 'Retried then deleted' }, [fileOf(photo, 'd.jpg', 'image/jpeg')]);
      const before = await stored();
      expect((await post(form(), deps({ newSubletId: () => existing!.id }), keyed('retry-then-delete-0000001'))).status).toBe(500);
      expect(await stored()).toEqual(before);
      const posted = await post(form(), deps(), keyed('retry-then-delete-0000001'));
      expect(posted.status).toBe(201);
      expect((await stored()).sublets).toBe(before.sublets + 1);
      expect(await deleteSubletByAssetKey(env.database.db, String(posted.body?.assetKey))).not.toBeNull();
      expect(await post(form(), deps(), keyed('retry-then-delete-0000001'))).toEqual(posted);
      expect((await stored()).sublets).toBe(before.sublets);
    });
  });

  it('answers a bot that fills the honeypot like a poster, and stores nothing', async () => {
    const before = await stored();
    const result = await post(subletFormData({ website: 'http://spam.example' }, [fileOf(png, 'a.png', 'image/png')]));
    expect(result.status).toBe(201);
    expect(result.body?.message).toBe(SUBLET_POSTED_MESSAGE);
    expect(await stored()).toEqual(before);
  });

  it('limits posting per address (429 with Retry-After), before reading the body', async () => {
    const limited = deps({ rateLimiter: createEndpointRateLimiter({ perClient: { points: 2, durationSeconds: 60 } }) });
    const form = () => subletFormData({ title: '' }, []);
    expect((await post(form(), limited)).status).toBe(400);
    expect((await post(form(), limited)).status).toBe(400);
    const response = await createSubletCreateEndpoint(limited)(multipartPost(URL, form()));
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await post(form(), limited, { 'x-forwarded-for': '198.51.100.7' })).status).toBe(400);
  });

  describe('50+ malformed bodies: each answered 4xx, nothing stored', () => {
    const cases = malformedSubletPosts(() => fileOf(png, 'a.png', 'image/png'));

    it('has more than 50 cases', () => {
      expect(cases.length).toBeGreaterThanOrEqual(50);
    });

    it.each(cases)('%s', async (_case, make) => {
      const before = await stored();
      const { body, headers } = await make();
      const result = await post(body, deps(), headers);
      expect(result.status).toBeGreaterThanOrEqual(400);
      expect(result.status).toBeLessThan(500);
      expect(typeof result.body?.message).toBe('string');
      expect(await stored()).toEqual(before);
    });
  });
});
