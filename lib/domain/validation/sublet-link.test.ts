import { CAPTCHA_REQUIRED_MESSAGE, EMAIL_INVALID_MESSAGE, EMAIL_REQUIRED_MESSAGE } from './messages';
import { subletLinkSchema } from './sublet-link';
import { validateSubmission } from './validate';

const valid = { email: 'robin@example.com', captchaResponse: 'tok' };
const schema = subletLinkSchema({ requireCaptcha: true });

describe('subletLinkSchema', () => {
  it('accepts an address, spaces around it dropped', async () => {
    expect(await validateSubmission(schema, { ...valid, email: '  robin@example.com ' })).toEqual({ ok: true, value: { ...valid, currentPage: '' } });
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['no email', { email: '' }, { email: EMAIL_REQUIRED_MESSAGE }],
    ['a null email', { email: null }, { email: EMAIL_REQUIRED_MESSAGE }],
    ['a malformed email', { email: 'robin at example' }, { email: EMAIL_INVALID_MESSAGE }],
    ['a list for an email', { email: ['robin@example.com'] }, { email: EMAIL_REQUIRED_MESSAGE }],
    ['no captcha', { captchaResponse: '' }, { captchaResponse: CAPTCHA_REQUIRED_MESSAGE }],
  ])('rejects %s', async (_case, change, errors) => {
    expect(await validateSubmission(schema, { ...valid, ...change })).toEqual({ ok: false, errors });
  });
});
