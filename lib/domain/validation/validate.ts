import { type AnySchema, type InferType, ValidationError } from 'yup';

export type FieldErrors = Record<string, string>;

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

/**
 * One message per field from a Yup error: `{ name: 'Please provide Name', 'additionalInfo.lowerRent': … }`
 * (the first message of each path; Yup's dotted paths, as Formik's `errors` uses them).
 */
export function fieldErrors(error: ValidationError): FieldErrors {
  const errors: FieldErrors = {};
  const list = error.inner.length > 0 ? error.inner : [error];
  for (const item of list) {
    const key = item.path || 'form';
    if (!(key in errors)) errors[key] = item.message;
  }
  return errors;
}

const MAX_DEPTH = 8;

/**
 * A copy of parsed JSON without keys that name Object.prototype members ('__proto__',
 * 'constructor', 'toString', …). Yup looks submitted keys up in its field map, a plain object,
 * and throws a TypeError on those; no form has such a field, so they are dropped. Deeper than
 * any form goes (8 levels), values are left as they are: the schema never looks inside them.
 */
export function withoutPrototypeKeys(value: unknown, depth = 0): unknown {
  if (depth >= MAX_DEPTH || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => withoutPrototypeKeys(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (!(key in Object.prototype)) copy[key] = withoutPrototypeKeys(item, depth + 1);
  }
  return copy;
}

/**
 * Validates (and normalises) a submission the way the server does: every error at once,
 * unknown keys stripped.
 */
export async function validateSubmission<S extends AnySchema>(schema: S, input: unknown): Promise<ValidationResult<InferType<S>>> {
  try {
    const value = (await schema.validate(withoutPrototypeKeys(input), { abortEarly: false, stripUnknown: true })) as InferType<S>;
    return { ok: true, value };
  } catch (error) {
    if (error instanceof ValidationError) return { ok: false, errors: fieldErrors(error) };
    throw error;
  }
}
