import { usedCaptchaTokens } from '../data/schema';
import { openTestDatabase } from '@/test/test-database';
import { hashCaptchaToken } from './used-tokens';
import { verifyCaptcha } from './verify';

const recaptcha = { siteKey: 'site', secretKey: 'secret', verifyUrl: 'http://verify.test/siteverify', minScore: 0.5 };

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase('captcha-test-');
}, 60_000);
afterAll(() => database.close());

/** A fetch that answers like siteverify with `answer` and records the form it got. */
function fakeFetch(answer: unknown, status = 200) {
  const calls: URLSearchParams[] = [];
  const impl = (async (_url: string | URL | Request, init?: RequestInit) => {
    calls.push(new URLSearchParams(String(init?.body)));
    return new Response(typeof answer === 'string' ? answer : JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { impl, calls };
}

let serial = 0;
const token = () => `token-${(serial += 1)}`;

describe('verifyCaptcha', () => {
  it('passes everything when the site has no captcha keys', async () => {
    expect(await verifyCaptcha(database.db, { token: '', action: 'contact' }, { recaptcha: null })).toEqual({ ok: true, skipped: true });
  });

  it('verifies a good token once, posting the secret and the token', async () => {
    const { impl, calls } = fakeFetch({ success: true, score: 0.9, action: 'contact' });
    const t = token();
    expect(await verifyCaptcha(database.db, { token: t, action: 'contact' }, { recaptcha, fetchImpl: impl })).toEqual({ ok: true, skipped: false });
    expect(Object.fromEntries(calls[0]!)).toEqual({ secret: 'secret', response: t });
    const stored = await database.db.select().from(usedCaptchaTokens);
    expect(stored.map((row) => row.tokenHash)).toContain(hashCaptchaToken(t));
    expect(stored.map((row) => row.tokenHash)).not.toContain(t);
    expect(await verifyCaptcha(database.db, { token: t, action: 'contact' }, { recaptcha, fetchImpl: impl })).toEqual({ ok: false, reason: 'reused' });
  });

  it('accepts a score exactly at the threshold', async () => {
    const { impl } = fakeFetch({ success: true, score: 0.5, action: 'contact' });
    expect((await verifyCaptcha(database.db, { token: token(), action: 'contact' }, { recaptcha, fetchImpl: impl })).ok).toBe(true);
  });

  it.each<[string, unknown, number, string]>([
    ['not successful', { success: false, 'error-codes': ['invalid-input-response'] }, 200, 'rejected'],
    ['"success" as text', { success: 'true', score: 0.9, action: 'contact' }, 200, 'rejected'],
    ['a low score', { success: true, score: 0.49, action: 'contact' }, 200, 'low-score'],
    ['no score (a v2 token)', { success: true, action: 'contact' }, 200, 'low-score'],
    ['a score as text', { success: true, score: '0.9', action: 'contact' }, 200, 'low-score'],
    ['another action', { success: true, score: 0.9, action: 'application' }, 200, 'wrong-action'],
    ['no action', { success: true, score: 0.9 }, 200, 'wrong-action'],
    ['a server error', { error: 'x' }, 500, 'unavailable'],
    ['a body that is not JSON', '<html>', 200, 'unavailable'],
    ['JSON null', 'null', 200, 'rejected'],
  ])('refuses %s', async (_case, answer, status, reason) => {
    const { impl } = fakeFetch(answer, status);
    const t = token();
    expect(await verifyCaptcha(database.db, { token: t, action: 'contact' }, { recaptcha, fetchImpl: impl })).toEqual({ ok: false, reason });
  });

  it('refuses a missing token without asking the verify endpoint', async () => {
    const { impl, calls } = fakeFetch({ success: true, score: 1, action: 'contact' });
    expect(await verifyCaptcha(database.db, { token: '', action: 'contact' }, { recaptcha, fetchImpl: impl })).toEqual({ ok: false, reason: 'missing' });
    expect(calls).toHaveLength(0);
  });

  it('a refused token is not marked used (so only verified tokens fill the table)', async () => {
    const t = token();
    await verifyCaptcha(database.db, { token: t, action: 'contact' }, { recaptcha, fetchImpl: fakeFetch({ success: false }).impl });
    const stored = await database.db.select().from(usedCaptchaTokens);
    expect(stored.map((row) => row.tokenHash)).not.toContain(hashCaptchaToken(t));
  });

  it('gives up on a verify endpoint that does not answer in time', async () => {
    const hanging = ((_url: string | URL | Request, init?: RequestInit) =>
      new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)))) as typeof fetch;
    const started = Date.now();
    expect(await verifyCaptcha(database.db, { token: token(), action: 'contact' }, { recaptcha, fetchImpl: hanging, timeoutMs: 100 })).toEqual({
      ok: false,
      reason: 'unavailable',
    });
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
