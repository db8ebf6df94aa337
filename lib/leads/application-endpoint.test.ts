import { eq } from 'drizzle-orm';
import { leads, mailOutbox } from '../data/schema';
import { CAPTCHA_ACTIONS } from '../domain/validation/captcha-actions';
import { HONEYPOT_FIELD } from '../domain/validation/honeypot';
import {
  APPLICATION_SUCCESS_MESSAGE,
  CAPTCHA_REQUIRED_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  NAME_REQUIRED_MESSAGE,
  PROPERTY_REQUIRED_MESSAGE,
  REQUIRED_FIELDS_MESSAGE,
} from '../domain/validation/messages';
import { CAPTCHA_UNVERIFIED_SUBJECT_PREFIX } from '../http/form-endpoint';
import { TOO_MANY_REQUESTS_MESSAGE } from '../http/responses';
import { SUBMISSION_KEY_INVALID_MESSAGE } from '../http/submission-key';
import { kickMailDelivery } from '../mail/delivery-service';
import { createEndpointRateLimiter } from '../rate-limit/endpoint-limiter';
import { captchaToken } from '@/test/fake-recaptcha';
import { INQUIRIES, jsonPost, LeadTestEnv, malformedBodies, SITE_URL } from '@/test/lead-test-env';
import { createApplicationEndpoint } from './application-endpoint';

const URL = `${SITE_URL}/api/application`;
const env = new LeadTestEnv();

beforeAll(() => env.start(), 60_000);
afterAll(() => env.stop());

function application(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Jane <b>Doe</b>',
    email: 'jane@example.com',
    phone: '(812) 555-0199',
    property: 'maple-court',
    address: 'The Aspen, 2 bed',
    questions: 'Is parking included?\nAnd a & b?',
    captchaResponse: captchaToken(CAPTCHA_ACTIONS.application),
    currentPage: `${SITE_URL}/communities/maple-court`,
    subject: 'Ignored',
    to: 'attacker@evil.example',
    [HONEYPOT_FIELD]: '',
    ...overrides,
  };
}

async function send(body: unknown, deps = env.deps(), headers: Record<string, string> = {}) {
  const response = await createApplicationEndpoint(deps)(jsonPost(URL, body, headers));
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
}

describe('POST /api/application', () => {
  it('stores the request first, then mails it to the community with reply-to the applicant', async () => {
    const result = await send(application());
    expect(result).toMatchObject({ status: 201, body: { message: APPLICATION_SUCCESS_MESSAGE } });

    const [lead] = await env.database.db.select().from(leads).orderBy(leads.id);
    expect(lead).toMatchObject({ kind: 'application', propertyId: 'maple-court', name: 'Jane <b>Doe</b>', email: 'jane@example.com', phone: '8125550199' });
    expect(lead!.payload).not.toHaveProperty('captchaResponse');
    expect(lead!.payload).not.toHaveProperty('to');

    const mail = await env.smtp.waitForMail((m) => m.text.includes('Jane <b>Doe</b>'));
    expect(mail!.envelopeTo).toEqual(['maple@leasing.example']);
    expect(mail!.headers['reply-to']).toBe('jane@example.com');
    expect(mail!.headers.subject).toBe('Rental Application Request');
    expect(mail!.headers.from).toBe('Limestone Lane <no-reply@limestone.example>');
    for (const shown of ['Jane <b>Doe</b>', 'jane@example.com', '(812) 555-0199', 'Maple Court', 'The Aspen, 2 bed', 'Is parking included?', `${SITE_URL}/communities/maple-court`]) {
      expect(mail!.text).toContain(shown);
    }
    expect(mail!.html).toContain('Jane &lt;b&gt;Doe&lt;/b&gt;');
    expect(mail!.html).not.toContain('<b>Doe</b>');
    expect(mail!.html).toContain('And a &amp; b?');
    expect(mail!.html).toContain(`<a href="${SITE_URL}/communities/maple-court">`);
    expect(mail!.html).toContain('<a href="tel:+18125550199">');

    const outbox = await env.outboxRowOnce(lead!.id, 'sent');
    expect(outbox).toMatchObject({ status: 'sent', attempts: 1, to: ['maple@leasing.example'], replyTo: 'jane@example.com' });
  });

  it.each([
    ['a community named by its name', 'Oak Row', ['oak@leasing.example']],
    ['a community without a mailbox', 'birch-house', [INQUIRIES]],
    ['an inactive community', 'old-mill', [INQUIRIES]],
    ['a garage (not listed)', 'kirkwood-garage', [INQUIRIES]],
    ['an unknown community', 'Somewhere Else', [INQUIRIES]],
  ])('sends a request for %s to %p', async (_case, property, to) => {
    const name = `Applicant for ${property}`;
    expect((await send(application({ name, property }))).status).toBe(201);
    const mail = await env.smtp.waitForMail((m) => m.text.includes(name));
    expect(mail.envelopeTo).toEqual(to);
    expect(mail.headers['reply-to']).toBe('jane@example.com');
  });

  it('answers every missing field at once, and stores nothing', async () => {
    const before = await env.counts();
    const result = await send({ captchaResponse: captchaToken(CAPTCHA_ACTIONS.application) });
    expect(result).toEqual({
      status: 400,
      headers: expect.anything(),
      body: {
        message: REQUIRED_FIELDS_MESSAGE,
        errors: { name: NAME_REQUIRED_MESSAGE, email: EMAIL_REQUIRED_MESSAGE, property: PROPERTY_REQUIRED_MESSAGE },
      },
    });
    expect(await env.counts()).toEqual(before);
  });

  describe('captcha', () => {
    it.each([
      ['missing', undefined],
      ['empty', ''],
      ['invalid', 'not-a-real-token'],
      ['below the minimum score', captchaToken(CAPTCHA_ACTIONS.application, 0.3)],
      ['for another form', captchaToken(CAPTCHA_ACTIONS.contact)],
    ])('%s → "Please check the captcha", nothing stored', async (_case, captchaResponse) => {
      const before = await env.counts();
      const result = await send(application({ captchaResponse }));
      expect(result.status).toBe(400);
      expect(result.body).toEqual({ message: CAPTCHA_REQUIRED_MESSAGE, errors: { captchaResponse: CAPTCHA_REQUIRED_MESSAGE } });
      expect(await env.counts()).toEqual(before);
    });

    it('a token verifies once: the reused token is refused and nothing more is stored', async () => {
      const token = captchaToken(CAPTCHA_ACTIONS.application);
      expect((await send(application({ captchaResponse: token }))).status).toBe(201);
      const before = await env.counts();
      const again = await send(application({ captchaResponse: token }));
      expect(again).toMatchObject({ status: 400, body: { message: CAPTCHA_REQUIRED_MESSAGE } });
      expect(await env.counts()).toEqual(before);
    });

    it('two concurrent requests with one token: exactly one is stored', async () => {
      const token = captchaToken(CAPTCHA_ACTIONS.application);
      const before = await env.counts();
      const results = await Promise.all([send(application({ captchaResponse: token })), send(application({ captchaResponse: token }))]);
      expect(results.map((r) => r.status).sort()).toEqual([201, 400]);
      expect((await env.counts()).leads).toBe(before.leads + 1);
    });

    it('sends the secret and the token to the verify endpoint', async () => {
      const token = captchaToken(CAPTCHA_ACTIONS.application);
      await send(application({ captchaResponse: token }));
      expect(env.recaptcha.requests.at(-1)).toEqual({ secret: env.recaptcha.secret, response: token });
    });

    it('an unreachable verify endpoint: the lead is stored and flagged, never lost (201)', async () => {
      env.recaptcha.down = true;
      try {
        const before = await env.counts();
        const result = await send(application({ name: 'Outage Olive' }));
        expect(result.status).toBe(201);
        expect(result.body.message).toBe(APPLICATION_SUCCESS_MESSAGE);
        expect((await env.counts()).leads).toBe(before.leads + 1);
        const mail = await env.smtp.waitForMail((m) => m.text.includes('Outage Olive'), 10_000);
        expect(mail.headers.subject).toBe(`${CAPTCHA_UNVERIFIED_SUBJECT_PREFIX}Rental Application Request`);
      } finally {
        env.recaptcha.down = false;
      }
    });

    it('no captcha keys: accepted without a token', async () => {
      const result = await send(application({ captchaResponse: undefined }), env.deps({ config: env.configWithoutCaptcha }));
      expect(result.status).toBe(201);
    });
  });

  it('a filled honeypot: success for the bot, nothing stored or sent', async () => {
    const before = await env.counts();
    const result = await send(application({ name: 'Honey Bot', [HONEYPOT_FIELD]: 'http://spam.example' }));
    expect(result).toMatchObject({ status: 201, body: { message: APPLICATION_SUCCESS_MESSAGE } });
    expect(await env.counts()).toEqual(before);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(env.smtp.mails.some((m) => m.text.includes('Honey Bot'))).toBe(false);
  });

  it('a flood from one address gets 429 with a plain message; other addresses still get through', async () => {
    const deps = { ...env.deps(), rateLimiter: createEndpointRateLimiter({ perClient: { points: 2, durationSeconds: 60 } }) };
    const from = (ip: string) => ({ 'x-forwarded-for': ip });
    expect((await send(application(), deps, from('198.51.100.1'))).status).toBe(201);
    expect((await send(application(), deps, from('198.51.100.1'))).status).toBe(201);
    const before = await env.counts();
    const limited = await send(application(), deps, from('198.51.100.1'));
    expect(limited).toMatchObject({ status: 429, body: { message: TOO_MANY_REQUESTS_MESSAGE } });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await env.counts()).toEqual(before);
    expect((await send(application(), deps, from('198.51.100.2'))).status).toBe(201);
  });

  it('SMTP down: the lead is stored at once and delivered when the server is back', async () => {
    await kickMailDelivery(); // earlier mail out of the way
    await env.smtp.stop();
    const result = await send(application({ name: 'Outage Olga' }));
    expect(result.status).toBe(201);
    const [lead] = await env.database.db.select().from(leads).where(eq(leads.name, 'Outage Olga'));
    expect(lead).toBeDefined();
    // Wait until delivery has failed at least once.
    const deadline = Date.now() + 5_000;
    let pending = (await env.database.db.select().from(mailOutbox).where(eq(mailOutbox.leadId, lead!.id)))[0];
    while (!pending?.lastError && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      pending = (await env.database.db.select().from(mailOutbox).where(eq(mailOutbox.leadId, lead!.id)))[0];
    }
    expect(pending).toMatchObject({ status: 'pending' });
    expect(pending!.attempts).toBeGreaterThanOrEqual(1);
    expect(pending!.lastError).toMatch(/^smtp: /);
    await env.smtp.start(env.smtp.port);
    const mail = await env.smtp.waitForMail((m) => m.text.includes('Outage Olga'), 10_000);
    expect(mail.envelopeTo).toEqual(['maple@leasing.example']);
    await env.outboxRowOnce(lead!.id, 'sent');
  }, 20_000);

  describe('sent again after its answer was lost (Idempotency-Key)', () => {
    const keyed = (key: string) => ({ 'idempotency-key': key });
    const KEY = '"mR0cS1vYqJ3b2Lx9Tz8WkA"';

    it('is stored and mailed once; the repeat gets the same answer, with a new token or the used one', async () => {
      const token = captchaToken(CAPTCHA_ACTIONS.application);
      const before = await env.counts();
      const first = await send(application({ name: 'Twice Tina', captchaResponse: token }), env.deps(), keyed(KEY));
      expect(first).toMatchObject({ status: 201, body: { message: APPLICATION_SUCCESS_MESSAGE } });
      const again = await send(application({ name: 'Twice Tina' }), env.deps(), keyed(KEY));
      const sameToken = await send(application({ name: 'Twice Tina', captchaResponse: token }), env.deps(), keyed('mR0cS1vYqJ3b2Lx9Tz8WkA'));
      expect(again).toEqual({ ...first, headers: again.headers });
      expect(sameToken).toEqual({ ...first, headers: sameToken.headers });
      expect(await env.counts()).toMatchObject({ leads: before.leads + 1, mail: before.mail + 1 });
    });

    it('sent twice at once: one is stored, both are answered 201', async () => {
      const before = await env.counts();
      const key = keyed('"Zq1-concurrent_key-00001"');
      const results = await Promise.all([send(application({ name: 'Racing Rae' }), env.deps(), key), send(application({ name: 'Racing Rae' }), env.deps(), key)]);
      expect(results.map((result) => result.status)).toEqual([201, 201]);
      expect((await env.counts()).leads).toBe(before.leads + 1);
    });

    it('another key, or none, is another submission', async () => {
      const before = await env.counts();
      await send(application(), env.deps(), keyed('"another-key-aaaaaaaaaaaaa"'));
      await send(application(), env.deps(), keyed('"another-key-bbbbbbbbbbbbb"'));
      await send(application());
      await send(application());
      expect((await env.counts()).leads).toBe(before.leads + 4);
    });

    it('a refused attempt claims nothing: the same key is stored once it passes', async () => {
      const before = await env.counts();
      const key = keyed('"refused-first-0000000000"');
      expect((await send(application({ email: 'not an address' }), env.deps(), key)).status).toBe(400);
      expect((await send(application({ captchaResponse: 'not-a-real-token' }), env.deps(), key)).status).toBe(400);
      expect((await send(application(), env.deps(), key)).status).toBe(201);
      expect((await env.counts()).leads).toBe(before.leads + 1);
    });

    it.each([
      ['empty', ''],
      ['too short to be random', '"abc123"'],
      ['spaces inside', '"a key with spaces in it ok"'],
      ['not ASCII', '"clé-de-soumission-00000000"'],
      ['a list', '"aaaaaaaaaaaaaaaaaaaaaa", "bbbbbbbbbbbbbbbbbbbbbb"'],
      ['too long', 'a'.repeat(65)],
    ])('a malformed key (%s): 400 with a message, nothing stored', async (_case, key) => {
      const before = await env.counts();
      const result = await send(application(), env.deps(), keyed(key));
      expect(result).toMatchObject({ status: 400, body: { message: SUBMISSION_KEY_INVALID_MESSAGE, errors: {} } });
      expect(await env.counts()).toEqual(before);
    });
  });

  describe('malformed bodies: 4xx, never 5xx, nothing stored', () => {
    // `subject` and `to` are not fields (ignored, whatever their value): leave them out here.
    const { subject: _subject, to: _to, ...fields } = application();
    const cases = malformedBodies(fields);
    it('has 50+ cases', () => expect(cases.length).toBeGreaterThanOrEqual(50));
    it.each(cases)('%s', async (_case, body) => {
      const before = await env.counts();
      const result = await send(body);
      expect(result.status).toBeGreaterThanOrEqual(400);
      expect(result.status).toBeLessThan(500);
      expect(result.status).not.toBe(429);
      expect(typeof result.body.message).toBe('string');
      expect(result.body.errors).toEqual(expect.any(Object));
      expect(await env.counts()).toEqual(before);
    });

    it.each([
      ['no content type', { 'content-type': '' }, 415],
      ['a form post', { 'content-type': 'application/x-www-form-urlencoded' }, 415],
      ['text/plain', { 'content-type': 'text/plain' }, 415],
    ])('%s → %p', async (_case, headers, status) => {
      const before = await env.counts();
      expect((await send(application(), env.deps(), headers)).status).toBe(status);
      expect(await env.counts()).toEqual(before);
    });
  });
});
