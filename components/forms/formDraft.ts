/**
 * What a visitor has typed in a form and not sent yet, kept in the tab (sessionStorage) so that
 * it is there again when the form comes back: after Back from another page, a reload, a modal
 * closed and opened again, or a phone's browser reloading a tab it dropped while the visitor was
 * in another app. The browser's own restoring of a form after Back brings back text areas but not
 * text inputs that React drew (React copies what is typed into the input's value attribute, and
 * Chromium restores an input only while its value differs from that attribute), so a question
 * came back without the name, e-mail and phone above it.
 *
 * Only the fields a form names are kept (what the visitor typed, not what the page filled in),
 * offered back for a day at most, and the draft is dropped once the form is sent or emptied.
 */

/** How long a draft is offered back: not the next day, in a tab left open on a shared computer. */
export const FORM_DRAFT_KEPT_MS = 24 * 60 * 60 * 1000;

const KEY_PREFIX = 'form-draft:';

interface StoredDraft {
  savedAt: number;
  values: Record<string, unknown>;
}

/** The tab's storage, or null where the browser refuses it (storage blocked, no window). */
export function tabStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The draft saved under `name` within the last day, or null. */
export function loadDraft(storage: Storage | null, name: string, now: number): Record<string, unknown> | null {
  try {
    const text = storage?.getItem(KEY_PREFIX + name);
    if (!text) return null;
    const stored = JSON.parse(text) as Partial<StoredDraft> | null;
    const fresh = typeof stored?.savedAt === 'number' && now - stored.savedAt >= 0 && now - stored.savedAt < FORM_DRAFT_KEPT_MS;
    if (!fresh || typeof stored.values !== 'object' || stored.values === null) {
      storage?.removeItem(KEY_PREFIX + name);
      return null;
    }
    return stored.values;
  } catch {
    return null;
  }
}

export function saveDraft(storage: Storage | null, name: string, values: Record<string, unknown>, now: number): void {
  try {
    storage?.setItem(KEY_PREFIX + name, JSON.stringify({ savedAt: now, values } satisfies StoredDraft));
  } catch {
    // Storage full or refused: the form works as before, without a draft.
  }
}

export function dropDraft(storage: Storage | null, name: string): void {
  try {
    storage?.removeItem(KEY_PREFIX + name);
  } catch {
    // Nothing to drop where storage is refused.
  }
}

function same(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

function sameKind(a: unknown, b: unknown): boolean {
  return Array.isArray(a) ? Array.isArray(b) : typeof a === typeof b && !Array.isArray(b);
}

/** The kept fields of `values`. */
export function draftOf<V extends object>(values: V, fields: readonly (keyof V & string)[]): Record<string, unknown> {
  return Object.fromEntries(fields.map((field) => [field, values[field]]));
}

/** True when every kept field is as the form started: nothing to keep. */
export function isUntouched<V extends object>(values: V, start: V, fields: readonly (keyof V & string)[]): boolean {
  return fields.every((field) => same(values[field], start[field]));
}

/**
 * `current` with the draft's value in each kept field still as the form started (what the visitor
 * typed since the form came back, or before its script ran, wins), where the draft's value is of
 * the field's kind.
 */
export function withDraft<V extends object>(current: V, start: V, draft: Record<string, unknown>, fields: readonly (keyof V & string)[]): V {
  const next = { ...current };
  for (const field of fields) {
    if (!(field in draft) || !same(current[field], start[field]) || !sameKind(start[field], draft[field])) continue;
    next[field] = draft[field] as V[typeof field];
  }
  return next;
}
