import { companySettings, DEMO_COMPANY, parseCompany, usPhoneDigits } from './company-settings.mjs';

const ACME = {
  name: 'Acme Rentals',
  phone: '+1 (317) 555-0199',
  inquiriesEmail: 'hello@acme-rentals.example',
  city: 'Indianapolis',
  state: 'IN',
  streetAddress: '1 Monument Cir',
  zipcode: '46204',
};

describe('usPhoneDigits', () => {
  it.each([
    ['(812) 555-0142', '8125550142'],
    ['+1 812.555.0142', '8125550142'],
    ['18125550142', '8125550142'],
    ['555-0142', null],
    ['28125550142', null],
    [undefined, null],
  ])('%p → %p', (value, digits) => {
    expect(usPhoneDigits(value)).toBe(digits);
  });
});

describe('parseCompany', () => {
  it('reads a company, deriving the short name and the phone display', () => {
    expect(parseCompany(ACME)).toEqual({
      company: { ...ACME, phone: undefined, shortName: 'Acme Rentals', phoneRaw: '3175550199', phoneDisplay: '(317) 555-0199' },
      problems: [],
    });
    expect(parseCompany({ ...ACME, shortName: 'Acme', phoneDisplay: '317-555-0199' }).company).toMatchObject({ shortName: 'Acme', phoneDisplay: '317-555-0199' });
  });

  it.each([
    [{ ...ACME, name: ' ' }, 'name: required'],
    [{ ...ACME, phone: '555-0199' }, 'phone: a US phone number of 10 digits'],
    [{ ...ACME, inquiriesEmail: 'hello' }, 'inquiriesEmail: an e-mail address'],
    [{ ...ACME, state: 'Indiana' }, 'state: the two-letter state code'],
    [{ ...ACME, zipcode: '4620' }, 'zipcode: five digits'],
    [{ ...ACME, logo: 'x.png' }, 'logo: not a company field'],
    [[], 'must be a JSON object'],
  ])('refuses %p: %p', (input, problem) => {
    const result = parseCompany(input);
    expect(result.company).toBeNull();
    expect(result.problems.join('\n')).toContain(problem);
  });
});

describe('companySettings', () => {
  const files: Record<string, string> = { '/etc/acme.json': JSON.stringify(ACME), '/etc/broken.json': '{ name: ' };
  const read = (file: string) => {
    if (!(file in files)) throw new Error(`ENOENT: no such file, open '${file}'`);
    return files[file]!;
  };

  it('is the demo company without COMPANY_FILE', () => {
    expect(companySettings({}, read)).toEqual({ company: DEMO_COMPANY, problems: [] });
  });

  it('reads the file COMPANY_FILE names', () => {
    expect(companySettings({ COMPANY_FILE: '/etc/acme.json' }, read).company).toMatchObject({ name: 'Acme Rentals', phoneRaw: '3175550199' });
  });

  it.each([
    ['/etc/missing.json', 'COMPANY_FILE /etc/missing.json could not be read as JSON: ENOENT'],
    ['/etc/broken.json', 'COMPANY_FILE /etc/broken.json could not be read as JSON'],
  ])('names the file when %p cannot be used', (file, problem) => {
    const result = companySettings({ COMPANY_FILE: file }, read);
    expect(result.company).toBeNull();
    expect(result.problems[0]).toContain(problem);
  });
});
