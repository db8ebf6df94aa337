import {
  CAPTCHA_REQUIRED_MESSAGE,
  EMAIL_INVALID_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  MESSAGE_REQUIRED_MESSAGE,
  NAME_REQUIRED_MESSAGE,
} from './messages';
import { subletMessageSchema } from './sublet-message';
import { validateSubmission } from './validate';

const valid = { name: 'Ana', email: 'ana@example.com', message: 'Is it still free in June?', captchaResponse: 'tok' };
const schema = subletMessageSchema({ requireCaptcha: true });

describe('subletMessageSchema', () => {
  it('accepts a message', async () => {
    expect(await validateSubmission(schema, valid)).toEqual({ ok: true, value: { ...valid, currentPage: '' } });
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['no name', { name: '' }, { name: NAME_REQUIRED_MESSAGE }],
    ['no email', { email: null }, { email: EMAIL_REQUIRED_MESSAGE }],
    ['a malformed email', { email: 'ana at example' }, { email: EMAIL_INVALID_MESSAGE }],
    ['no message', { message: '' }, { message: MESSAGE_REQUIRED_MESSAGE }],
    ['a long message', { message: 'm'.repeat(1001) }, { message: 'Message must be at most 1000 characters' }],
    ['no captcha', { captchaResponse: '' }, { captchaResponse: CAPTCHA_REQUIRED_MESSAGE }],
  ])('rejects %s', async (_case, change, errors) => {
    expect(await validateSubmission(schema, { ...valid, ...change })).toEqual({ ok: false, errors });
  });
});
