import { applicationInitialValues, applicationSchema } from './application';
import { HONEYPOT_FIELD } from './honeypot';
import {
  CAPTCHA_REQUIRED_MESSAGE,
  EMAIL_INVALID_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  NAME_REQUIRED_MESSAGE,
  PHONE_INVALID_MESSAGE,
  PROPERTY_REQUIRED_MESSAGE,
  REQUIRED_FIELDS_MESSAGE,
} from './messages';
import { validateSubmission } from './validate';

const valid = {
  name: 'Jane Doe',
  email: 'jane@example.com',
  phone: '(812) 555-0199',
  property: 'maple-court',
  address: '2 bed, unit 4',
  questions: 'Is parking included?',
  captchaResponse: 'token-1',
  currentPage: 'http://localhost:3000/communities/maple-court',
};

const server = applicationSchema({ requireCaptcha: true });

describe('applicationSchema', () => {
  it('accepts a complete request and normalises it', async () => {
    const result = await validateSubmission(server, { ...valid, name: '  Jane Doe ', to: 'evil@example.com', subject: 'x', [HONEYPOT_FIELD]: '' });
    expect(result).toEqual({ ok: true, value: { ...valid, phone: '8125550199' } });
  });

  it('accepts the minimum: name, email and community; the rest defaults to empty', async () => {
    const result = await validateSubmission(applicationSchema(), { name: 'A', email: 'a@b.co', property: 'p' });
    expect(result).toEqual({ ok: true, value: { ...applicationInitialValues, name: 'A', email: 'a@b.co', property: 'p' } });
  });

  // As pasted from a web page, a PDF or a phone's contacts: invisible marks around or inside.
  it.each([
    ['a zero-width space before it', '\u200Bjane@example.com'],
    ['a soft hyphen inside it', 'jane\u00AD@example.com'],
    ['bidi marks around it', '\u2068jane@example.com\u2069'],
  ])('takes an e-mail address with %s as the address', async (_case, email) => {
    const result = await validateSubmission(server, { ...valid, email });
    expect(result).toEqual({ ok: true, value: { ...valid, phone: '8125550199' } });
  });

  // docs/product.md: every message, keyed on its own field (the e-mail's on the e-mail).
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['missing name', { name: undefined }, { name: NAME_REQUIRED_MESSAGE }],
    ['empty name', { name: '' }, { name: NAME_REQUIRED_MESSAGE }],
    ['blank name', { name: '   ' }, { name: NAME_REQUIRED_MESSAGE }],
    ['null name', { name: null }, { name: NAME_REQUIRED_MESSAGE }],
    ['numeric name', { name: 42 }, { name: NAME_REQUIRED_MESSAGE }],
    ['object name', { name: { first: 'J' } }, { name: NAME_REQUIRED_MESSAGE }],
    ['missing email', { email: undefined }, { email: EMAIL_REQUIRED_MESSAGE }],
    ['empty email', { email: '' }, { email: EMAIL_REQUIRED_MESSAGE }],
    ['list email', { email: ['a@b.co'] }, { email: EMAIL_REQUIRED_MESSAGE }],
    ['malformed email', { email: 'jane.example.com' }, { email: EMAIL_INVALID_MESSAGE }],
    ['missing community', { property: undefined }, { property: PROPERTY_REQUIRED_MESSAGE }],
    ['empty community', { property: '' }, { property: PROPERTY_REQUIRED_MESSAGE }],
    ['boolean community', { property: true }, { property: PROPERTY_REQUIRED_MESSAGE }],
    ['missing captcha', { captchaResponse: undefined }, { captchaResponse: CAPTCHA_REQUIRED_MESSAGE }],
    ['empty captcha', { captchaResponse: '' }, { captchaResponse: CAPTCHA_REQUIRED_MESSAGE }],
    ['huge captcha', { captchaResponse: 'x'.repeat(5000) }, { captchaResponse: CAPTCHA_REQUIRED_MESSAGE }],
    ['letters as phone', { phone: 'call me' }, { phone: PHONE_INVALID_MESSAGE }],
    ['too short phone', { phone: '12345' }, { phone: PHONE_INVALID_MESSAGE }],
    ['object phone', { phone: { n: 1 } }, { phone: PHONE_INVALID_MESSAGE }],
    ['long name', { name: 'x'.repeat(101) }, { name: 'Name must be at most 100 characters' }],
    ['long questions', { questions: 'x'.repeat(1001) }, { questions: 'Questions must be at most 1000 characters' }],
    ['long address', { address: 'x'.repeat(301) }, { address: 'Address or floor plan must be at most 300 characters' }],
    ['list as questions', { questions: ['a'] }, { questions: 'Questions is not valid' }],
    ['long page address', { currentPage: `http://x/${'a'.repeat(2048)}` }, { currentPage: 'Page address must be at most 2048 characters' }],
  ])('%s', async (_case, change, errors) => {
    expect(await validateSubmission(server, { ...valid, ...change })).toEqual({ ok: false, errors });
  });

  it('reports every missing field at once', async () => {
    expect(await validateSubmission(server, {})).toEqual({
      ok: false,
      errors: {
        name: NAME_REQUIRED_MESSAGE,
        email: EMAIL_REQUIRED_MESSAGE,
        property: PROPERTY_REQUIRED_MESSAGE,
        captchaResponse: CAPTCHA_REQUIRED_MESSAGE,
      },
    });
  });

  it('needs no community when the page has one pre-set, and no captcha when the site has none', async () => {
    const schema = applicationSchema({ requireProperty: false, requireCaptcha: false });
    expect(await validateSubmission(schema, { name: 'A', email: 'a@b.co' })).toMatchObject({ ok: true });
  });

  it.each([
    ['812-555-0199', '8125550199'],
    ['812.555.0199', '8125550199'],
    ['+1 (812) 555 0199', '8125550199'],
    ['1-812-555-0199', '8125550199'],
    ['+44 20 7946 0958', '+442079460958'],
    [8125550199, '8125550199'],
    ['', ''],
    [null, ''],
  ])('reads phone %p as %p', async (phone, digits) => {
    const result = await validateSubmission(server, { ...valid, phone });
    expect(result).toMatchObject({ ok: true, value: { phone: digits } });
  });

  it('turns line breaks of single-line fields into spaces and keeps them in questions', async () => {
    const result = await validateSubmission(server, { ...valid, name: 'Jane\r\nBcc: x@y.z', questions: 'a\r\nb\u0000' });
    expect(result).toMatchObject({ ok: true, value: { name: 'Jane Bcc: x@y.z', questions: 'a\nb' } });
  });

  it.each([
    '{"__proto__":{"name":"x"},"name":"Jane","email":"j@x.co","property":"p","captchaResponse":"t"}',
    '{"constructor":{"prototype":{"name":"x"}},"toString":1,"name":"Jane","email":"j@x.co","property":"p","captchaResponse":"t"}',
  ])('ignores keys that name Object.prototype members (%s)', async (json) => {
    const result = await validateSubmission(server, JSON.parse(json));
    expect(result).toMatchObject({ ok: true, value: { name: 'Jane' } });
    expect(Object.getPrototypeOf(result.ok && result.value)).toBe(Object.prototype);
  });

  it.each([null, [], 'text', 42])('rejects a body that is not an object (%p)', async (body) => {
    expect(await validateSubmission(server, body)).toEqual({ ok: false, errors: { form: REQUIRED_FIELDS_MESSAGE } });
  });
});
