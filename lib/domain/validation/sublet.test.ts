import { SUBLET_LIMITS } from './sublet-limits';
import { subletInitialValues, subletSchema } from './sublet';
import {
  AVAILABLE_BEDROOMS_ORDER_MESSAGE,
  BEDROOMS_INVALID_MESSAGE,
  DATE_INVALID_MESSAGE,
  DATE_ORDER_MESSAGE,
  DATE_PAST_MESSAGE,
  FIX_FIELD_ERRORS_MESSAGE,
  IMAGE_REQUIRED_MESSAGE,
  IMAGES_INVALID_MESSAGE,
  RENT_INVALID_MESSAGE,
  SUBLET_CAPTCHA_MESSAGE,
  TOO_MANY_IMAGES_MESSAGE,
  ZIP_INVALID_MESSAGE,
} from './sublet-messages';
import { EMAIL_INVALID_MESSAGE, EMAIL_REQUIRED_MESSAGE } from './messages';
import { validateSubmission } from './validate';

const image = (name: string, size = 120_000) => ({ name, size });

/** What the form posts (selects and the rent input give text). */
const valid = {
  firstName: 'Jamie',
  lastName: 'Rivera',
  email: 'jamie@example.com',
  bedroom: '2',
  availableBedrooms: '1',
  address: '1021 N Walnut St Apt 3',
  zipcode: '47404',
  availableFrom: '2027-05-01',
  availableTo: '2027-08-15',
  rent: '650',
  title: 'Sunny room near Showers Park',
  description: 'One furnished bedroom.\nQuiet roommate.',
  petsAllowed: false,
  utilitiesIncluded: true,
  images: [image('cover.jpg'), image('kitchen.png')],
  captchaResponse: 'token',
};

// Today in Bloomington, for the rule that Available To may not have passed.
const TODAY = '2026-12-02';
const schema = subletSchema({ requireCaptcha: true, today: () => TODAY });

describe('subletSchema (docs/product.md)', () => {
  it('accepts a complete sublet and turns counts and rent into numbers', async () => {
    const result = await validateSubmission(schema, valid);
    expect(result).toEqual({
      ok: true,
      value: { ...valid, bedroom: 2, availableBedrooms: 1, rent: 650 },
    });
  });

  it('accepts numbers too, a studio, equal dates, cents, exactly 5 images and a file just under 5,000,000 bytes', async () => {
    const result = await validateSubmission(schema, {
      ...valid,
      bedroom: 0,
      availableBedrooms: 0,
      rent: '712.50',
      availableTo: valid.availableFrom,
      images: [1, 2, 3, 4, 5].map((n) => image(`${n}.jpg`, SUBLET_LIMITS.maxImageBytes - 1)),
    });
    expect(result.ok).toBe(true);
  });

  it('starts with the docs/product.md defaults: bedroom 1, available 1, no pets, utilities included', () => {
    expect(subletInitialValues).toMatchObject({ bedroom: '1', availableBedrooms: '1', petsAllowed: false, utilitiesIncluded: true });
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['no first name', { firstName: '' }, { firstName: 'Please provide First Name' }],
    ['no last name', { lastName: '   ' }, { lastName: 'Please provide Last Name' }],
    ['no email', { email: '' }, { email: EMAIL_REQUIRED_MESSAGE }],
    ['a malformed email', { email: 'jamie at example' }, { email: EMAIL_INVALID_MESSAGE }],
    ['no bedroom count', { bedroom: '' }, { bedroom: 'Please provide Bedrooms' }],
    ['no available bedroom count', { availableBedrooms: undefined }, { availableBedrooms: 'Please provide Available Bedrooms' }],
    ['5 bedrooms', { bedroom: '5' }, { bedroom: BEDROOMS_INVALID_MESSAGE }],
    ['-1 bedrooms', { bedroom: -1 }, { bedroom: BEDROOMS_INVALID_MESSAGE }],
    ['1.5 bedrooms', { bedroom: 1.5 }, { bedroom: BEDROOMS_INVALID_MESSAGE }],
    ['bedrooms as words', { bedroom: 'two' }, { bedroom: BEDROOMS_INVALID_MESSAGE }],
    ['more available than total', { bedroom: '1', availableBedrooms: '2' }, { availableBedrooms: AVAILABLE_BEDROOMS_ORDER_MESSAGE }],
    ['no address', { address: '' }, { address: 'Please provide Address' }],
    ['no zip (empty passes the zip check; the field is required)', { zipcode: '' }, { zipcode: 'Please provide Zip Code' }],
    ['a 4-digit zip', { zipcode: '4740' }, { zipcode: ZIP_INVALID_MESSAGE }],
    ['a 6-digit zip', { zipcode: '474041' }, { zipcode: ZIP_INVALID_MESSAGE }],
    ['a ZIP+4', { zipcode: '47404-1234' }, { zipcode: ZIP_INVALID_MESSAGE }],
    ['letters in the zip', { zipcode: '4740a' }, { zipcode: ZIP_INVALID_MESSAGE }],
    ['no Available From', { availableFrom: '' }, { availableFrom: 'Please provide Available From' }],
    ['no Available To', { availableTo: '' }, { availableTo: 'Please provide Available To' }],
    ['an impossible date', { availableFrom: '2027-02-30' }, { availableFrom: DATE_INVALID_MESSAGE }],
    ['a date in year 0', { availableFrom: '0000-01-01', availableTo: '0000-02-01' }, { availableFrom: DATE_INVALID_MESSAGE, availableTo: DATE_INVALID_MESSAGE }],
    ['a US-style date', { availableTo: '08/15/2027' }, { availableTo: DATE_INVALID_MESSAGE }],
    ['Available To before Available From', { availableTo: '2027-04-30' }, { availableTo: DATE_ORDER_MESSAGE }],
    ['Available To yesterday', { availableFrom: '2026-11-01', availableTo: '2026-12-01' }, { availableTo: DATE_PAST_MESSAGE }],
    ['both dates last year (the year typed in January)', { availableFrom: '2025-12-20', availableTo: '2026-01-10' }, { availableTo: DATE_PAST_MESSAGE }],
    ['no rent', { rent: '' }, { rent: 'Please provide Rent' }],
    ['a negative rent', { rent: -5 }, { rent: RENT_INVALID_MESSAGE }],
    ['rent as words', { rent: 'cheap' }, { rent: RENT_INVALID_MESSAGE }],
    ['a huge rent', { rent: 100_001 }, { rent: RENT_INVALID_MESSAGE }],
    ['no title', { title: '' }, { title: 'Please provide Title' }],
    ['a 51-character title', { title: 't'.repeat(51) }, { title: 'Title must be at most 50 characters' }],
    ['no description', { description: '' }, { description: 'Please provide Description' }],
    ['a 501-character description', { description: 'd'.repeat(501) }, { description: 'Description must be at most 500 characters' }],
    ['no images', { images: [] }, { images: IMAGE_REQUIRED_MESSAGE }],
    ['images missing', { images: undefined }, { images: IMAGE_REQUIRED_MESSAGE }],
    ['6 images', { images: [1, 2, 3, 4, 5, 6].map((n) => image(`${n}.jpg`)) }, { images: TOO_MANY_IMAGES_MESSAGE }],
    [
      'an image of exactly 5,000,000 bytes',
      { images: [image('ok.jpg'), image('beach house.jpg', 5_000_000)] },
      { images: 'beach house.jpg is too big, provide a file smaller than 5mb!' },
    ],
    ['an image that is not a file', { images: ['cover.jpg'] }, { 'images[0]': IMAGES_INVALID_MESSAGE }],
    ['no captcha', { captchaResponse: '' }, { captchaResponse: SUBLET_CAPTCHA_MESSAGE }],
    ['pets as text', { petsAllowed: 'maybe' }, { petsAllowed: 'Pets allowed is not valid' }],
  ])('rejects %s', async (_case, change, errors) => {
    expect(await validateSubmission(schema, { ...valid, ...change })).toEqual({ ok: false, errors });
  });

  it.each([
    ['Available To today', { availableFrom: '2026-11-01', availableTo: TODAY }],
    ['Available From past, Available To ahead (a place free now)', { availableFrom: '2026-09-01', availableTo: '2027-01-31' }],
    ['both today', { availableFrom: TODAY, availableTo: TODAY }],
  ])('accepts %s', async (_case, change) => {
    expect((await validateSubmission(schema, { ...valid, ...change })).ok).toBe(true);
  });

  it("reads today from the site's town at each validation", async () => {
    let today = '2027-08-15';
    const moving = subletSchema({ today: () => today });
    expect((await validateSubmission(moving, valid)).ok).toBe(true);
    today = '2027-08-16';
    expect(await validateSubmission(moving, valid)).toEqual({ ok: false, errors: { availableTo: DATE_PAST_MESSAGE } });
  });

  it('shows the general message for a body that is not an object', async () => {
    expect(await validateSubmission(schema, null)).toEqual({ ok: false, errors: { form: FIX_FIELD_ERRORS_MESSAGE } });
    expect(await validateSubmission(schema, 'sublet')).toEqual({ ok: false, errors: { form: FIX_FIELD_ERRORS_MESSAGE } });
  });

  it('does not ask for a captcha when the site has none', async () => {
    expect((await validateSubmission(subletSchema({ today: () => TODAY }), { ...valid, captchaResponse: '' })).ok).toBe(true);
  });

  it('reports every field of an empty form at once', async () => {
    const result = await validateSubmission(schema, { ...subletInitialValues });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(
      ['address', 'availableFrom', 'availableTo', 'captchaResponse', 'description', 'email', 'firstName', 'images', 'lastName', 'rent', 'title', 'zipcode'].sort(),
    );
  });
});
