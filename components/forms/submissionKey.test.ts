import { createSubmissionKeys, newSubmissionKey, submissionFingerprint, submissionKeyHeader } from './submissionKey';

describe('submission keys', () => {
  it('draws 128 random bits as 22 base64url characters, the shape the server takes', () => {
    const keys = new Set(Array.from({ length: 200 }, () => newSubmissionKey()));
    expect(keys.size).toBe(200);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(submissionKeyHeader('abc')).toBe('"abc"');
  });

  it.each([
    ['the same values, another captcha token', { name: 'Ann', captchaResponse: 'a' }, { name: 'Ann', captchaResponse: 'b' }, true],
    ['the same values in another order', { name: 'Ann', email: 'a@b.c' }, { email: 'a@b.c', name: 'Ann' }, false],
    ['a changed value', { name: 'Ann', questions: '' }, { name: 'Ann', questions: 'Parking?' }, false],
    ['the same file chosen again', { images: [new File(['xyz'], 'a.jpg', { type: 'image/jpeg', lastModified: 1 })] }, { images: [new File(['xyz'], 'a.jpg', { type: 'image/jpeg', lastModified: 1 })] }, true],
    ['another file', { images: [new File(['xyz'], 'a.jpg', { type: 'image/jpeg', lastModified: 1 })] }, { images: [new File(['xyzw'], 'b.jpg', { type: 'image/jpeg', lastModified: 1 })] }, false],
  ])('%s: same key %s', (_label, first, second, same) => {
    let drawn = 0;
    const keyFor = createSubmissionKeys(() => `key-${(drawn += 1)}`);
    const a = keyFor(first);
    const b = keyFor(second);
    expect(a === b).toBe(same);
    expect(submissionFingerprint(first) === submissionFingerprint(second)).toBe(same);
  });

  it('keeps only the last values: going back to earlier ones is a new submission', () => {
    let drawn = 0;
    const keyFor = createSubmissionKeys(() => `key-${(drawn += 1)}`);
    expect([keyFor({ a: 1 }), keyFor({ a: 1 }), keyFor({ a: 2 }), keyFor({ a: 1 })]).toEqual(['key-1', 'key-1', 'key-2', 'key-3']);
  });
});
