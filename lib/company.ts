import { type Company, DEMO_COMPANY } from './company-settings.mjs';

/**
 * The company the site presents, as the build was made (next.config.mjs puts the company of
 * COMPANY_FILE, or the demo's, into COMPANY_JSON; see lib/company-settings.mjs). Safe for client
 * components: no secrets here. Outside a Next build (tests, scripts) it is the demo company.
 */
export const company: Readonly<Company> = process.env.COMPANY_JSON ? (JSON.parse(process.env.COMPANY_JSON) as Company) : DEMO_COMPANY;

export const telHref = `tel:+1${company.phoneRaw}`;
export const smsHref = (digits: string) => `sms:${digits}`;
