// The company the site presents: its name, phone, inquiries e-mail and address. The demo company
// by default; a real one from the JSON file that COMPANY_FILE names. Plain JavaScript because
// next.config.mjs reads it at build time (the values are built into the pages, which are
// prerendered and cached) and scripts/source-fingerprint.mjs counts it as a build input;
// lib/config.ts checks at start that the server runs with the company it was built with.
// No Node imports: lib/company.ts (in browser bundles too) reads DEMO_COMPANY from here.
/** The fictional demo company (555-01xx is a fictional phone range). */
export const DEMO_COMPANY = Object.freeze({
  name: 'Limestone Lane Properties',
  shortName: 'Limestone Lane',
  phoneRaw: '8125550142',
  phoneDisplay: '(812) 555-0142',
  inquiriesEmail: 'inquiries@limestonelane.example',
  city: 'Bloomington',
  state: 'IN',
  streetAddress: '120 W Kirkwood Ave',
  zipcode: '47404',
});

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;
const FIELDS = ['name', 'shortName', 'phone', 'phoneDisplay', 'inquiriesEmail', 'city', 'state', 'streetAddress', 'zipcode'];

const text = (value) => (typeof value === 'string' ? value.trim() : '');

/** A US number's ten digits from what people write ('(812) 555-0142', '+1 812.555.0142'); null if not one. */
export function usPhoneDigits(value) {
  const digits = String(value ?? '').replace(/\D/g, '');
  const ten = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return /^\d{10}$/.test(ten) ? ten : null;
}

/** '(812) 555-0142' for '8125550142'. */
export function usPhoneDisplay(digits) {
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/**
 * The company described by a parsed JSON object, and every problem with it:
 * { name, shortName?, phone, phoneDisplay?, inquiriesEmail, city, state, streetAddress, zipcode }.
 */
export function parseCompany(input) {
  const problems = [];
  if (!input || typeof input !== 'object' || Array.isArray(input)) return { company: null, problems: ['must be a JSON object'] };
  for (const key of Object.keys(input)) if (!FIELDS.includes(key)) problems.push(`${key}: not a company field (use ${FIELDS.join(', ')})`);
  const field = (key, { max = 120, pattern, hint } = {}) => {
    const value = text(input[key]);
    if (!value) problems.push(`${key}: required`);
    else if (value.length > max) problems.push(`${key}: at most ${max} characters`);
    else if (pattern && !pattern.test(value)) problems.push(`${key}: ${hint}`);
    return value;
  };
  const name = field('name', { max: 80 });
  const phoneRaw = usPhoneDigits(input.phone);
  if (!phoneRaw) problems.push('phone: a US phone number of 10 digits, e.g. "(812) 555-0142"');
  const company = {
    name,
    shortName: text(input.shortName) || name,
    phoneRaw: phoneRaw ?? '',
    phoneDisplay: text(input.phoneDisplay) || (phoneRaw ? usPhoneDisplay(phoneRaw) : ''),
    inquiriesEmail: field('inquiriesEmail', { pattern: EMAIL, hint: 'an e-mail address' }),
    city: field('city', { max: 60 }),
    state: field('state', { pattern: /^[A-Z]{2}$/, hint: 'the two-letter state code, e.g. IN' }),
    streetAddress: field('streetAddress'),
    zipcode: field('zipcode', { pattern: /^\d{5}$/, hint: 'five digits' }),
  };
  if (company.shortName.length > 40) problems.push('shortName: at most 40 characters');
  return { company: problems.length ? null : company, problems };
}

/**
 * The company of an environment: DEMO_COMPANY without COMPANY_FILE, else the file's, read with
 * `readFile(path) → text`. Problems are worded for the start-up error ('COMPANY_FILE …: phone: …').
 */
export function companySettings(env, readFile) {
  const file = text(env.COMPANY_FILE);
  if (!file) return { company: DEMO_COMPANY, problems: [] };
  let input;
  try {
    input = JSON.parse(readFile(file));
  } catch (error) {
    return { company: null, problems: [`COMPANY_FILE ${file} could not be read as JSON: ${error.message}`] };
  }
  const { company, problems } = parseCompany(input);
  return { company, problems: problems.map((problem) => `COMPANY_FILE ${file}: ${problem}`) };
}
