import { count, eq } from 'drizzle-orm';
import { parseConfig, type ServerConfig } from '../lib/config';
import { leads, mailOutbox, properties, usedCaptchaTokens } from '../lib/data/schema';
import { kickMailDelivery, startMailDelivery, stopMailDelivery } from '../lib/mail/delivery-service';
import { createEndpointRateLimiter } from '../lib/rate-limit/endpoint-limiter';
import { FakeRecaptcha } from './fake-recaptcha';
import { SmtpCapture } from './smtp-capture';
import { openTestDatabase } from './test-database';

export const INQUIRIES = 'inquiries@limestone.example';
export const SITE_URL = 'http://127.0.0.1:3140';

/** The communities every lead test starts with. */
export const COMMUNITIES = [
  { id: 'maple-court', name: 'Maple Court', email: 'maple@leasing.example', active: true },
  { id: 'oak-row', name: 'Oak Row', email: 'oak@leasing.example', active: true },
  { id: 'elm-flats', name: 'Elm Flats', email: 'Maple@Leasing.example', active: true },
  { id: 'birch-house', name: 'Birch House', email: null, active: true },
  { id: 'old-mill', name: 'Old Mill', email: 'old@leasing.example', active: false },
  { id: 'kirkwood-garage', name: 'Kirkwood Garage', email: 'garage@leasing.example', active: true },
];

/**
 * Everything a route-handler integration test needs: a migrated PGlite database with the
 * communities, a real SMTP listener, a fake reCAPTCHA verify endpoint, a configuration
 * pointing at both, and the process's mail worker on that database (fast retries).
 */
export class LeadTestEnv {
  database!: Awaited<ReturnType<typeof openTestDatabase>>;
  readonly smtp = new SmtpCapture();
  readonly recaptcha = new FakeRecaptcha();
  config!: ServerConfig;
  /** The same configuration without captcha keys. */
  configWithoutCaptcha!: ServerConfig;

  async start(): Promise<void> {
    // Quiet: the handlers log every refused captcha and rate limit (TEST_LOGS=1 shows them).
    if (!process.env.TEST_LOGS) process.env.LOG_LEVEL = 'silent';
    this.database = await openTestDatabase('lead-test-');
    await this.smtp.start(0);
    await this.recaptcha.start();
    const env = {
      DATA_DIR: this.database.dataDir,
      SITE_URL,
      SMTP_URL: this.smtp.url,
      MAIL_FROM: 'Limestone Lane <no-reply@limestone.example>',
      INQUIRIES_EMAIL: INQUIRIES,
      RECAPTCHA_SITE_KEY: 'test-site-key',
      RECAPTCHA_SECRET_KEY: this.recaptcha.secret,
      RECAPTCHA_VERIFY_URL: this.recaptcha.url,
      RECAPTCHA_MIN_SCORE: '0.5',
    };
    this.config = parseConfig(env);
    this.configWithoutCaptcha = parseConfig({ ...env, RECAPTCHA_SITE_KEY: '', RECAPTCHA_SECRET_KEY: '' });
    await this.database.db.insert(properties).values(COMMUNITIES);
    startMailDelivery({
      config: this.config,
      getDb: async () => this.database.db,
      pollMs: 100,
      retry: { baseMs: 100, maxMs: 400 },
    });
  }

  async stop(): Promise<void> {
    await stopMailDelivery();
    await this.smtp.stop();
    await this.recaptcha.stop();
    await this.database?.close();
  }

  /** Dependencies for an endpoint under test: this database and configuration, a roomy rate limit. */
  deps(overrides: { config?: ServerConfig } = {}) {
    const config = overrides.config ?? this.config;
    return {
      getConfig: () => config,
      getDb: async () => this.database.db,
      rateLimiter: createEndpointRateLimiter({ perClient: { points: 10_000, durationSeconds: 1 } }),
      kickDelivery: kickMailDelivery,
    };
  }

  /** The outbox row of a lead once it has `status` (delivery marks it sent just after the SMTP server accepted it). */
  async outboxRowOnce(leadId: number, status: 'pending' | 'sent', timeoutMs = 5_000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const [row] = await this.database.db.select().from(mailOutbox).where(eq(mailOutbox.leadId, leadId));
      if (row?.status === status) return row;
      if (Date.now() > deadline) throw new Error(`The mail of lead ${leadId} is ${row?.status ?? 'missing'}, not ${status}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  async counts(): Promise<{ leads: number; mail: number; tokens: number }> {
    const db = this.database.db;
    const [l] = await db.select({ n: count() }).from(leads);
    const [m] = await db.select({ n: count() }).from(mailOutbox);
    const [t] = await db.select({ n: count() }).from(usedCaptchaTokens);
    return { leads: l?.n ?? 0, mail: m?.n ?? 0, tokens: t?.n ?? 0 };
  }
}

/** A JSON POST as a browser would send it. */
export function jsonPost(url: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** 50+ malformed bodies (raw strings are sent as they are): wrong types, huge strings, nesting, nulls, bad JSON. */
export function malformedBodies(valid: Record<string, unknown>): [string, string | Record<string, unknown> | unknown[]][] {
  const huge = 'x'.repeat(40_000);
  // The honeypot is not a field: filled, it answers success (tested on its own).
  const fields = Object.keys(valid).filter((field) => field !== 'website');
  const cases: [string, string | Record<string, unknown> | unknown[]][] = [
    ['empty body', ''],
    ['bad JSON', '{"name": '],
    ['trailing garbage', '{"name":"a"} x'],
    ['single quotes', "{'name':'a'}"],
    ['JSON null', 'null'],
    ['JSON true', 'true'],
    ['JSON number', '12'],
    ['JSON string', '"name"'],
    ['JSON list', '[]'],
    ['list of the valid body', [valid]],
    ['empty object', {}],
    ['body over the size limit', { ...valid, name: huge }],
    ['deep nesting', `${'['.repeat(5000)}${']'.repeat(5000)}`],
    ['deeply nested object', JSON.parse(`${'{"a":'.repeat(500)}1${'}'.repeat(500)}`)],
    ['prototype pollution', '{"__proto__":{"name":"x","email":"a@b.co"},"constructor":{"prototype":{}}}'],
    ['every field null', Object.fromEntries(fields.map((field) => [field, null]))],
    ['every field empty', Object.fromEntries(fields.map((field) => [field, '']))],
    ['every field a number', Object.fromEntries(fields.map((field) => [field, 1]))],
    ['a lone surrogate and control characters only', { ...valid, name: '\ud800\u0000\u0007', email: '\u0000' }],
    ['e-mail with a header injection', { ...valid, email: 'a@b.co\r\nBcc: victim@example.com' }],
    ['e-mail list', { ...valid, email: 'a@b.co, c@d.co' }],
    ['multi-byte text over the limit', { ...valid, name: '🏠'.repeat(101) }],
  ];
  for (const field of Object.keys(valid)) {
    // Lists and objects (contact's communities, additionalInfo) get their own cases.
    if (field === 'website' || (typeof valid[field] === 'object' && valid[field] !== null)) continue;
    cases.push([`${field}: object`, { ...valid, [field]: { $gt: '' } }]);
    cases.push([`${field}: list`, { ...valid, [field]: ['a', 'b'] }]);
    cases.push([`${field}: 5000 characters`, { ...valid, [field]: 'y'.repeat(5000) }]);
    if (typeof valid[field] === 'string') {
      cases.push([`${field}: boolean`, { ...valid, [field]: true }]);
    } else {
      cases.push([`${field}: text`, { ...valid, [field]: 'nonsense' }]);
    }
  }
  for (const field of ['name', 'email']) cases.push([`${field}: null`, { ...valid, [field]: null }]);
  return cases;
}
