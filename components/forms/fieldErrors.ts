import type { AnySchema } from 'yup';
import { validateSubmission } from '@/lib/domain/validation/validate';

/** A Formik `validate` from the form's schema (the server's), keeping the errors of its own fields. */
export function fieldErrors<F extends string>(schema: AnySchema, fields: readonly F[]) {
  return async (values: unknown): Promise<Partial<Record<F, string>>> => {
    const result = await validateSubmission(schema, values);
    if (result.ok) return {};
    return Object.fromEntries(fields.filter((field) => result.errors[field]).map((field) => [field, result.errors[field]])) as Partial<Record<F, string>>;
  };
}
