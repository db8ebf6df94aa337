import { and, eq } from 'drizzle-orm';
import { mailOutbox, sublets } from '../data/schema';
import { loadSubletByAssetKey } from '../data/sublets';
import { CAPTCHA_ACTIONS } from '../domain/validation/captcha-actions';
import { EMAIL_INVALID_MESSAGE } from '../domain/validation/messages';
import { SUBLET_LINK_SENT_MESSAGE } from '../domain/validation/sublet-link';
import { captchaToken } from '@/test/fake-recaptcha';
import { INQUIRIES, jsonPost, LeadTestEnv, malformedBodies, SITE_URL } from '@/test/lead-test-env';
import { createTestSublet } from '@/test/sublet-rows';
import { createLostLinkEndpoint } from './lost-link-endpoint';

const env = new LeadTestEnv();
const MINUTE = 60_000;

beforeAll(() => env.start(), 60_000);
afterAll(() => env.stop());

async function ask(email: unknown, { now = new Date(), captchaResponse = captchaToken(CAPTCHA_ACTIONS.subletLink) } = {}) {
  const endpoint = createLostLinkEndpoint({ ...env.deps(), now: () => now });
  const response = await endpoint(jsonPost(`${SITE_URL}/api/sublets/lost-link`, { email, captchaResponse }));
  const text = await response.text();
  return { status: response.status, text, body: JSON.parse(text) as { message: string; errors?: Record<string, string> } };
}

/** The mails of new links stored for `subletId`, oldest first. */
const newLinkMails = (subletId: string) =>
  env.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, 'sublet-new-link'), eq(mailOutbox.subletId, subletId)))
    .orderBy(mailOutbox.id);

/** The key in a mail's manage link. */
function keyIn(text: string): string {
  const key = new RegExp(`${SITE_URL}/sublets/([A-Za-z0-9_-]{43})`).exec(text)?.[1];
  if (!key) throw new Error(`No manage link in: ${text}`);
  return key;
}

const approve = (id: string, approvedAt = new Date()) => env.database.db.update(sublets).set({ approved: true, approvedAt }).where(eq(sublets.id, id));

describe('POST /api/sublets/lost-link', () => {
  it('mails each listing posted with the address a new link, to that address; the old links stop working', async () => {
    const db = env.database.db;
    const email = 'Robin.Lost@Example.com';
    const pending = await createTestSublet(db, { fields: { email, title: 'Pending room' } });
    const listed = await createTestSublet(db, { fields: { email, title: 'Listed room' } });
    await approve(listed.id);
    const someoneElse = await createTestSublet(db, { fields: { email: 'someone.else@example.com' } });

    const answer = await ask('  robin.lost@example.COM ');
    expect(answer).toMatchObject({ status: 201, body: { message: SUBLET_LINK_SENT_MESSAGE } });

    for (const posted of [pending, listed]) {
      const mail = await env.smtp.waitForMail((m) => m.headers.subject === `A new link to your sublet: ${posted.fields.title}`);
      // The address it was posted with (the SMTP path lowers the domain's case).
      expect(mail.envelopeTo.map((to) => to.toLowerCase())).toEqual([email.toLowerCase()]);
      expect(mail.envelopeTo[0]?.startsWith('Robin.Lost@')).toBe(true);
      expect(mail.headers['reply-to']).toBe(INQUIRIES);
      const key = keyIn(mail.text);
      expect((await loadSubletByAssetKey(db, key, new Date()))?.sublet.id).toBe(posted.id);
      expect(await loadSubletByAssetKey(db, posted.assetKey, new Date())).toBeNull();
    }
    const pendingMail = await env.smtp.waitForMail((m) => m.headers.subject === 'A new link to your sublet: Pending room');
    expect(pendingMail.text).toContain('It waits for a moderator to approve it');
    const listedMail = await env.smtp.waitForMail((m) => m.headers.subject === 'A new link to your sublet: Listed room');
    expect(listedMail.text).toContain('It is listed on the sublet board until');
    expect(listedMail.text).toContain('the link we sent before no longer works');
    // Someone else's listing is untouched.
    expect((await loadSubletByAssetKey(db, someoneElse.assetKey, new Date()))?.sublet.id).toBe(someoneElse.id);
    expect(await newLinkMails(someoneElse.id)).toHaveLength(0);
  });

  it('answers an address that posted nothing exactly as one that did, and stores nothing', async () => {
    const before = await env.counts();
    const nobody = await ask('nobody.posted@example.com');
    const posted = await createTestSublet(env.database.db);
    const somebody = await ask(posted.fields.email);
    expect(nobody.status).toBe(201);
    expect(nobody.text).toBe(somebody.text);
    expect(await env.counts()).toMatchObject({ leads: before.leads, mail: before.mail + 1 });
  });

  it('gives a listing at most one new link an hour: the first stays good meanwhile', async () => {
    const db = env.database.db;
    const posted = await createTestSublet(db);
    const start = new Date();
    await ask(posted.fields.email, { now: start });
    await ask(posted.fields.email, { now: new Date(start.getTime() + 59 * MINUTE) });
    const first = await newLinkMails(posted.id);
    expect(first).toHaveLength(1);
    const firstKey = keyIn((await env.smtp.waitForMail((m) => m.text.includes(posted.fields.title) && m.headers.subject?.startsWith('A new link') === true)).text);
    expect((await loadSubletByAssetKey(db, firstKey, new Date()))?.sublet.id).toBe(posted.id);

    await ask(posted.fields.email, { now: new Date(start.getTime() + 61 * MINUTE) });
    const both = await newLinkMails(posted.id);
    expect(both).toHaveLength(2);
    const secondKey = keyIn(both[1]?.text ?? '');
    expect(secondKey).not.toBe(firstKey);
    expect(await loadSubletByAssetKey(db, firstKey, new Date())).toBeNull();
    expect((await loadSubletByAssetKey(db, secondKey, new Date()))?.sublet.id).toBe(posted.id);
  });

  it('gives a key to a sublet brought by the import, which had none', async () => {
    const db = env.database.db;
    const imported = await createTestSublet(db);
    await db.update(sublets).set({ assetKeyHash: null }).where(eq(sublets.id, imported.id));
    await ask(imported.fields.email);
    const [mail] = await newLinkMails(imported.id);
    expect((await loadSubletByAssetKey(db, keyIn(mail?.text ?? ''), new Date()))?.sublet.id).toBe(imported.id);
  });

  it('does not mail a link to an inactive sublet, nor tell', async () => {
    const db = env.database.db;
    const inactive = await createTestSublet(db);
    await db.update(sublets).set({ active: false }).where(eq(sublets.id, inactive.id));
    expect((await ask(inactive.fields.email)).body.message).toBe(SUBLET_LINK_SENT_MESSAGE);
    expect(await newLinkMails(inactive.id)).toHaveLength(0);
  });

  it('gives two requests at once one new link', async () => {
    const posted = await createTestSublet(env.database.db);
    const answers = await Promise.all([ask(posted.fields.email), ask(posted.fields.email.toUpperCase())]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect(await newLinkMails(posted.id)).toHaveLength(1);
  });

  it('keeps no key in the copy of a delivered mail', async () => {
    const posted = await createTestSublet(env.database.db);
    await ask(posted.fields.email);
    const delivered = await env.smtp.waitForMail((m) => m.headers.subject === `A new link to your sublet: ${posted.fields.title}`);
    const key = keyIn(delivered.text);
    const deadline = Date.now() + 5_000;
    let [row] = await newLinkMails(posted.id);
    while (row?.status !== 'sent' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      [row] = await newLinkMails(posted.id);
    }
    expect(row?.status).toBe('sent');
    expect(`${row?.text}${row?.html}`).not.toContain(key);
    expect(row?.text).toContain(`${SITE_URL}/sublets/(private)`);
  });

  it('refuses a malformed address or a missing captcha with the field’s message, and changes nothing', async () => {
    const posted = await createTestSublet(env.database.db);
    const before = await env.counts();
    expect(await ask('robin at example')).toMatchObject({ status: 400, body: { errors: { email: EMAIL_INVALID_MESSAGE } } });
    expect(await ask(posted.fields.email, { captchaResponse: '' })).toMatchObject({ status: 400, body: { errors: { captchaResponse: expect.any(String) } } });
    for (const [name, body] of malformedBodies({ email: posted.fields.email, captchaResponse: 'x' })) {
      const response = await createLostLinkEndpoint(env.deps())(jsonPost(`${SITE_URL}/api/sublets/lost-link`, body));
      expect([name, response.status >= 400 && response.status < 500]).toEqual([name, true]);
    }
    expect(await env.counts()).toEqual(before);
    expect((await loadSubletByAssetKey(env.database.db, posted.assetKey, new Date()))?.sublet.id).toBe(posted.id);
  });
});
