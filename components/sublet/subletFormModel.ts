import { HONEYPOT_FIELD } from '@/lib/domain/validation/honeypot';
import { withCitySuffix } from '@/lib/domain/sublets';
import { SUBLET_FLAG_FIELDS, SUBLET_TEXT_FIELDS, type SubletFormValues } from '@/lib/domain/validation/sublet';

/** The sublet form's fields in the order they appear (the error summary follows it). */
export const SUBLET_FIELD_ORDER = [
  'firstName',
  'lastName',
  'email',
  'title',
  'address',
  'zipcode',
  'bedroom',
  'availableBedrooms',
  'rent',
  'availableFrom',
  'availableTo',
  'petsAllowed',
  'utilitiesIncluded',
  'description',
  'images',
  'captchaResponse',
] as const;

export type SubletFieldName = (typeof SUBLET_FIELD_ORDER)[number];

export function subletFieldId(field: string): string {
  return `sublet-${field}`;
}

/** Field errors keyed by form field ('images[2]' → 'images'; the first message of each field). */
export function errorsByField(errors: Record<string, string>): Partial<Record<SubletFieldName, string>> {
  const result: Partial<Record<SubletFieldName, string>> = {};
  for (const [path, message] of Object.entries(errors)) {
    const field = path.replace(/\[\d+\]$/, '') as SubletFieldName;
    if ((SUBLET_FIELD_ORDER as readonly string[]).includes(field) && !(field in result)) result[field] = message;
  }
  return result;
}

/** The error summary's fields, in the form's order (components/forms/summaryItems.ts). */
export const SUBLET_SUMMARY_FIELDS = SUBLET_FIELD_ORDER.map((field) => ({ path: field, id: subletFieldId(field) }));

/**
 * The multipart body of POST /api/sublets (docs/http-api.md): the fields, the address with the
 * 'Bloomington IN' suffix appended (docs/product.md), the images in order (the first is the cover), the
 * captcha token and the honeypot.
 */
export function subletFormData(values: SubletFormValues, captchaResponse: string, honeypot: string): FormData {
  const form = new FormData();
  for (const field of SUBLET_TEXT_FIELDS) {
    const value = String(values[field] ?? '');
    form.append(field, field === 'address' ? withCitySuffix(value) : value.trim());
  }
  for (const field of SUBLET_FLAG_FIELDS) form.append(field, values[field] ? 'true' : 'false');
  for (const file of values.images) form.append('images', file, file.name);
  form.append('captchaResponse', captchaResponse);
  form.append(HONEYPOT_FIELD, honeypot);
  return form;
}
