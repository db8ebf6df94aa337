import { analyticsEventSchema, isContactAnalyticsEvent } from './analytics';
import { REQUIRED_FIELDS_MESSAGE } from './messages';
import { validateSubmission } from './validate';

describe('analytics event body', () => {
  it.each([
    [{ property: 'maple-court' }, 'maple-court'],
    [{ property: '' }, ''],
    [{}, ''],
    [{ property: null }, ''],
  ])('%p → property %p', async (body, property) => {
    expect(await validateSubmission(analyticsEventSchema, body)).toEqual({ ok: true, value: { property } });
  });

  it.each<[unknown, Record<string, string>]>([
    [{ property: 5 }, { property: 'Property is not valid' }],
    [{ property: ['a'] }, { property: 'Property is not valid' }],
    [{ property: 'p'.repeat(201) }, { property: 'Property must be at most 200 characters' }],
    [null, { form: REQUIRED_FIELDS_MESSAGE }],
    [[], { form: REQUIRED_FIELDS_MESSAGE }],
  ])('rejects %p', async (body, errors) => {
    expect(await validateSubmission(analyticsEventSchema, body)).toEqual({ ok: false, errors });
  });

  it.each([
    ['clicked', true],
    ['initiated', true],
    ['submitted', true],
    ['opened', false],
    ['__proto__', false],
  ])('event %p is known: %p', (event, known) => expect(isContactAnalyticsEvent(event)).toBe(known));
});
