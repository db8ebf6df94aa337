import { createHmac } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { approveSublet } from '../data/sublet-changes';
import { mailOutbox, sublets } from '../data/schema';
import { formatDisplayDate } from '../domain/formats';
import { siteDay } from '../domain/site-day';
import { MODERATION_ACTION_MESSAGE } from '../domain/validation/moderation';
import { assetExists, saveAssetBytes } from '../storage/asset-store';
import { upstreamEtagOfAsset } from '../storage/optimized-images';
import { createEndpointRateLimiter } from '../rate-limit/endpoint-limiter';
import { INQUIRIES, jsonPost, LeadTestEnv, SITE_URL } from '@/test/lead-test-env';
import { testImage } from '@/test/sublet-fixtures';
import { createTestSublet } from '@/test/sublet-rows';
import { signApprovalToken } from './approval-token';
import { createSubletApproveEndpoint } from './approve-endpoint';
import {
  APPROVAL_LINK_EXPIRED_MESSAGE,
  MODERATION_FAILED_MESSAGE,
  SUBLET_ALREADY_REMOVED_MESSAGE,
  SUBLET_NOT_LISTABLE_MESSAGE,
  SUBLET_REJECTED_MESSAGE,
  SUBLET_TAKEN_DOWN_MESSAGE,
} from './moderation-messages';
import { createSubletRemoveEndpoint } from './remove-endpoint';
import { isolate } from '../mail/render';

const SECRET = 'approval-secret-for-tests';
const DAY = 24 * 60 * 60 * 1000;
const env = new LeadTestEnv();
let imagesDir: string;

beforeAll(async () => {
  await env.start();
  imagesDir = mkdtempSync(path.join(os.tmpdir(), 'moderation-images-'));
}, 60_000);
afterAll(async () => {
  await env.stop();
  rmSync(imagesDir, { recursive: true, force: true });
});

function formPost(url: string, body: string): Request {
  return new Request(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
}

function legacyToken(id: string): string {
  return `${id}.${createHmac('sha256', SECRET).update(`sublet-approval:v1:${id}`).digest('base64url')}`;
}

async function rowOf(id: string) {
  const [row] = await env.database.db.select().from(sublets).where(eq(sublets.id, id));
  return row;
}

describe('approval links expire after 14 days', () => {
  const approve = (now: Date) => createSubletApproveEndpoint({ ...env.deps(), getAppSecret: () => SECRET, revalidate: () => {}, now: () => now });

  it('refuses a link older than 14 days (410; a form post goes back to the page), changing nothing', async () => {
    const now = new Date();
    const posted = await createTestSublet(env.database.db, { createdDate: new Date(now.getTime() - 15 * DAY) });
    const token = signApprovalToken(posted.id, SECRET, new Date(now.getTime() - 15 * DAY));
    const json = await approve(now)(jsonPost(`${SITE_URL}/api/sublets/approve/x`, {}), token);
    expect(json.status).toBe(410);
    expect(await json.json()).toEqual({ message: APPROVAL_LINK_EXPIRED_MESSAGE });
    const form = await approve(now)(formPost(`${SITE_URL}/api/sublets/approve/x`, ''), token);
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe(`/sublets/approve/${token}?result=expired`);
    expect((await rowOf(posted.id))?.approved).toBe(false);
    // 13 days old: still works.
    const fresh = signApprovalToken(posted.id, SECRET, new Date(now.getTime() - 13 * DAY));
    expect((await approve(now)(jsonPost(`${SITE_URL}/api/sublets/approve/x`, {}), fresh)).status).toBe(200);
  });

  it('dates a link of the earlier format (no time) from the posting of its sublet', async () => {
    const now = new Date();
    const old = await createTestSublet(env.database.db, { createdDate: new Date(now.getTime() - 20 * DAY) });
    const recent = await createTestSublet(env.database.db, { createdDate: new Date(now.getTime() - 2 * DAY) });
    expect((await approve(now)(jsonPost(`${SITE_URL}/api/sublets/approve/x`, {}), legacyToken(old.id))).status).toBe(410);
    expect((await approve(now)(jsonPost(`${SITE_URL}/api/sublets/approve/x`, {}), legacyToken(recent.id))).status).toBe(200);
    expect((await rowOf(old.id))?.approved).toBe(false);
    expect((await rowOf(recent.id))?.approved).toBe(true);
  });
});

describe('the poster is mailed what a moderator did, once', () => {
  const approve = () => createSubletApproveEndpoint({ ...env.deps(), getAppSecret: () => SECRET, revalidate: () => {} });
  const remove = () => createSubletRemoveEndpoint({ ...env.deps(), getAppSecret: () => SECRET, revalidate: () => {}, imagesDir });
  const press = (endpoint: ReturnType<typeof approve>, id: string, body = {}) =>
    endpoint(jsonPost(`${SITE_URL}/api/sublets/x/x`, body), signApprovalToken(id, SECRET));
  const toPoster = async (email: string) =>
    (await env.database.db.select().from(mailOutbox).where(sql`${email} = any(${mailOutbox.to})`)).map((mail) => mail.subject);

  it('approved: on the board until its 30th day, with the board link, answering to the moderators', async () => {
    const posted = await createTestSublet(env.database.db);
    const before = Date.now();
    expect((await press(approve(), posted.id)).status).toBe(200);
    const mail = await env.smtp.waitForMail((m) => m.headers.subject === `Your sublet is on the board: ${posted.fields.title}`);
    expect(mail.envelopeTo).toEqual([posted.fields.email]);
    expect(mail.headers['reply-to']).toBe(INQUIRIES);
    const until = formatDisplayDate(siteDay(new Date(before + 30 * DAY)));
    expect(mail.text).toContain(`Hi ${isolate('Morgan')}, "${isolate(posted.fields.title)}" was approved and is listed on the sublet board until ${until}.`);
    expect(mail.text).toContain(`Sublet board: ${SITE_URL}/sublets\n`);
    // Pressed again: nothing new is sent.
    expect((await press(approve(), posted.id)).status).toBe(200);
    expect(await toPoster(posted.fields.email)).toEqual([`Your sublet is on the board: ${posted.fields.title}`]);
  });

  it('put back after reports: back on the board', async () => {
    const posted = await createTestSublet(env.database.db);
    await approveSublet(env.database.db, posted.id, new Date());
    await env.database.db.update(sublets).set({ heldAt: new Date() }).where(eq(sublets.id, posted.id));
    expect((await press(approve(), posted.id)).status).toBe(200);
    const mail = await env.smtp.waitForMail((m) => m.headers.subject === `Your sublet is back on the board: ${posted.fields.title}`);
    expect(mail.text).toContain('a moderator looked at');
    expect(await toPoster(posted.fields.email)).toEqual([`Your sublet is back on the board: ${posted.fields.title}`]);
  });

  // Pressed on a page opened before: it would not be listed, so nothing changes or is said.
  it('put back after its 30 days ended while held: 409, still held, nothing said', async () => {
    const posted = await createTestSublet(env.database.db);
    await approveSublet(env.database.db, posted.id, new Date(Date.now() - 31 * DAY));
    await env.database.db.update(sublets).set({ heldAt: new Date(Date.now() - 2 * DAY) }).where(eq(sublets.id, posted.id));
    const answer = await press(approve(), posted.id);
    expect(answer.status).toBe(409);
    expect(await answer.json()).toEqual({ message: SUBLET_NOT_LISTABLE_MESSAGE, errors: {} });
    expect((await rowOf(posted.id))?.heldAt).not.toBeNull();
    expect(await toPoster(posted.fields.email)).toEqual([]);
  });

  it('Approve after its Available To day passed: 409, still pending, nothing said; a form post goes back to the page', async () => {
    const yesterday = siteDay(new Date(Date.now() - DAY));
    const posted = await createTestSublet(env.database.db, { fields: { availableFrom: yesterday, availableTo: yesterday } });
    const answer = await press(approve(), posted.id);
    expect(answer.status).toBe(409);
    expect(await answer.json()).toEqual({ message: SUBLET_NOT_LISTABLE_MESSAGE, errors: {} });
    const token = signApprovalToken(posted.id, SECRET);
    const form = await approve()(formPost(`${SITE_URL}/api/sublets/approve/x`, ''), token);
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe(`/sublets/approve/${token}?result=not-listable`);
    expect((await rowOf(posted.id))?.approved).toBe(false);
    expect(await toPoster(posted.fields.email)).toEqual([]);
  });

  it.each<[string, 'reject' | 'take-down', boolean, string]>([
    ['rejected while pending', 'reject', false, 'Your sublet was not approved'],
    ['taken down while listed', 'take-down', true, 'Your sublet was taken down'],
    // Another moderator approved it meanwhile: the poster hears what it was when it went.
    ['Reject pressed after it was approved', 'reject', true, 'Your sublet was taken down'],
  ])('%s: told it was deleted, once', async (_case, action, approved, subject) => {
    const posted = await createTestSublet(env.database.db);
    if (approved) await approveSublet(env.database.db, posted.id, new Date());
    expect((await press(remove(), posted.id, { action })).status).toBe(200);
    expect((await press(remove(), posted.id, { action })).status).toBe(200);
    const mail = await env.smtp.waitForMail((m) => m.headers.subject === `${subject}: ${posted.fields.title}`);
    expect(mail.text).toContain('It has been deleted with its photos');
    expect(await toPoster(posted.fields.email)).toEqual([`${subject}: ${posted.fields.title}`]);
  });

  it('a refused press (forged, expired, bad action) mails nothing', async () => {
    const posted = await createTestSublet(env.database.db);
    const expired = signApprovalToken(posted.id, SECRET, new Date(Date.now() - 15 * DAY));
    expect((await approve()(jsonPost(`${SITE_URL}/api/sublets/x/x`, {}), expired)).status).toBe(410);
    expect((await remove()(jsonPost(`${SITE_URL}/api/sublets/x/x`, { action: 'reject' }), signApprovalToken(posted.id, 'other'))).status).toBe(404);
    expect((await press(remove(), posted.id, { action: 'nothing' })).status).toBe(400);
    expect(await toPoster(posted.fields.email)).toEqual([]);
  });
});

// The moderators' page's buttons are plain form posts: the browser would show a refusal's JSON.
describe('a form post from the moderators’ page that was refused for its rate, or failed, goes back to the page', () => {
  const unreachable = async (): Promise<never> => {
    throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  };
  const endpoints = {
    approve: (deps: object) => createSubletApproveEndpoint({ ...env.deps(), getAppSecret: () => SECRET, revalidate: () => {}, ...deps }),
    remove: (deps: object) => createSubletRemoveEndpoint({ ...env.deps(), getAppSecret: () => SECRET, revalidate: () => {}, imagesDir, ...deps }),
  };

  it.each(Object.keys(endpoints) as (keyof typeof endpoints)[])('%s: ?result=busy, ?result=failed; JSON gets 429 and 503; nothing changes', async (name) => {
    const posted = await createTestSublet(env.database.db);
    const token = signApprovalToken(posted.id, SECRET);
    // One client address for both kinds of post.
    const address = { 'x-forwarded-for': '203.0.113.9' };
    const form = () => new Request(`${SITE_URL}/api/sublets/${name}/x`, { method: 'POST', headers: { ...address, 'content-type': 'application/x-www-form-urlencoded' }, body: 'action=reject' });
    const json = () => jsonPost(`${SITE_URL}/api/sublets/${name}/x`, { action: 'reject' }, address);

    const rateLimiter = createEndpointRateLimiter({ perClient: { points: 1, durationSeconds: 60 } });
    expect((await endpoints[name]({ rateLimiter })(json(), 'forged')).status).toBe(404);
    const busy = await endpoints[name]({ rateLimiter })(form(), token);
    expect([busy.status, busy.headers.get('location')]).toEqual([303, `/sublets/approve/${token}?result=busy`]);
    expect((await endpoints[name]({ rateLimiter })(json(), token)).status).toBe(429);

    const failed = await endpoints[name]({ getDb: unreachable })(form(), token);
    expect([failed.status, failed.headers.get('location')]).toEqual([303, `/sublets/approve/${token}?result=failed`]);
    const unavailable = await endpoints[name]({ getDb: unreachable })(json(), token);
    expect(unavailable.status).toBe(503);
    expect(await unavailable.json()).toEqual({ message: MODERATION_FAILED_MESSAGE });
    expect(await rowOf(posted.id)).toMatchObject({ approved: false });
  });
});

describe('POST /api/sublets/remove/{token}: Reject and Take down', () => {
  const revalidated: number[] = [];
  const remove = (now = new Date()) =>
    createSubletRemoveEndpoint({ ...env.deps(), getAppSecret: () => SECRET, revalidate: () => revalidated.push(1), now: () => now, imagesDir });

  async function postedWithPhoto(colour: number) {
    const photo = await saveAssetBytes(env.database.db, await testImage({ width: 80, height: 60, colour: { r: colour, g: 17, b: 230 } }));
    const posted = await createTestSublet(env.database.db, { photos: [photo] });
    mkdirSync(imagesDir, { recursive: true });
    const copy = path.join(imagesDir, `${posted.id}.json`);
    writeFileSync(copy, JSON.stringify({ upstreamEtag: upstreamEtagOfAsset(photo.storageKey), extension: 'webp' }));
    writeFileSync(copy.replace(/\.json$/, '.bin'), 'x');
    return { posted, photo: photo.storageKey, copy };
  }

  it('rejects a pending sublet from the page: deleted with its photo and cached copies; a second press changes nothing', async () => {
    const { posted, photo, copy } = await postedWithPhoto(11);
    const token = signApprovalToken(posted.id, SECRET);
    const before = revalidated.length;
    const response = await remove()(formPost(`${SITE_URL}/api/sublets/remove/x`, 'action=reject'), token);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`/sublets/approve/${token}?result=rejected`);
    expect(await rowOf(posted.id)).toBeUndefined();
    expect(await assetExists(env.database.db, photo)).toBe(false);
    expect(existsSync(copy)).toBe(false);
    expect(revalidated.length).toBe(before + 1);

    const again = await remove()(formPost(`${SITE_URL}/api/sublets/remove/x`, 'action=reject'), token);
    expect(again.headers.get('location')).toBe(`/sublets/approve/${token}?result=already-removed`);
    const json = await remove()(jsonPost(`${SITE_URL}/api/sublets/remove/x`, { action: 'reject' }), token);
    expect(await json.json()).toEqual({ message: SUBLET_ALREADY_REMOVED_MESSAGE });
    expect(revalidated.length).toBe(before + 1);
  });

  it('takes an approved sublet down', async () => {
    const { posted, photo } = await postedWithPhoto(99);
    await approveSublet(env.database.db, posted.id, new Date());
    const response = await remove()(jsonPost(`${SITE_URL}/api/sublets/remove/x`, { action: 'take-down' }), signApprovalToken(posted.id, SECRET));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: SUBLET_TAKEN_DOWN_MESSAGE });
    expect(await rowOf(posted.id)).toBeUndefined();
    expect(await assetExists(env.database.db, photo)).toBe(false);
  });

  it('says which it was', async () => {
    const posted = await createTestSublet(env.database.db);
    const response = await remove()(jsonPost(`${SITE_URL}/api/sublets/remove/x`, { action: 'reject' }), signApprovalToken(posted.id, SECRET));
    expect(await response.json()).toEqual({ message: SUBLET_REJECTED_MESSAGE });
  });

  it.each<[string, Request]>([
    ['no action', jsonPost(`${SITE_URL}/api/sublets/remove/x`, {})],
    ['approve is not a removal', jsonPost(`${SITE_URL}/api/sublets/remove/x`, { action: 'approve' })],
    ['a form without action', formPost(`${SITE_URL}/api/sublets/remove/x`, 'other=1')],
    ['no body', new Request(`${SITE_URL}/api/sublets/remove/x`, { method: 'POST' })],
  ])('refuses %s (400 with the field error), changing nothing', async (_case, request) => {
    const posted = await createTestSublet(env.database.db);
    const response = await remove()(request, signApprovalToken(posted.id, SECRET));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: MODERATION_ACTION_MESSAGE, errors: { action: MODERATION_ACTION_MESSAGE } });
    expect(await rowOf(posted.id)).toBeDefined();
  });

  it('refuses a malformed JSON body (400)', async () => {
    const posted = await createTestSublet(env.database.db);
    const request = new Request(`${SITE_URL}/api/sublets/remove/x`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"action":' });
    const response = await remove()(request, signApprovalToken(posted.id, SECRET));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: expect.any(String), errors: {} });
    expect(await rowOf(posted.id)).toBeDefined();
  });

  it('refuses forged links (404) and expired ones (410), changing nothing', async () => {
    const posted = await createTestSublet(env.database.db);
    for (const token of [signApprovalToken(posted.id, 'other-secret'), `${posted.id}.${'A'.repeat(43)}`, 'x']) {
      expect((await remove()(jsonPost(`${SITE_URL}/api/sublets/remove/x`, { action: 'reject' }), token)).status).toBe(404);
    }
    const expired = signApprovalToken(posted.id, SECRET, new Date(Date.now() - 15 * DAY));
    const response = await remove()(jsonPost(`${SITE_URL}/api/sublets/remove/x`, { action: 'reject' }), expired);
    expect(response.status).toBe(410);
    expect(await response.json()).toEqual({ message: APPROVAL_LINK_EXPIRED_MESSAGE });
    expect(await rowOf(posted.id)).toBeDefined();
  });
});
