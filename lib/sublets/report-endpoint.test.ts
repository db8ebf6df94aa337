import { eq } from 'drizzle-orm';
import { leads, mailOutbox } from '../data/schema';
import { CAPTCHA_ACTIONS } from '../domain/validation/captcha-actions';
import { SUBLET_NOT_FOUND_MESSAGE } from '../domain/validation/sublet-messages';
import { REPORT_REASON_REQUIRED_MESSAGE, REPORT_SENT_MESSAGE } from '../domain/validation/sublet-report';
import { captchaToken } from '@/test/fake-recaptcha';
import { INQUIRIES, jsonPost, LeadTestEnv, malformedBodies, SITE_URL } from '@/test/lead-test-env';
import { createTestSublet } from '@/test/sublet-rows';
import { sublets } from '../data/schema';
import { approveSublet } from '../data/sublet-changes';
import { loadSubletReports } from '../data/sublet-reports';
import { loadListedSublets, loadListedSubletPoster, loadSubletForModeration } from '../data/sublets';
import { verifyApprovalToken } from './approval-token';
import { createSubletReportEndpoint } from './report-endpoint';
import { isolate } from '../mail/render';

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

async function send(
  id: string,
  body: unknown,
  deps: Parameters<typeof createSubletReportEndpoint>[0] = { ...env.deps(), getAppSecret: () => SECRET },
  headers: Record<string, string> = {},
) {
  const response = await createSubletReportEndpoint(deps)(jsonPost(`${SITE_URL}/api/sublets/${id}/report`, body, headers), id);
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

describe('reports from three different visitors take a listing off the board', () => {
  /** A report from the visitor at `address` (the socket's address, as the server passes it on). */
  function reportFrom(id: string, address: string, revalidate: () => void, config = env.config) {
    return send(id, report(), { ...env.deps({ config }), getAppSecret: () => SECRET, revalidate }, { 'x-forwarded-for': address });
  }
  const subjects = async (id: string) =>
    (await env.database.db.select({ subject: mailOutbox.subject }).from(mailOutbox).innerJoin(leads, eq(leads.id, mailOutbox.leadId)))
      .map((row) => row.subject)
      .filter((subject) => subject.endsWith(id));

  it('holds it at the third, keeps it reportable, and a moderator puts it back for good', async () => {
    const db = env.database.db;
    const posted = await listed();
    const title = posted.fields.title;
    const revalidate = jest.fn();
    const onBoard = async () => (await loadListedSublets(db, new Date())).some((sublet) => sublet.id === posted.id);

    for (const address of ['198.51.100.1', '198.51.100.1', '198.51.100.2']) {
      expect((await reportFrom(posted.id, address, revalidate)).status).toBe(201);
    }
    expect(await onBoard()).toBe(true);
    expect(revalidate).not.toHaveBeenCalled();

    expect((await reportFrom(posted.id, '198.51.100.3', revalidate)).status).toBe(201);
    expect(revalidate).toHaveBeenCalledTimes(1);
    expect(await onBoard()).toBe(false);
    expect(await loadListedSubletPoster(db, posted.id, new Date())).toBeNull();
    expect((await loadSubletForModeration(db, posted.id, new Date()))?.status).toBe('held');
    const held = await env.smtp.waitForMail((m) => m.headers.subject === `Sublet taken off the board after reports from 3 visitors: ${title}`);
    expect(held.text).toContain('3 different visitors have reported it, so it was taken off the board until you look at it');
    // The poster is told it is off the board, answering to the moderators, not who reported it or why.
    const told = await env.smtp.waitForMail((m) => m.headers.subject === `Your sublet is off the board for now: ${title}`);
    expect(told.envelopeTo).toEqual([posted.fields.email]);
    expect(told.headers['reply-to']).toBe(INQUIRIES);
    expect(told.text).toContain(`visitors reported "${isolate(title)}", so it was taken off the sublet board until a moderator looks at it`);
    for (const secret of ['casey.visitor@example.com', 'wire', 'scam']) expect(told.text).not.toContain(secret);

    // A visitor who opened the report page before the hold is still heard; nothing changes.
    expect((await reportFrom(posted.id, '198.51.100.4', revalidate)).status).toBe(201);
    expect(revalidate).toHaveBeenCalledTimes(1);
    // The moderation page lists them: five reports, four visitors, newest first.
    const onPage = await loadSubletReports(db, posted.id);
    expect(onPage).toMatchObject({ total: 5, reporters: 4 });
    expect(onPage.reports[0]).toMatchObject({ reason: 'scam', email: 'casey.visitor@example.com' });
    const times = onPage.reports.map((r) => r.receivedAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    await env.smtp.waitForMail((m) => m.headers.subject === `Sublet reported (scam): ${title}` && m.text.includes('It is off the board until you look at it (4 different visitors'));

    const [before] = await db.select().from(sublets).where(eq(sublets.id, posted.id));
    expect(await approveSublet(db, posted.id, new Date())).toBe('restored');
    expect(await approveSublet(db, posted.id, new Date())).toBe('already-approved');
    const [after] = await db.select().from(sublets).where(eq(sublets.id, posted.id));
    expect(after?.approvedAt).toEqual(before?.approvedAt);
    expect(await onBoard()).toBe(true);

    for (const address of ['198.51.100.5', '198.51.100.6', '198.51.100.7']) {
      expect((await reportFrom(posted.id, address, revalidate)).status).toBe(201);
    }
    expect(await onBoard()).toBe(true);
    expect(revalidate).toHaveBeenCalledTimes(1);
    expect((await subjects(title)).filter((subject) => subject.startsWith('Sublet taken off'))).toHaveLength(1);
    // The poster's notice is not part of a visitor's report (erasing the reporter leaves it).
    expect(await subjects(title)).not.toContain(`Your sublet is off the board for now: ${title}`);
    const notices = await env.database.db.select().from(mailOutbox).where(eq(mailOutbox.subject, `Your sublet is off the board for now: ${title}`));
    expect(notices.map((mail) => [mail.kind, mail.leadId])).toEqual([['sublet-held', null]]);
  });

  it('keeps who reported as a key per listing, not as the address', async () => {
    const db = env.database.db;
    const one = await listed();
    const two = await listed();
    await reportFrom(one.id, '198.51.100.20', jest.fn());
    await reportFrom(two.id, '198.51.100.20', jest.fn());
    const rows = await db.select({ payload: leads.payload, subletId: leads.subletId }).from(leads).where(eq(leads.kind, 'sublet-report'));
    const keys = [one.id, two.id].map((id) => (rows.find((row) => row.subletId === id)?.payload as { reporter?: string }).reporter);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(keys[1]).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(keys[0]).not.toBe(keys[1]);
    expect(JSON.stringify(rows)).not.toContain('198.51.100.20');
  });

  it('does not count one visitor many times for forged X-Forwarded-For entries', async () => {
    const posted = await listed();
    const revalidate = jest.fn();
    // Behind one trusted proxy: the visitor's own entries come first, the proxy appends the real one.
    const config = { ...env.config, trustProxyHops: 1 };
    for (const forged of ['10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.4']) {
      expect((await reportFrom(posted.id, `${forged}, 198.51.100.30, 127.0.0.1`, revalidate, config)).status).toBe(201);
    }
    expect(revalidate).not.toHaveBeenCalled();
    expect((await loadSubletForModeration(env.database.db, posted.id, new Date()))?.status).toBe('listed');
  });

  it('does not count reports kept while the captcha could not be checked', async () => {
    const posted = await listed();
    const revalidate = jest.fn();
    env.recaptcha.down = true;
    try {
      for (const address of ['198.51.100.50', '198.51.100.51', '198.51.100.52']) {
        expect((await reportFrom(posted.id, address, revalidate)).status).toBe(201);
      }
    } finally {
      env.recaptcha.down = false;
    }
    expect(revalidate).not.toHaveBeenCalled();
    expect((await loadSubletForModeration(env.database.db, posted.id, new Date()))?.status).toBe('listed');
    // Stored, mailed and listed all the same.
    expect(await loadSubletReports(env.database.db, posted.id)).toMatchObject({ total: 3, reporters: 0 });
  });

  it('holds it once when the third and fourth reports arrive together', async () => {
    const posted = await listed();
    const revalidate = jest.fn();
    await reportFrom(posted.id, '198.51.100.40', revalidate);
    await reportFrom(posted.id, '198.51.100.41', revalidate);
    const answers = await Promise.all(['198.51.100.42', '198.51.100.43'].map((address) => reportFrom(posted.id, address, revalidate)));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect(revalidate).toHaveBeenCalledTimes(1);
    expect((await subjects(posted.fields.title)).filter((subject) => subject.startsWith('Sublet taken off'))).toHaveLength(1);
    const told = await env.database.db.select().from(mailOutbox).where(eq(mailOutbox.subject, `Your sublet is off the board for now: ${posted.fields.title}`));
    expect(told).toHaveLength(1);
  });
});
