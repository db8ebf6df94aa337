import { eq } from 'drizzle-orm';
import { sublets } from '../data/schema';
import { loadListedSublets, loadSubletByAssetKey } from '../data/sublets';
import { formatDisplayDate } from '../domain/formats';
import { siteDay } from '../domain/site-day';
import { SUBLET_NOT_FOUND_MESSAGE, SUBLET_NOT_RENEWABLE_MESSAGE, subletRenewedMessage } from '../domain/validation/sublet-messages';
import { LeadTestEnv, SITE_URL } from '@/test/lead-test-env';
import { createTestSublet } from '@/test/sublet-rows';
import { createKeyGuard } from './key-guard';
import { createSubletRenewEndpoint } from './renew-endpoint';

const DAY = 24 * 60 * 60 * 1000;
const env = new LeadTestEnv();

beforeAll(() => env.start(), 60_000);
afterAll(() => env.stop());

/** A sublet approved `daysAgo` days before `now`, available until `availableTo`. */
async function approvedDaysAgo(daysAgo: number, now: Date, change: Partial<typeof sublets.$inferInsert> = {}, availableTo = '2099-08-31') {
  const posted = await createTestSublet(env.database.db, { createdDate: new Date(now.getTime() - daysAgo * DAY - DAY), fields: { availableFrom: '2026-01-01', availableTo } });
  await env.database.db
    .update(sublets)
    .set({ approved: true, approvedAt: new Date(now.getTime() - daysAgo * DAY), ...change })
    .where(eq(sublets.id, posted.id));
  return posted;
}

function renewRequest(key: string, { form = false } = {}) {
  return new Request(`${SITE_URL}/api/sublets/${key}/renew`, {
    method: 'POST',
    headers: { 'x-forwarded-for': '203.0.113.70', ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
    body: '',
  });
}

function endpoint(now: Date, revalidated: string[] = []) {
  return createSubletRenewEndpoint({ ...env.deps(), keyGuard: createKeyGuard(), now: () => now, revalidate: () => revalidated.push('board') });
}

const dayText = (instant: Date) => formatDisplayDate(siteDay(instant));

describe('POST /api/sublets/{assetKey}/renew', () => {
  it('lists a listing in its last days for 30 days from now, and the board shows it', async () => {
    const db = env.database.db;
    const now = new Date();
    const posted = await approvedDaysAgo(27, now, { endedNoticeAt: null });
    const revalidated: string[] = [];
    const response = await endpoint(now, revalidated)(renewRequest(posted.assetKey), posted.assetKey);
    expect(response.status).toBe(200);
    const listedUntil = new Date(now.getTime() + 30 * DAY);
    expect(await response.json()).toEqual({ message: subletRenewedMessage(dayText(listedUntil)) });
    expect(revalidated).toEqual(['board']);
    const managed = await loadSubletByAssetKey(db, posted.assetKey, now);
    const renewableFrom = new Date(listedUntil.getTime() - 7 * DAY).toISOString();
    expect(managed).toMatchObject({ status: 'listed', renewable: false, renewableFrom, sublet: { listedUntil: listedUntil.toISOString() } });
    expect((await loadListedSublets(db, new Date(now.getTime() + 10 * DAY))).map((s) => s.id)).toContain(posted.id);
  });

  it('lists an ended one again, and its end will be mailed again', async () => {
    const db = env.database.db;
    const now = new Date();
    const posted = await approvedDaysAgo(35, now, { endedNoticeAt: new Date(now.getTime() - 4 * DAY) });
    expect(await loadSubletByAssetKey(db, posted.assetKey, now)).toMatchObject({ status: 'expired', renewable: true });
    expect((await endpoint(now)(renewRequest(posted.assetKey), posted.assetKey)).status).toBe(200);
    expect((await loadListedSublets(db, now)).map((s) => s.id)).toContain(posted.id);
    const [row] = await db.select({ endedNoticeAt: sublets.endedNoticeAt, approvedAt: sublets.approvedAt }).from(sublets).where(eq(sublets.id, posted.id));
    expect(row).toEqual({ endedNoticeAt: null, approvedAt: now });
  });

  it.each<[string, number, Partial<typeof sublets.$inferInsert>, string]>([
    ['with 20 days left', 10, {}, '2099-08-31'],
    ['waiting for approval', 27, { approved: false, approvedAt: null }, '2099-08-31'],
    ['held off the board by reports', 27, { heldAt: new Date() }, '2099-08-31'],
    ['whose Available To date has passed', 35, {}, '2020-08-31'],
  ])('refuses one %s (409) and changes nothing', async (_case, daysAgo, change, availableTo) => {
    const db = env.database.db;
    const now = new Date();
    const posted = await approvedDaysAgo(daysAgo, now, change, availableTo);
    const [before] = await db.select().from(sublets).where(eq(sublets.id, posted.id));
    const revalidated: string[] = [];
    const response = await endpoint(now, revalidated)(renewRequest(posted.assetKey), posted.assetKey);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: SUBLET_NOT_RENEWABLE_MESSAGE, errors: {} });
    expect(await db.select().from(sublets).where(eq(sublets.id, posted.id))).toEqual([before]);
    expect(revalidated).toEqual([]);
  });

  it('answers a press sent again as the first, without moving the end', async () => {
    const db = env.database.db;
    const now = new Date();
    const posted = await approvedDaysAgo(28, now);
    const first = await (await endpoint(now)(renewRequest(posted.assetKey), posted.assetKey)).json();
    const later = new Date(now.getTime() + 10 * 60_000);
    const again = await endpoint(later)(renewRequest(posted.assetKey), posted.assetKey);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(first);
    const [row] = await db.select({ approvedAt: sublets.approvedAt }).from(sublets).where(eq(sublets.id, posted.id));
    expect(row?.approvedAt).toEqual(now);
    // A day later it is simply not renewable yet.
    expect((await endpoint(new Date(now.getTime() + DAY))(renewRequest(posted.assetKey), posted.assetKey)).status).toBe(409);
  });

  it('answers the page’s form post 303 back to the page with the result', async () => {
    const now = new Date();
    const posted = await approvedDaysAgo(29, now);
    const done = await endpoint(now)(renewRequest(posted.assetKey, { form: true }), posted.assetKey);
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`/sublets/${posted.assetKey}?result=renewed`);
    expect(done.headers.get('referrer-policy')).toBe('no-referrer');
    const early = await approvedDaysAgo(2, now);
    expect((await endpoint(now)(renewRequest(early.assetKey, { form: true }), early.assetKey)).headers.get('location')).toBe(
      `/sublets/${early.assetKey}?result=not-renewable`,
    );
  });

  it('answers an unknown key 404 (a form post: back to the page, which is the 404 page), counted as a miss', async () => {
    const key = 'K'.repeat(43);
    const guard = createKeyGuard({ points: 2, durationSeconds: 60, blockSeconds: 60 });
    const handle = createSubletRenewEndpoint({ ...env.deps(), keyGuard: guard, revalidate: () => {} });
    const json = await handle(renewRequest(key), key);
    expect(json.status).toBe(404);
    expect(await json.json()).toEqual({ message: SUBLET_NOT_FOUND_MESSAGE, errors: {} });
    expect((await handle(renewRequest(key, { form: true }), key)).headers.get('location')).toBe(`/sublets/${key}?result=not-found`);
    // The third miss blocks the address, for every key.
    expect((await handle(renewRequest(key), key)).status).toBe(429);
    expect((await handle(renewRequest('not-a-key'), 'not-a-key')).status).toBe(429);
  });
});
