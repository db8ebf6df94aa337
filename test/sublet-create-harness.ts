import { count, eq } from 'drizzle-orm';
import { assetBlobs, assets, mailOutbox, subletPhotos, sublets } from '@/lib/data/schema';
import { createSubletCreateEndpoint, type SubletCreateDeps } from '@/lib/sublets/create-endpoint';
import { LeadTestEnv, SITE_URL } from './lead-test-env';
import { multipartPost, testImage } from './sublet-fixtures';

export const SUBLETS_URL = `${SITE_URL}/api/sublets`;
export const APPROVAL_SECRET = 'approval-secret-for-tests';

/**
 * What the tests of POST /api/sublets share (lib/sublets/create-endpoint*.test.ts): a database
 * and mail catcher started before the file's tests and stopped after, two photos made once (a
 * GPS-tagged 2400 × 1800 JPEG and a 640 × 480 PNG), the endpoint called as a browser posts, and
 * the rows a post leaves, counted. Call it at the top of a test file.
 */
export function subletCreateHarness() {
  const env = new LeadTestEnv();
  const images: { jpegWithGps: Buffer; png: Buffer } = { jpegWithGps: Buffer.alloc(0), png: Buffer.alloc(0) };
  beforeAll(async () => {
    await env.start();
    images.jpegWithGps = await testImage({ width: 2400, height: 1800, gps: true });
    images.png = await testImage({ width: 640, height: 480, format: 'png', colour: { r: 40, g: 90, b: 160 } });
  }, 60_000);
  afterAll(() => env.stop());

  function deps(overrides: Partial<SubletCreateDeps> = {}): SubletCreateDeps {
    return { ...env.deps({ config: env.configWithoutCaptcha }), getAppSecret: () => APPROVAL_SECRET, ...overrides };
  }

  async function post(form: FormData | string | Uint8Array, d: SubletCreateDeps = deps(), headers: Record<string, string> = {}) {
    const response = await createSubletCreateEndpoint(d)(multipartPost(SUBLETS_URL, form, headers));
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

  return { env, images, deps, post, stored, photosOf };
}

/** The GPS IFD pointer (tag 0x8825) in a TIFF-structured EXIF block, in its byte order. */
export function hasGpsIfd(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const littleEndian = exif.indexOf('II*') >= 0;
  return exif.indexOf(Buffer.from(littleEndian ? [0x25, 0x88] : [0x88, 0x25])) >= 0;
}
