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

/**
 * Validates (and normalises) a submission the way the server does: every error at once,
 * unknown keys stripped.
 */
export async function validateSubmission<S extends AnySchema>(schema: S, input: unknown): Promise<ValidationResult<InferType<S>>> {
  try {
    const value = (await schema.validate(input, { abortEarly: false, stripUnknown: true })) as InferType<S>;
    return { ok: true, value };
  } catch (error) {
    if (error instanceof ValidationError) return { ok: false, errors: fieldErrors(error) };
    throw error;
  }
}
