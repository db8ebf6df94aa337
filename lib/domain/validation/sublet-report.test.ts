import { validateSubmission } from './validate';
import { CAPTCHA_REQUIRED_MESSAGE, EMAIL_INVALID_MESSAGE } from './messages';
import { REPORT_DETAILS_REQUIRED_MESSAGE, REPORT_REASON_REQUIRED_MESSAGE, subletReportSchema } from './sublet-report';

const schema = subletReportSchema({ requireCaptcha: true });
const valid = { reason: 'scam', details: '', email: '', captchaResponse: 'token', currentPage: 'https://example.com/sublets' };

describe('subletReportSchema', () => {
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['a reason alone', {}, {}],
    ['with details and an address', { details: 'Asked me to wire $900 first.', email: 'casey@example.com' }, {}],
    ['no reason', { reason: '' }, { reason: REPORT_REASON_REQUIRED_MESSAGE }],
    ['an unknown reason', { reason: 'boring' }, { reason: REPORT_REASON_REQUIRED_MESSAGE }],
    ['a reason of another type', { reason: 3 }, { reason: REPORT_REASON_REQUIRED_MESSAGE }],
    ['"Something else" without details', { reason: 'other', details: '  ' }, { details: REPORT_DETAILS_REQUIRED_MESSAGE }],
    ['"Something else" with details', { reason: 'other', details: 'Same photos as another listing.' }, {}],
    ['a malformed address', { email: 'casey@' }, { email: EMAIL_INVALID_MESSAGE }],
    ['details too long', { details: 'x'.repeat(1001) }, { details: 'Details must be at most 1000 characters' }],
    ['no captcha', { captchaResponse: '' }, { captchaResponse: CAPTCHA_REQUIRED_MESSAGE }],
  ])('%s', async (_, overrides, errors) => {
    const result = await validateSubmission(schema, { ...valid, ...overrides });
    if (Object.keys(errors).length === 0) expect(result).toMatchObject({ ok: true });
    else expect(result).toMatchObject({ ok: false, errors });
  });

  it('keeps what it checked, trimmed', async () => {
    const result = await validateSubmission(schema, { ...valid, details: '  Wants a deposit by Western Union.  ', email: ' casey@example.com ' });
    expect(result).toMatchObject({ ok: true, value: { reason: 'scam', details: 'Wants a deposit by Western Union.', email: 'casey@example.com' } });
  });
});
