import { eq } from 'drizzle-orm';
import { leads, mailOutbox } from '../data/schema';
import { CAPTCHA_ACTIONS } from '../domain/validation/captcha-actions';
import { SUBLET_NOT_FOUND_MESSAGE } from '../domain/validation/sublet-messages';
import { REPORT_REASON_REQUIRED_MESSAGE, REPORT_SENT_MESSAGE } from '../domain/validation/sublet-report';
import { captchaToken } from '@/test/fake-recaptcha';
import { jsonPost, LeadTestEnv, malformedBodies, SITE_URL } from '@/test/lead-test-env';
import { createTestSublet } from '@/test/sublet-rows';
import { sublets } from '../data/schema';
import { verifyApprovalToken } from './approval-token';
import { createSubletReportEndpoint } from './report-endpoint';

const SECRET = 'approval-secret-for-tests';
const DAY = 24 * 60 * 60 * 1000;
const env = new LeadTestEnv();

beforeAll(() => env.start(), 60_000);
afterAll(() => env.stop());

async function listed(approvedAt = new Date()) {
  const posted = await createTestSublet(env.database.db, { createdDate: approvedAt });
  await env.database.db.update(sublets).set({ approved: true, approvedAt }).where(eq(sublets.id, posted.id));
  return posted;
}

async function send(id: string, body: unknown, deps: Parameters<typeof createSubletReportEndpoint>[0] = { ...env.deps(), getAppSecret: () => SECRET }) {
  const response = await createSubletReportEndpoint(deps)(jsonPost(`${SITE_URL}/api/sublets/${id}/report`, body), id);
  const text = await response.text();
  return { status: response.status, text, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}

const report = (overrides: Record<string, unknown> = {}) => ({
  reason: 'scam',
  details: 'The poster wants the deposit by wire before any viewing.',
  email: 'casey.visitor@example.com',
  captchaResponse: captchaToken(CAPTCHA_ACTIONS.subletReport),
  ...overrides,
});

describe('POST /api/sublets/{id}/report', () => {
  it('stores the report and mails the moderators a link that moderates this sublet; the poster hears nothing', async () => {
    const posted = await listed();
    const result = await send(posted.id, report());
    expect(result).toMatchObject({ status: 201, body: { message: REPORT_SENT_MESSAGE } });
    expect(result.text).not.toContain(posted.fields.email);

    const mail = await env.smtp.waitForMail((m) => m.headers.subject?.startsWith('Sublet reported') === true);
    expect(mail.envelopeTo).toEqual([env.config.inquiriesEmail]);
    expect(mail.headers['reply-to']).toBe('casey.visitor@example.com');
    expect(mail.headers.subject).toBe(`Sublet reported (scam): ${posted.fields.title}`);
    expect(mail.text).toContain('It looks like a scam');
    expect(mail.text).toContain('The poster wants the deposit by wire before any viewing.');
    const link = /\/sublets\/approve\/([^\s"<]+)/.exec(mail.text)?.[1];
    expect(verifyApprovalToken(decodeURIComponent(link ?? ''), SECRET)?.subletId).toBe(posted.id);
    const [lead] = await env.database.db.select().from(leads).where(eq(leads.subletId, posted.id));
    expect(lead).toMatchObject({ kind: 'sublet-report', email: 'casey.visitor@example.com' });
    const rows = await env.database.db.select().from(mailOutbox);
    expect(rows.some((row) => row.to.includes(posted.fields.email))).toBe(false);
  });

  it('takes a report without an address: no reply-to', async () => {
    const posted = await listed();
    expect((await send(posted.id, report({ email: '', reason: 'taken', details: '' }))).status).toBe(201);
    const mail = await env.smtp.waitForMail((m) => m.headers.subject === `Sublet reported (taken): ${posted.fields.title}`);
    expect(mail.headers['reply-to']).toBeUndefined();
  });

  it('refuses a report without a reason, and one of a sublet that is not listed', async () => {
    const db = env.database.db;
    const posted = await listed();
    expect(await send(posted.id, report({ reason: '' }))).toMatchObject({ status: 400, body: { errors: { reason: REPORT_REASON_REQUIRED_MESSAGE } } });
    const pending = await createTestSublet(db);
    const old = await listed(new Date(Date.now() - 31 * DAY));
    const before = (await db.select().from(mailOutbox)).length;
    for (const id of ['sub_unknown', pending.id, old.id, '../etc', 'x'.repeat(300)]) {
      expect(await send(id, report())).toMatchObject({ status: 404, body: { message: SUBLET_NOT_FOUND_MESSAGE } });
    }
    expect(await db.select().from(mailOutbox)).toHaveLength(before);
  });

  it('answers malformed bodies with 4xx and stores nothing', async () => {
    const posted = await listed();
    const db = env.database.db;
    const before = (await db.select().from(mailOutbox)).length;
    for (const [name, body] of malformedBodies(report({ captchaResponse: 'x' }))) {
      const result = await send(posted.id, body);
      expect([name, result.status >= 400 && result.status < 500]).toEqual([name, true]);
    }
    expect((await db.select().from(mailOutbox)).length).toBe(before);
  });
});
