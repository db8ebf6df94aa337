import {
  CONTACT_PREFERENCE_FIELD,
  contactInitialValues,
  contactMessageSchema,
  contactStep1Schema,
  contactStep2Schema,
  isIsoDay,
} from './contact';
import {
  CAPTCHA_REQUIRED_MESSAGE,
  COMMUNITIES_INVALID_MESSAGE,
  CONTACT_PREFERENCE_MESSAGE,
  EMAIL_INVALID_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  MOVE_IN_DATE_INVALID_MESSAGE,
  NAME_REQUIRED_MESSAGE,
  PHONE_INVALID_MESSAGE,
  PHONE_REQUIRED_MESSAGE,
  QUESTION_REQUIRED_MESSAGE,
  RENT_ORDER_MESSAGE,
  RENT_RANGE_MESSAGE,
  REQUIRED_FIELDS_MESSAGE,
  TOO_MANY_COMMUNITIES_MESSAGE,
} from './messages';
import { validateSubmission } from './validate';

const step1 = {
  name: 'Sam Lee',
  email: 'sam@example.com',
  phone: '812 555 0123',
  question: 'Do you have a 2 bedroom in May?',
  emailPreferred: true,
  phonePreferred: false,
  textPreferred: true,
};

describe('contactStep1Schema', () => {
  it('accepts a complete step 1', async () => {
    expect(await validateSubmission(contactStep1Schema, step1)).toEqual({ ok: true, value: { ...step1, phone: '8125550123' } });
  });

  it('keeps the "+" of a number from abroad', async () => {
    expect(await validateSubmission(contactStep1Schema, { ...step1, phone: '+65 6123 4567' })).toEqual({ ok: true, value: { ...step1, phone: '+6561234567' } });
  });

  it('ticks email by default', async () => {
    const { emailPreferred: _e, phonePreferred: _p, textPreferred: _t, ...rest } = step1;
    expect(await validateSubmission(contactStep1Schema, rest)).toMatchObject({
      ok: true,
      value: { emailPreferred: true, phonePreferred: false, textPreferred: false },
    });
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['no name', { name: '' }, { name: NAME_REQUIRED_MESSAGE }],
    ['no email', { email: undefined }, { email: EMAIL_REQUIRED_MESSAGE }],
    ['a malformed email', { email: 'sam@' }, { email: EMAIL_INVALID_MESSAGE }],
    ['no phone', { phone: '' }, { phone: PHONE_REQUIRED_MESSAGE }],
    ['a null phone', { phone: null }, { phone: PHONE_REQUIRED_MESSAGE }],
    ['a phone of letters', { phone: 'five five five' }, { phone: PHONE_INVALID_MESSAGE }],
    ['a negative number as phone', { phone: -8125550123 }, { phone: PHONE_INVALID_MESSAGE }],
    ['no question', { question: '  ' }, { question: QUESTION_REQUIRED_MESSAGE }],
    ['a long question', { question: 'q'.repeat(1001) }, { question: 'Question must be at most 1000 characters' }],
    ['no box ticked', { emailPreferred: false, phonePreferred: false, textPreferred: false }, { [CONTACT_PREFERENCE_FIELD]: CONTACT_PREFERENCE_MESSAGE }],
    ['a string as a box', { phonePreferred: 'true' }, { phonePreferred: 'Call preference is not valid' }],
    ['a number as a box', { textPreferred: 1 }, { textPreferred: 'Text preference is not valid' }],
  ])('rejects %s', async (_case, change, errors) => {
    expect(await validateSubmission(contactStep1Schema, { ...step1, ...change })).toEqual({ ok: false, errors });
  });

  it.each([
    ['call', { emailPreferred: false, phonePreferred: true }],
    ['text', { emailPreferred: false, textPreferred: true }],
    ['email', { emailPreferred: true, textPreferred: false }],
  ])('passes with only %s ticked', async (_box, change) => {
    expect(await validateSubmission(contactStep1Schema, { ...step1, textPreferred: false, ...change })).toMatchObject({ ok: true });
  });
});

describe('contactStep2Schema', () => {
  it('is all optional, with the rent range 0–4000 by default', async () => {
    expect(await validateSubmission(contactStep2Schema, {})).toEqual({
      ok: true,
      value: { additionalInfo: contactInitialValues.additionalInfo, communities: [] },
    });
    expect(await validateSubmission(contactStep2Schema, { additionalInfo: null, communities: null })).toMatchObject({ ok: true });
  });

  it('accepts every detail', async () => {
    const additionalInfo = {
      bedrooms: 2,
      moveInDate: '2027-05-01',
      amenities: 'Dishwasher\nBalcony',
      pets: 'One cat',
      floorPlan: 'The Aspen',
      hearAboutUs: 'A friend',
      lowerRent: 800,
      upperRent: 1500,
    };
    expect(await validateSubmission(contactStep2Schema, { additionalInfo, communities: ['maple-court', 'Oak Row'] })).toEqual({
      ok: true,
      value: { additionalInfo: { ...additionalInfo, bedrooms: '2' }, communities: ['maple-court', 'Oak Row'] },
    });
  });

  it('splits the original comma-joined communities', async () => {
    expect(await validateSubmission(contactStep2Schema, { communities: 'Maple Court, Oak Row,' })).toMatchObject({
      ok: true,
      value: { communities: ['Maple Court', 'Oak Row'] },
    });
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['a rent below 0', { additionalInfo: { lowerRent: -1 } }, { 'additionalInfo.lowerRent': RENT_RANGE_MESSAGE }],
    ['a rent above 4000', { additionalInfo: { upperRent: 4001 } }, { 'additionalInfo.upperRent': RENT_RANGE_MESSAGE }],
    ['a fractional rent', { additionalInfo: { upperRent: 10.5 } }, { 'additionalInfo.upperRent': RENT_RANGE_MESSAGE }],
    ['a rent as text', { additionalInfo: { lowerRent: '100' } }, { 'additionalInfo.lowerRent': RENT_RANGE_MESSAGE }],
    ['equal bounds', { additionalInfo: { lowerRent: 900, upperRent: 900 } }, { 'additionalInfo.lowerRent': RENT_ORDER_MESSAGE }],
    ['reversed bounds', { additionalInfo: { lowerRent: 2000, upperRent: 1000 } }, { 'additionalInfo.lowerRent': RENT_ORDER_MESSAGE }],
    ['a bad move-in date', { additionalInfo: { moveInDate: '2027-02-30' } }, { 'additionalInfo.moveInDate': MOVE_IN_DATE_INVALID_MESSAGE }],
    ['a move-in date of another format', { additionalInfo: { moveInDate: '05/01/2027' } }, { 'additionalInfo.moveInDate': MOVE_IN_DATE_INVALID_MESSAGE }],
    ['details as text', { additionalInfo: 'lots' }, { additionalInfo: 'Additional information is not valid' }],
    ['a long pets text', { additionalInfo: { pets: 'p'.repeat(201) } }, { 'additionalInfo.pets': 'Pets must be at most 200 characters' }],
    ['communities as an object', { communities: { a: 1 } }, { communities: COMMUNITIES_INVALID_MESSAGE }],
    ['a community as a number', { communities: [7] }, { 'communities[0]': COMMUNITIES_INVALID_MESSAGE }],
    ['too many communities', { communities: Array.from({ length: 51 }, (_, i) => `c${i}`) }, { communities: TOO_MANY_COMMUNITIES_MESSAGE }],
    ['a long community', { communities: ['c'.repeat(201)] }, { 'communities[0]': 'Community must be at most 200 characters' }],
  ])('rejects %s', async (_case, body, errors) => {
    expect(await validateSubmission(contactStep2Schema, body)).toEqual({ ok: false, errors });
  });
});

describe('contactMessageSchema', () => {
  const message = { ...step1, property: 'maple-court', communities: ['oak-row'], captchaResponse: 't', currentPage: 'http://x/y' };

  it('is step 1 and step 2 together, with the page community, captcha and page; to and subject stripped', async () => {
    const result = await validateSubmission(contactMessageSchema({ requireCaptcha: true }), { ...message, to: 'x@y.z', subject: 'Hi' });
    expect(result).toEqual({
      ok: true,
      value: { ...contactInitialValues, ...message, phone: '8125550123', additionalInfo: contactInitialValues.additionalInfo },
    });
  });

  it('keeps the step 1 box rule and requires the captcha when the site has one', async () => {
    const result = await validateSubmission(contactMessageSchema({ requireCaptcha: true }), {
      ...message,
      captchaResponse: '',
      emailPreferred: false,
      textPreferred: false,
    });
    expect(result).toEqual({
      ok: false,
      errors: { captchaResponse: CAPTCHA_REQUIRED_MESSAGE, [CONTACT_PREFERENCE_FIELD]: CONTACT_PREFERENCE_MESSAGE },
    });
  });

  it('needs no captcha when the site has none', async () => {
    expect(await validateSubmission(contactMessageSchema(), { ...message, captchaResponse: undefined })).toMatchObject({ ok: true });
  });

  it.each([null, ['a'], 'x'])('rejects a body that is not an object (%p)', async (body) => {
    expect(await validateSubmission(contactMessageSchema(), body)).toEqual({ ok: false, errors: { form: REQUIRED_FIELDS_MESSAGE } });
  });
});

describe('isIsoDay', () => {
  it.each([
    ['2027-01-31', true],
    ['2028-02-29', true],
    ['2027-02-29', false],
    ['2027-13-01', false],
    ['2027-1-1', false],
    ['', false],
  ])('%p → %p', (value, expected) => expect(isIsoDay(value)).toBe(expected));
});
