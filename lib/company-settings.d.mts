export interface Company {
  name: string;
  shortName: string;
  /** Ten digits, for tel: and sms: links. */
  phoneRaw: string;
  phoneDisplay: string;
  inquiriesEmail: string;
  city: string;
  state: string;
  streetAddress: string;
  zipcode: string;
}

export const DEMO_COMPANY: Readonly<Company>;
export function usPhoneDigits(value: unknown): string | null;
export function usPhoneDisplay(digits: string): string;
export function parseCompany(input: unknown): { company: Company | null; problems: string[] };
export function companySettings(
  env: Record<string, string | undefined>,
  readFile: (file: string) => string,
): { company: Readonly<Company> | null; problems: string[] };
