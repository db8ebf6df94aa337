/**
 * The honeypot: a text input people never see (visually hidden, aria-hidden, tabIndex -1,
 * autoComplete off) that bots fill in. When it has a value the server answers success but
 * stores and sends nothing.
 */
export const HONEYPOT_FIELD = 'website';

/** True when a submission's honeypot field holds anything (a bot). */
export function isHoneypotFilled(body: Record<string, unknown>): boolean {
  const value = body[HONEYPOT_FIELD];
  if (value === undefined || value === null || value === false) return false;
  if (typeof value === 'string') return value.trim() !== '';
  return true;
}
