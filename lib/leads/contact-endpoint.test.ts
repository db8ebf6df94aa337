import { eq } from 'drizzle-orm';
import { leads } from '../data/schema';
import { CAPTCHA_ACTIONS } from '../domain/validation/captcha-actions';
import { CONTACT_PREFERENCE_FIELD } from '../domain/validation/contact';
import { HONEYPOT_FIELD } from '../domain/validation/honeypot';
import {
  CAPTCHA_REQUIRED_MESSAGE,
  CONTACT_PREFERENCE_MESSAGE,
  MESSAGE_SENT_MESSAGE,
  PHONE_REQUIRED_MESSAGE,
  QUESTION_REQUIRED_MESSAGE,
  REQUIRED_FIELDS_MESSAGE,
} from '../domain/validation/messages';
import { captchaToken } from '@/test/fake-recaptcha';
import { INQUIRIES, jsonPost, LeadTestEnv, malformedBodies, SITE_URL } from '@/test/lead-test-env';
import { createContactEndpoint } from './contact-endpoint';

const URL = `${SITE_URL}/api/contact`;
const env = new LeadTestEnv();

beforeAll(() => env.start(), 60_000);
afterAll(() => env.stop());

function contact(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Sam Lee',
    email: 'sam@example.com',
    phone: '812.555.0123',
    question: 'Any 2 bedrooms for May?',
    emailPreferred: true,
    phonePreferred: false,
    textPreferred: true,
    communities: ['maple-court', 'Oak Row'],
    property: 'maple-court',
    additionalInfo: {
      bedrooms: '2',
      moveInDate: '2027-05-01',
      amenities: 'Dishwasher',
      pets: 'One cat',
      floorPlan: 'The Aspen',
      hearAboutUs: 'A friend',
      lowerRent: 800,
      upperRent: 1500,
    },
    captchaResponse: captchaToken(CAPTCHA_ACTIONS.contact),
    currentPage: `${SITE_URL}/floorplans/aspen`,
    [HONEYPOT_FIELD]: '',
    ...overrides,
  };
}

async function send(body: unknown, deps = env.deps()) {
  const response = await createContactEndpoint(deps)(jsonPost(URL, body));
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

describe('POST /api/contact', () => {
  it('stores the message and mails every field to each ticked community, reply-to the sender', async () => {
    const result = await send(contact({ to: 'attacker@evil.example', subject: 'Free money' }));
    expect(result).toEqual({ status: 201, body: { message: MESSAGE_SENT_MESSAGE } });
    const [lead] = await env.database.db.select().from(leads).where(eq(leads.name, 'Sam Lee'));
    expect(lead).toMatchObject({ kind: 'contact', email: 'sam@example.com', phone: '8125550123', propertyId: 'maple-court' });
    expect(lead!.payload).toMatchObject({ communities: ['maple-court', 'Oak Row'], additionalInfo: { lowerRent: 800, upperRent: 1500 } });

    const mail = await env.smtp.waitForMail((m) => m.text.includes('Sam Lee'));
    expect(mail.envelopeTo.sort()).toEqual(['maple@leasing.example', 'oak@leasing.example']);
    expect(mail.raw).not.toContain('attacker@evil.example');
    expect(mail.headers['reply-to']).toBe('sam@example.com');
    expect(mail.headers.subject).toBe('Contact Message from Sam Lee');
    for (const shown of [
      'sam@example.com',
      '(812) 555-0123',
      'Preferred contact: Text, Email',
      'Any 2 bedrooms for May?',
      'Communities: Maple Court, Oak Row',
      'Bedrooms: 2',
      'Move-in date: 2027-05-01',
      'Amenities: Dishwasher',
      'Pets: One cat',
      'Floor plan: The Aspen',
      'How they heard about us: A friend',
      'Rent range: $800 – $1,500',
      `Page: ${SITE_URL}/floorplans/aspen`,
    ]) {
      expect(mail.text).toContain(shown);
    }
    expect(mail.html).toContain('Maple Court, Oak Row');
  });

  it.each([
    ['the manage page', `${SITE_URL}/sublets/${'K'.repeat(43)}`, `${SITE_URL}/sublets/(private)`, 'K'.repeat(43)],
    ['the approval page', `${SITE_URL}/sublets/approve/sub_x.1764000000.sig-nature_1`, `${SITE_URL}/sublets/approve/(private)`, 'sig-nature_1'],
  ])('a page address from %s is stored and mailed without its secret', async (_page, currentPage, shown, secret) => {
    expect((await send(contact({ name: 'Private Page Sender', question: `From ${shown}`, currentPage }))).status).toBe(201);
    const stored = await env.database.db.select().from(leads).where(eq(leads.currentPage, shown));
    expect(stored.length).toBeGreaterThan(0);
    const mail = await env.smtp.waitForMail((m) => m.text.includes(`From ${shown}`));
    expect(mail.text).toContain(`Page: ${shown}`);
    expect(mail.raw).not.toContain(secret);
    expect(JSON.stringify(await env.database.db.select().from(leads))).not.toContain(secret);
  });

  it.each<[string, Record<string, unknown>, string[]]>([
    ['deduplicates shared mailboxes', { communities: ['maple-court', 'elm-flats'] }, ['maple@leasing.example']],
    ['serves a ticked community without a mailbox from the inquiries mailbox', { communities: ['birch-house', 'oak-row'] }, [INQUIRIES, 'oak@leasing.example']],
    ['falls back to the page community', { communities: [], property: 'oak-row' }, ['oak@leasing.example']],
    ['accepts the comma-joined list of names', { communities: 'Oak Row, Elm Flats', property: '' }, ['Maple@Leasing.example', 'oak@leasing.example']],
    ['falls back to the inquiries mailbox', { communities: ['Nowhere'], property: 'kirkwood-garage' }, [INQUIRIES]],
    ['falls back to the inquiries mailbox with no community at all', { communities: undefined, property: undefined }, [INQUIRIES]],
  ])('%s', async (description, change, to) => {
    const name = `Sender ${description}`;
    expect((await send(contact({ ...change, name }))).status).toBe(201);
    const mail = await env.smtp.waitForMail((m) => m.text.includes(name));
    const lower = (list: string[]) => list.map((a) => a.toLowerCase()).sort();
    expect(lower(mail.envelopeTo)).toEqual(lower(to));
  });

  it('step 1 rules: phone and question required, one box ticked', async () => {
    const before = await env.counts();
    const result = await send(contact({ phone: '', question: '', emailPreferred: false, textPreferred: false, phonePreferred: false }));
    expect(result).toEqual({
      status: 400,
      body: {
        message: REQUIRED_FIELDS_MESSAGE,
        errors: { phone: PHONE_REQUIRED_MESSAGE, question: QUESTION_REQUIRED_MESSAGE, [CONTACT_PREFERENCE_FIELD]: CONTACT_PREFERENCE_MESSAGE },
      },
    });
    expect(await env.counts()).toEqual(before);
  });

  it.each([
    ['missing', undefined],
    ['invalid', 'forged'],
    ['low score', captchaToken(CAPTCHA_ACTIONS.contact, 0.1)],
    ['issued for the application form', captchaToken(CAPTCHA_ACTIONS.application)],
  ])('captcha %s → "Please check the captcha", nothing stored', async (_case, captchaResponse) => {
    const before = await env.counts();
    expect(await send(contact({ captchaResponse }))).toEqual({
      status: 400,
      body: { message: CAPTCHA_REQUIRED_MESSAGE, errors: { captchaResponse: CAPTCHA_REQUIRED_MESSAGE } },
    });
    expect(await env.counts()).toEqual(before);
  });

  it('a reused captcha token is refused', async () => {
    const token = captchaToken(CAPTCHA_ACTIONS.contact);
    expect((await send(contact({ captchaResponse: token }))).status).toBe(201);
    const before = await env.counts();
    expect((await send(contact({ captchaResponse: token }))).body.message).toBe(CAPTCHA_REQUIRED_MESSAGE);
    expect(await env.counts()).toEqual(before);
  });

  it('a filled honeypot: success, nothing stored', async () => {
    const before = await env.counts();
    expect(await send(contact({ [HONEYPOT_FIELD]: 'x' }))).toEqual({ status: 201, body: { message: MESSAGE_SENT_MESSAGE } });
    expect(await env.counts()).toEqual(before);
  });

  describe('malformed bodies: 4xx, never 5xx, nothing stored', () => {
    const { additionalInfo, communities, ...flat } = contact();
    const cases = [
      ...malformedBodies(flat),
      ['additionalInfo: text', { ...flat, additionalInfo: 'x' }],
      ['additionalInfo: list', { ...flat, additionalInfo: [additionalInfo] }],
      ['additionalInfo: rent as text', { ...flat, additionalInfo: { ...additionalInfo, lowerRent: '800' } }],
      ['additionalInfo: rent reversed', { ...flat, additionalInfo: { ...additionalInfo, lowerRent: 2000, upperRent: 100 } }],
      ['additionalInfo: rent out of range', { ...flat, additionalInfo: { ...additionalInfo, upperRent: 1e9 } }],
      ['additionalInfo: rent as object', { ...flat, additionalInfo: { ...additionalInfo, upperRent: { n: 1 } } }],
      ['additionalInfo: bad date', { ...flat, additionalInfo: { ...additionalInfo, moveInDate: 'tomorrow' } }],
      ['additionalInfo: nested object', { ...flat, additionalInfo: { ...additionalInfo, pets: { a: { b: 1 } } } }],
      ['additionalInfo: huge amenities', { ...flat, additionalInfo: { ...additionalInfo, amenities: 'a'.repeat(5000) } }],
      ['communities: object', { ...flat, communities: { 0: 'maple-court' } }],
      ['communities: numbers', { ...flat, communities: [1, 2] }],
      ['communities: nested lists', { ...flat, communities: [['maple-court']] }],
      ['communities: 51 entries', { ...flat, communities: Array.from({ length: 51 }, (_, i) => `c${i}`) }],
      ['communities: a huge name', { ...flat, communities: ['c'.repeat(5000)] }],
      ['preferences: strings', { ...flat, communities, emailPreferred: 'yes' }],
    ] as [string, unknown][];
    it('has 50+ cases', () => expect(cases.length).toBeGreaterThanOrEqual(50));
    it.each(cases)('%s', async (_case, body) => {
      const before = await env.counts();
      const result = await send(body);
      expect(result.status).toBeGreaterThanOrEqual(400);
      expect(result.status).toBeLessThan(500);
      expect(result.status).not.toBe(429);
      expect(typeof result.body.message).toBe('string');
      expect(result.body.errors).toEqual(expect.any(Object));
      expect(await env.counts()).toEqual(before);
    });
  });
});
