/**
 * The `Idempotency-Key` a form sends with a submission (docs/http-api.md): a new random key for
 * new values, the same key when the same values are sent again, so that a retry after a lost
 * answer (the form showed its failure text) is stored once by the server. The captcha token is
 * left out of the comparison: each attempt asks for a new one.
 */
export const SUBMISSION_KEY_HEADER = 'Idempotency-Key';

/** 128 random bits, base64url (22 characters); crypto.getRandomValues works on plain http too. */
export function newSubmissionKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** What identifies a submission's values: JSON without the captcha token, a file by its name, size, type and date. */
export function submissionFingerprint(values: unknown): string {
  return JSON.stringify(values, (name, value: unknown) => {
    if (name === 'captchaResponse') return undefined;
    if (typeof File !== 'undefined' && value instanceof File) return [value.name, value.size, value.type, value.lastModified];
    return value;
  });
}

/** The header's value: the key as the draft's quoted string. */
export function submissionKeyHeader(key: string): string {
  return `"${key}"`;
}

/** Keeps the last key: `keyFor(values)` is that key when the values are the same, else a new one. */
export function createSubmissionKeys(makeKey: () => string = newSubmissionKey) {
  let last: { fingerprint: string; key: string } | null = null;
  return function keyFor(values: unknown): string {
    const fingerprint = submissionFingerprint(values);
    if (last?.fingerprint !== fingerprint) last = { fingerprint, key: makeKey() };
    return last.key;
  };
}
