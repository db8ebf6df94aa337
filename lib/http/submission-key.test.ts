import { submissionKeys } from '../data/schema';
import { openTestDatabase } from '@/test/test-database';
import { readSubmissionKey, storeOnce, SUBMISSION_KEY_INVALID_MESSAGE } from './submission-key';

const headers = (value?: string) => new Headers(value === undefined ? {} : { 'Idempotency-Key': value });

describe('readSubmissionKey', () => {
  it.each([
    ['no header', undefined, { ok: true, key: null }],
    ['a quoted string, as the draft writes it', '"0f8fad5b-d9cb-469f-a165-70867728950e"', { ok: true, key: '0f8fad5b-d9cb-469f-a165-70867728950e' }],
    ['a bare token, as many clients send it', '0f8fad5b-d9cb-469f-a165-70867728950e', { ok: true, key: '0f8fad5b-d9cb-469f-a165-70867728950e' }],
    ['22 base64url characters (the site\'s forms)', ' "mR0cS1vYqJ3b2Lx9Tz8W_A" ', { ok: true, key: 'mR0cS1vYqJ3b2Lx9Tz8W_A' }],
    ['empty', '', { ok: false, message: SUBMISSION_KEY_INVALID_MESSAGE }],
    ['21 characters', 'a'.repeat(21), { ok: false, message: SUBMISSION_KEY_INVALID_MESSAGE }],
    ['65 characters', 'a'.repeat(65), { ok: false, message: SUBMISSION_KEY_INVALID_MESSAGE }],
    ['an unclosed quote', `"${'a'.repeat(24)}`, { ok: false, message: SUBMISSION_KEY_INVALID_MESSAGE }],
    ['a byte sequence (:…:)', `:${'a'.repeat(24)}:`, { ok: false, message: SUBMISSION_KEY_INVALID_MESSAGE }],
  ])('%s', (_case, value, expected) => {
    expect(readSubmissionKey(headers(value))).toEqual(expected);
  });
});

describe('storeOnce', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase('submission-key-');
  }, 60_000);
  afterAll(() => database.close());

  it('runs the work once per key and endpoint; without a key, every time', async () => {
    const now = new Date('2026-11-29T12:00:00Z');
    const runs: string[] = [];
    const work = (label: string) => async () => {
      runs.push(label);
      return label;
    };
    const claim = (endpoint: string, key: string | null) => ({ endpoint, key, now });
    expect(await storeOnce(database.db, claim('contact', 'k'.repeat(22)), work('a'))).toEqual({ replayed: false, value: 'a' });
    expect(await storeOnce(database.db, claim('contact', 'k'.repeat(22)), work('b'))).toEqual({ replayed: true });
    expect(await storeOnce(database.db, claim('tours', 'k'.repeat(22)), work('c'))).toEqual({ replayed: false, value: 'c' });
    expect(await storeOnce(database.db, claim('contact', null), work('d'))).toEqual({ replayed: false, value: 'd' });
    expect(await storeOnce(database.db, claim('contact', null), work('e'))).toEqual({ replayed: false, value: 'e' });
    expect(runs).toEqual(['a', 'c', 'd', 'e']);
  });

  it('claims nothing when the work fails, so that the retry runs', async () => {
    const now = new Date('2026-11-29T12:00:00Z');
    const claim = { endpoint: 'application', key: 'f'.repeat(22), now };
    await expect(storeOnce(database.db, claim, async () => Promise.reject(new Error('SMTP table full')))).rejects.toThrow('SMTP table full');
    expect(await storeOnce(database.db, claim, async () => 'stored')).toEqual({ replayed: false, value: 'stored' });
  });

  it('keeps a key for a day: the hash only, then it is gone and the same key is a new submission', async () => {
    const day1 = new Date('2026-12-01T09:00:00Z');
    const claim = (now: Date) => ({ endpoint: 'sublet-message', key: 'd'.repeat(22), now });
    await storeOnce(database.db, claim(day1), async () => 'first');
    const rows = await database.db.select().from(submissionKeys);
    expect(rows.find((row) => row.endpoint === 'sublet-message')?.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain('d'.repeat(22));
    expect(await storeOnce(database.db, claim(new Date(day1.getTime() + 23 * 3_600_000)), async () => 'again')).toEqual({ replayed: true });
    // A request on the next day cleans out the keys older than a day (at most once an hour).
    await storeOnce(database.db, { endpoint: 'contact', key: 'x'.repeat(22), now: new Date(day1.getTime() + 49 * 3_600_000) }, async () => 'other');
    expect(await storeOnce(database.db, claim(new Date(day1.getTime() + 50 * 3_600_000)), async () => 'second')).toEqual({ replayed: false, value: 'second' });
  });
});
