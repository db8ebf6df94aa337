/**
 * The company constants (SPEC §1, CONTRACTS §2). Safe for client components: no secrets here.
 * The name, people and phone numbers are fictional (555-01xx).
 */
export const company = {
  name: 'Limestone Lane Properties',
  shortName: 'Limestone Lane',
  phoneRaw: '8125550142',
  phoneDisplay: '(812) 555-0142',
  inquiriesEmail: 'inquiries@limestonelane.example',
  city: 'Bloomington',
  state: 'IN',
  streetAddress: '120 W Kirkwood Ave',
  zipcode: '47404',
} as const;

export const telHref = `tel:+1${company.phoneRaw}`;
export const smsHref = (digits: string) => `sms:${digits}`;
