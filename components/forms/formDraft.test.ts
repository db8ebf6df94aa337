import { draftOf, dropDraft, FORM_DRAFT_KEPT_MS, isUntouched, loadDraft, saveDraft, withDraft } from './formDraft';

interface Values {
  name: string;
  email: string;
  question: string;
  emailPreferred: boolean;
  communities: string[];
  floorPlan: string;
}

const FIELDS = ['name', 'email', 'question', 'emailPreferred', 'communities'] as const;
const start: Values = { name: '', email: '', question: '', emailPreferred: true, communities: [], floorPlan: 'The Iris' };
const NOW = Date.UTC(2026, 11, 3, 17, 0);

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe('a saved draft', () => {
  it.each([
    ['just saved', true, 0],
    ['saved an hour ago', true, 60 * 60 * 1000],
    ['saved a minute short of a day ago', true, FORM_DRAFT_KEPT_MS - 60_000],
    ['saved a day ago', false, FORM_DRAFT_KEPT_MS],
    ['saved "in the future" (the clock was put back)', false, -60_000],
  ])('%s is offered back: %s', (_case, offered, age) => {
    const storage = memoryStorage();
    saveDraft(storage, 'contact', { name: 'Ana' }, NOW - age);
    expect(loadDraft(storage, 'contact', NOW)).toEqual(offered ? { name: 'Ana' } : null);
    // One not offered is gone from the tab.
    expect(storage.length).toBe(offered ? 1 : 0);
  });

  it('is kept per form name, and dropped', () => {
    const storage = memoryStorage();
    saveDraft(storage, 'sublet-a-contact', { message: 'To A' }, NOW);
    expect(loadDraft(storage, 'sublet-b-contact', NOW)).toBeNull();
    dropDraft(storage, 'sublet-a-contact');
    expect(loadDraft(storage, 'sublet-a-contact', NOW)).toBeNull();
  });

  it.each([
    ['not JSON', '{name:'],
    ['null', 'null'],
    ['without a time', JSON.stringify({ values: { name: 'Ana' } })],
    ['without values', JSON.stringify({ savedAt: NOW })],
  ])('written otherwise (%s) is not offered', (_case, text) => {
    const storage = memoryStorage();
    storage.setItem('form-draft:contact', text);
    expect(loadDraft(storage, 'contact', NOW)).toBeNull();
  });

  it('is neither saved nor read where the browser refuses storage', () => {
    const refusing = { ...memoryStorage(), getItem: () => { throw new Error('SecurityError'); }, setItem: () => { throw new Error('QuotaExceededError'); } } as Storage;
    expect(() => saveDraft(refusing, 'contact', { name: 'Ana' }, NOW)).not.toThrow();
    expect(loadDraft(refusing, 'contact', NOW)).toBeNull();
    expect(loadDraft(null, 'contact', NOW)).toBeNull();
  });
});

describe('what a draft keeps and gives back', () => {
  it('keeps only the named fields', () => {
    expect(draftOf({ ...start, name: 'Ana', floorPlan: 'The Aster' }, FIELDS)).toEqual({
      name: 'Ana',
      email: '',
      question: '',
      emailPreferred: true,
      communities: [],
    });
  });

  it.each<[string, boolean, Partial<Values>]>([
    ['as started', true, {}],
    ['with a name typed', false, { name: 'Ana' }],
    ['with a box unticked', false, { emailPreferred: false }],
    ['with a community ticked', false, { communities: ['kirkwood-commons'] }],
    ['with only a field it does not keep changed', true, { floorPlan: 'The Aster' }],
  ])('a form %s is untouched: %s', (_case, untouched, changed) => {
    expect(isUntouched({ ...start, ...changed }, start, FIELDS)).toBe(untouched);
  });

  it.each<[string, Partial<Values>, Record<string, unknown>, Partial<Values>]>([
    ['fills the fields still as they started', {}, { name: 'Ana', question: 'Pets?', emailPreferred: false }, { name: 'Ana', question: 'Pets?', emailPreferred: false }],
    ['leaves what the visitor typed since', { name: 'Ana María' }, { name: 'Ana', email: 'ana@example.com' }, { name: 'Ana María', email: 'ana@example.com' }],
    ['leaves a field it does not keep', {}, { floorPlan: 'The Aster' }, {}],
    ['leaves a value of another kind', {}, { name: 42, communities: 'kirkwood-commons', emailPreferred: 'yes' }, {}],
    ['gives back a list', {}, { communities: ['kirkwood-commons'] }, { communities: ['kirkwood-commons'] }],
  ])('%s', (_case, current, draft, expected) => {
    expect(withDraft({ ...start, ...current }, start, draft, FIELDS)).toEqual({ ...start, ...current, ...expected });
  });
});
