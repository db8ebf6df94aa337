import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { sublets } from '../data/schema';
import { readAsset } from '../storage/asset-store';
import { CAPTCHA_ACTIONS } from '../domain/validation/captcha-actions';
import { DATE_PAST_MESSAGE, FIX_FIELD_ERRORS_MESSAGE, SUBLET_CAPTCHA_MESSAGE, SUBLET_POSTED_MESSAGE } from '../domain/validation/sublet-messages';
import { createEndpointRateLimiter } from '../rate-limit/endpoint-limiter';
import { captchaToken } from '@/test/fake-recaptcha';
import { INQUIRIES, SITE_URL } from '@/test/lead-test-env';
import { APPROVAL_SECRET, hasGpsIfd, subletCreateHarness, SUBLETS_URL } from '@/test/sublet-create-harness';
import { EXIF_MARKER, fileOf, malformedSubletPosts, multipartPost, subletFormData } from '@/test/sublet-fixtures';
import { verifyApprovalToken } from './approval-token';
import { hashAssetKey } from './asset-key';
import { createSubletCreateEndpoint } from './create-endpoint';

// The photos a post carries: create-endpoint-photos.test.ts; all or nothing, and a post sent
// again: create-endpoint-atomicity.test.ts.
const { env, images, deps, post, stored, photosOf } = subletCreateHarness();

describe('POST /api/sublets', () => {
  it('stores the sublet unapproved with its re-encoded photos and both mails, and answers the asset key', async () => {
    const before = await stored();
    const input = await sharp(images.jpegWithGps).metadata();
    expect(hasGpsIfd(input.exif)).toBe(true);
    expect(input.exif?.toString('latin1')).toContain(EXIF_MARKER);

    const result = await post(
      subletFormData({}, [fileOf(images.jpegWithGps, 'IMG_0001.jpg', 'image/jpeg'), fileOf(images.png, 'kitchen.png', 'image/png')]),
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
    expect(verifyApprovalToken(link![1]!, APPROVAL_SECRET)).toEqual({ subletId: row!.id, issuedAt: expect.any(Date) });
    expect(moderators.raw).not.toContain(assetKey);

    // The poster: the private manage link, nothing else has the key.
    const poster = await env.smtp.waitForMail((m) => m.envelopeTo.includes('jamie.poster@example.com'));
    expect(poster.text).toContain(`${SITE_URL}/sublets/${assetKey}`);
    expect(poster.headers['reply-to']).toBeUndefined();
  });

  it('accepts a post without a captcha when the site has none, and asks for one when it has', async () => {
    const files = () => [fileOf(images.png, 'a.png', 'image/png')];
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

  it("refuses an Available To day already past in Bloomington, by the server's clock, and stores nothing", async () => {
    const before = await stored();
    const files = () => [fileOf(images.png, 'a.png', 'image/png')];
    // 04:30 UTC on 2 December is still 1 December in Bloomington: that day is not past yet.
    const at = deps({ now: () => new Date('2026-12-02T04:30:00Z') });
    const lastYear = { availableFrom: '2025-12-20', availableTo: '2026-01-10' };
    expect(await post(subletFormData(lastYear, files()), at)).toEqual({
      status: 400,
      body: { message: FIX_FIELD_ERRORS_MESSAGE, errors: { availableTo: DATE_PAST_MESSAGE } },
    });
    expect(await post(subletFormData({ availableFrom: '2026-11-20', availableTo: '2026-11-30' }, files()), at)).toMatchObject({ status: 400 });
    expect(await stored()).toEqual(before);
    expect((await post(subletFormData({ availableFrom: '2026-11-20', availableTo: '2026-12-01' }, files()), at)).status).toBe(201);
  });

  it('answers a bot that fills the honeypot like a poster, and stores nothing', async () => {
    const before = await stored();
    const result = await post(subletFormData({ website: 'http://spam.example' }, [fileOf(images.png, 'a.png', 'image/png')]));
    expect(result.status).toBe(201);
    expect(result.body?.message).toBe(SUBLET_POSTED_MESSAGE);
    expect(await stored()).toEqual(before);
  });

  it('limits posting per address (429 with Retry-After), before reading the body', async () => {
    const limited = deps({ rateLimiter: createEndpointRateLimiter({ perClient: { points: 2, durationSeconds: 60 } }) });
    const form = () => subletFormData({ title: '' }, []);
    expect((await post(form(), limited)).status).toBe(400);
    expect((await post(form(), limited)).status).toBe(400);
    const response = await createSubletCreateEndpoint(limited)(multipartPost(SUBLETS_URL, form()));
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await post(form(), limited, { 'x-forwarded-for': '198.51.100.7' })).status).toBe(400);
  });

  describe('50+ malformed bodies: each answered 4xx, nothing stored', () => {
    const cases = malformedSubletPosts(() => fileOf(images.png, 'a.png', 'image/png'));

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
