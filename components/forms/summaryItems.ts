import type { SummaryItem } from './FormFeedback';

/** A Formik-style errors object (nested for dotted paths such as `additionalInfo.lowerRent`). */
export type NestedErrors = { [key: string]: unknown };

/** The error at a dotted path of a nested errors object, if it is a message. */
export function errorAt(errors: NestedErrors, path: string): string | undefined {
  let value: unknown = errors;
  for (const part of path.split('.')) {
    if (!value || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return typeof value === 'string' && value ? value : undefined;
}

/** The summary's lines in the order of the form's fields (`fields`: path → control id). */
export function summaryItems(errors: NestedErrors, fields: readonly { path: string; id: string }[]): SummaryItem[] {
  const items: SummaryItem[] = [];
  for (const { path, id } of fields) {
    const message = errorAt(errors, path);
    if (message) items.push({ fieldId: id, message });
  }
  return items;
}

/** True when any (nested) field has a message. */
export function hasErrors(errors: NestedErrors): boolean {
  return Object.values(errors).some((value) => (value && typeof value === 'object' ? hasErrors(value as NestedErrors) : Boolean(value)));
}
