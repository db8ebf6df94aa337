import { validateSubmission } from './validate';
import {
  TOUR_COMMUNITY_REQUIRED_MESSAGE,
  TOUR_DAY_REQUIRED_MESSAGE,
  TOUR_KIND_REQUIRED_MESSAGE,
  TOUR_TIME_REQUIRED_MESSAGE,
  tourRequestSchema,
} from './tour';
import { EMAIL_REQUIRED_MESSAGE, NAME_REQUIRED_MESSAGE, PHONE_REQUIRED_MESSAGE } from './messages';

const valid = {
  property: 'kirkwood-commons',
  floorplan: 'kirkwood-iris',
  kind: 'IN_PERSON',
  day: '2026-11-30',
  time: '09:30',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '(812) 555-0100',
  currentPage: 'https://example.com/communities/kirkwood-commons/tour',
};

test('a complete booking is valid, the phone kept as digits', async () => {
  const result = await validateSubmission(tourRequestSchema(), valid);
  expect(result).toMatchObject({ ok: true, value: { kind: 'IN_PERSON', day: '2026-11-30', time: '09:30', phone: '8125550100' } });
});

test.each([
  ['property', '', TOUR_COMMUNITY_REQUIRED_MESSAGE],
  ['kind', undefined, TOUR_KIND_REQUIRED_MESSAGE],
  ['kind', 'PHONE', TOUR_KIND_REQUIRED_MESSAGE],
  ['kind', 1, TOUR_KIND_REQUIRED_MESSAGE],
  ['day', '', TOUR_DAY_REQUIRED_MESSAGE],
  ['day', '2026-02-30', TOUR_DAY_REQUIRED_MESSAGE],
  ['day', '30/11/2026', TOUR_DAY_REQUIRED_MESSAGE],
  ['time', '', TOUR_TIME_REQUIRED_MESSAGE],
  ['time', '24:00', TOUR_TIME_REQUIRED_MESSAGE],
  ['time', '9:30', TOUR_TIME_REQUIRED_MESSAGE],
  ['name', '  ', NAME_REQUIRED_MESSAGE],
  ['email', '', EMAIL_REQUIRED_MESSAGE],
  ['phone', '', PHONE_REQUIRED_MESSAGE],
])('%s = %j → %s', async (field, value, message) => {
  const result = await validateSubmission(tourRequestSchema(), { ...valid, [field]: value });
  expect(result.ok).toBe(false);
  if (!result.ok) expect(result.errors[field]).toBe(message);
});

test('a captcha token is required when the site has a captcha', async () => {
  const result = await validateSubmission(tourRequestSchema({ requireCaptcha: true }), valid);
  expect(result.ok).toBe(false);
  if (!result.ok) expect(Object.keys(result.errors)).toEqual(['captchaResponse']);
});
