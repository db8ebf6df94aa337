import { eq } from 'drizzle-orm';
import { leads, mailOutbox, sublets } from '../data/schema';
import { loadListedSublets } from '../data/sublets';
import { CAPTCHA_ACTIONS } from '../domain/validation/captcha-actions';
import { MESSAGE_SENT_MESSAGE } from '../domain/validation/messages';
import { SUBLET_NOT_FOUND_MESSAGE } from '../domain/validation/sublet-messages';
import { createEndpointRateLimiter } from '../rate-limit/endpoint-limiter';
import { assetExists, saveAssetBytes } from '../storage/asset-store';
import { captchaToken } from '@/test/fake-recaptcha';
import { jsonPost, LeadTestEnv, malformedBodies, SITE_URL } from '@/test/lead-test-env';
import { testImage } from '@/test/sublet-fixtures';
import { createTestSublet } from '@/test/sublet-rows';
import { signApprovalToken } from './approval-token';
import { generateAssetKey } from './asset-key';
import { createSubletApproveEndpoint, SUBLET_APPROVED_MESSAGE } from './approve-endpoint';
import { createSubletDeleteEndpoint } from './delete-endpoint';
import { createKeyGuard } from './key-guard';
import { createSubletMessageEndpoint } from './message-endpoint';

const SECRET = 'approval-secret-for-tests';
const DAY = 24 * 60 * 60 * 1000;
const env = new LeadTestEnv();

beforeAll(() => env.start(), 60_000);
afterAll(() => env.stop());

function deleteRequest(key: string, address = '203.0.113.50') {
  return new Request(`${SITE_URL}/api/sublets/${key}`, { method: 'DELETE', headers: { 'x-forwarded-for': address } });
}

async function approved(now = new Date()) {
  const posted = await createTestSublet(env.database.db, { createdDate: now });
  const response = await createSubletApproveEndpoint({ ...env.deps(), getAppSecret: () => SECRET, revalidate: () => {}, now: () => now })(
    jsonPost(`${SITE_URL}/api/sublets/approve/x`, {}),
    signApprovalToken(posted.id, SECRET, now),
  );
  expect(response.status).toBe(200);
  return posted;
}

describe('DELETE /api/sublets/{assetKey}', () => {
  it('deletes with the right key (204), hides it from the board at once, removes its photos; then 404', async () => {
    const db = env.database.db;
    const photo = await saveAssetBytes(db, await testImage({ width: 200, height: 100, colour: { r: 200, g: 1, b: 1 } }));
    const posted = await createTestSublet(db, { photos: [photo] });
    await db.update(sublets).set({ approved: true, approvedAt: new Date() }).where(eq(sublets.id, posted.id));
    expect((await loadListedSublets(db, new Date())).map((s) => s.id)).toContain(posted.id);

    const revalidated: number[] = [];
    const handle = createSubletDeleteEndpoint({ ...env.deps(), keyGuard: createKeyGuard(), revalidate: () => revalidated.push(1) });
    const response = await handle(deleteRequest(posted.assetKey), posted.assetKey);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(revalidated).toHaveLength(1);
    expect((await loadListedSublets(db, new Date())).map((s) => s.id)).not.toContain(posted.id);
    expect(await assetExists(db, photo.storageKey)).toBe(false);

    const again = await handle(deleteRequest(posted.assetKey), posted.assetKey);
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ message: SUBLET_NOT_FOUND_MESSAGE, errors: {} });
    expect(revalidated).toHaveLength(1);
  });

  it('answers wrong or guessed keys 404, then 429 for every key from that address', async () => {
    const posted = await createTestSublet(env.database.db);
    const guard = createKeyGuard({ points: 3, durationSeconds: 60 });
    const handle = createSubletDeleteEndpoint({ ...env.deps(), keyGuard: guard, revalidate: () => {} });
    const guesses = [generateAssetKey(), generateAssetKey(), 'short', `${posted.assetKey.slice(0, -2)}zz`];
    const statuses: number[] = [];
    for (const key of guesses) statuses.push((await handle(deleteRequest(key, '198.51.100.66'), key)).status);
    expect(statuses).toEqual([404, 404, 404, 429]);
    // Blocked: even the right key is refused from that address (a guesser learns nothing)…
    const blocked = await handle(deleteRequest(posted.assetKey, '198.51.100.66'), posted.assetKey);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await env.database.db.select({ id: sublets.id }).from(sublets).where(eq(sublets.id, posted.id))).toHaveLength(1);
    // …while another address is not affected.
    expect((await handle(deleteRequest(posted.assetKey, '198.51.100.67'), posted.assetKey)).status).toBe(204);
  });

  it('rate-limits deleting per address', async () => {
    const handle = createSubletDeleteEndpoint({
      ...env.deps(),
      rateLimiter: createEndpointRateLimiter({ perClient: { points: 1, durationSeconds: 60 } }),
      keyGuard: createKeyGuard(),
      revalidate: () => {},
    });
    const key = generateAssetKey();
    expect((await handle(deleteRequest(key), key)).status).toBe(404);
    expect((await handle(deleteRequest(key), key)).status).toBe(429);
  });
});

describe('POST /api/sublets/approve/{token}', () => {
  it('approves with a signed token (approvedAt = now, board revalidated); a form post is sent back to the page', async () => {
    const db = env.database.db;
    const posted = await createTestSublet(db);
    const now = new Date('2027-04-02T10:00:00Z');
    const revalidated: number[] = [];
    const handle = createSubletApproveEndpoint({ ...env.deps(), getAppSecret: () => SECRET, revalidate: () => revalidated.push(1), now: () => now });
    const token = signApprovalToken(posted.id, SECRET, new Date(now.getTime() - DAY));
    const form = new Request(`${SITE_URL}/api/sublets/approve/${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    const response = await handle(form, token);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/sublets/approve/${token}?result=approved`);
    const [row] = await db.select().from(sublets).where(eq(sublets.id, posted.id));
    expect(row).toMatchObject({ approved: true, approvedAt: now });
    expect(revalidated).toHaveLength(1);
    expect((await loadListedSublets(db, new Date(now.getTime() + DAY))).map((s) => s.id)).toContain(posted.id);

    const again = await handle(jsonPost(`${SITE_URL}/api/sublets/approve/${token}`, {}), token);
    expect(again.status).toBe(200);
    expect((await again.json()).message).toMatch(/already approved/);
    expect(revalidated).toHaveLength(1);
  });

  it('refuses forged tokens and tokens signed with another secret (404), changing nothing', async () => {
    const db = env.database.db;
    const posted = await createTestSublet(db);
    const handle = createSubletApproveEndpoint({ ...env.deps(), getAppSecret: () => SECRET, revalidate: () => {} });
    for (const token of [signApprovalToken(posted.id, 'other-secret'), `${posted.id}.${'A'.repeat(43)}`, posted.id, 'x']) {
      const response = await handle(jsonPost(`${SITE_URL}/api/sublets/approve/${token}`, {}), token);
      expect(response.status).toBe(404);
    }
    const [row] = await db.select().from(sublets).where(eq(sublets.id, posted.id));
    expect(row?.approved).toBe(false);
    const ok = await handle(jsonPost(`${SITE_URL}/api/sublets/approve/x`, {}), signApprovalToken(posted.id, SECRET));
    expect(await ok.json()).toEqual({ message: SUBLET_APPROVED_MESSAGE });
  });
});

describe('POST /api/sublets/{id}/message', () => {
  async function send(id: string, body: unknown, deps: Parameters<typeof createSubletMessageEndpoint>[0] = env.deps()) {
    const response = await createSubletMessageEndpoint(deps)(jsonPost(`${SITE_URL}/api/sublets/${id}/message`, body), id);
    const text = await response.text();
    return { status: response.status, text, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
  }
  const message = (overrides: Record<string, unknown> = {}) => ({
    name: 'Casey Visitor',
    email: 'casey.visitor@example.com',
    message: 'Is the room still free in June?',
    captchaResponse: captchaToken(CAPTCHA_ACTIONS.subletMessage),
    ...overrides,
  });

  it('mails a listed sublet\'s poster with reply-to the sender; the answer never holds the poster\'s address', async () => {
    const posted = await approved();
    const result = await send(posted.id, message());
    expect(result.status).toBe(201);
    expect(result.body).toEqual({ message: MESSAGE_SENT_MESSAGE });
    expect(result.text).not.toContain(posted.fields.email);

    // (The poster's earlier mail says the listing was approved.)
    const mail = await env.smtp.waitForMail((m) => m.envelopeTo.includes(posted.fields.email) && m.headers.subject?.startsWith('Message about') === true);
    expect(mail.headers['reply-to']).toBe('casey.visitor@example.com');
    expect(mail.headers.subject).toBe(`Message about your sublet: ${posted.fields.title}`);
    expect(mail.text).toContain('Is the room still free in June?');
    const [lead] = await env.database.db.select().from(leads).where(eq(leads.subletId, posted.id));
    expect(lead).toMatchObject({ kind: 'sublet-message', name: 'Casey Visitor', email: 'casey.visitor@example.com' });
  });

  it('answers 404 for a sublet that is not listed: unknown, pending, expired', async () => {
    const db = env.database.db;
    const pending = await createTestSublet(db);
    const old = await approved(new Date(Date.now() - 31 * DAY));
    const before = await db.select().from(mailOutbox);
    for (const id of ['sub_unknown', pending.id, old.id, '../etc', 'x'.repeat(300)]) {
      const result = await send(id, message());
      expect(result).toMatchObject({ status: 404, body: { message: SUBLET_NOT_FOUND_MESSAGE } });
    }
    expect(await db.select().from(mailOutbox)).toHaveLength(before.length);
  });

  it('checks the captcha when the site has one', async () => {
    const posted = await approved();
    expect((await send(posted.id, message({ captchaResponse: '' }))).status).toBe(400);
    expect((await send(posted.id, message({ captchaResponse: captchaToken(CAPTCHA_ACTIONS.contact) }))).status).toBe(400);
    expect((await send(posted.id, message())).status).toBe(201);
  });

  it('answers 50+ malformed bodies with 4xx and stores nothing', async () => {
    const posted = await approved();
    const cases = malformedBodies(message({ captchaResponse: 'x' }));
    expect(cases.length).toBeGreaterThanOrEqual(30);
    const db = env.database.db;
    const before = (await db.select().from(mailOutbox)).length;
    let checked = 0;
    for (const [name, body] of [...cases, ...cases.map(([n, b]) => [`${n} (no captcha site)`, b] as const)]) {
      const deps = name.endsWith('(no captcha site)') ? env.deps({ config: env.configWithoutCaptcha }) : env.deps();
      const result = await send(posted.id, body, deps);
      if (result.status === 201) throw new Error(`${name} was accepted`);
      expect([name, result.status >= 400 && result.status < 500]).toEqual([name, true]);
      checked += 1;
    }
    expect(checked).toBeGreaterThanOrEqual(50);
    expect((await db.select().from(mailOutbox)).length).toBe(before);
  });
});
