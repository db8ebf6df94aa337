'use client';

import { useFormik, type FormikErrors } from 'formik';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { REQUIRED_FIELDS_MESSAGE } from '@/lib/domain/validation/messages';
import { useCaptchaToken } from './CaptchaScope';
import { checkedSubmit } from './checkedSubmit';
import { postWithCaptcha, type CaptchaPost } from './postWithCaptcha';
import { useFormDraft } from './useFormDraft';
import { useSubmission } from './useSubmission';

export interface CaptchaFormOptions<Values, Field extends keyof Values & string> {
  /** Prefix of the fields' ids, unique on the page (`sublet-{id}-report`); names the form's draft. */
  idPrefix: string;
  fields: readonly Field[];
  initialValues: Values;
  /** The form's schema as a Formik `validate` (fieldErrors). */
  validate: (values: Values) => Promise<FormikErrors<Values>>;
  /** Where the error summary's link of a field goes, when not to `{idPrefix}-{field}` (a radio group's first choice). */
  summaryTarget?: (field: Field) => string | undefined;
  post: Pick<CaptchaPost, 'action' | 'siteKey' | 'url' | 'sentMessage' | 'failedMessage'>;
}

/**
 * A one-page form sent once with the captcha (the sublet contact and report forms): Formik with
 * the server's schema, the honeypot, the error summary, the submission's feedback and its
 * Idempotency-Key. Call it inside the form's CaptchaScope. The fields stay disabled once sent.
 */
export function useCaptchaForm<Values extends Record<Field, unknown>, Field extends keyof Values & string>({
  idPrefix,
  fields,
  initialValues,
  validate,
  summaryTarget,
  post,
}: CaptchaFormOptions<Values, Field>) {
  const { feedbackRef, ...submission } = useSubmission();
  const [honeypot, setHoneypot] = useState('');
  const getToken = useCaptchaToken();
  const fieldId = (field: Field) => `${idPrefix}-${field}`;

  const formik = useFormik<Values>({
    initialValues,
    validate,
    onSubmit: (values) => postWithCaptcha({ ...post, getToken, submission, values, honeypot }),
  });

  const sent = submission.status === 'complete';
  // The prefix names the form and its listing: a message typed to one sublet is not offered to another.
  useFormDraft(idPrefix, fields, formik, sent);
  const attempted = formik.submitCount > 0;
  /** The field's error once the visitor has left it or tried to send. */
  const shown = (field: Field): string | undefined => {
    const error = formik.errors[field];
    return (attempted || formik.touched[field]) && typeof error === 'string' ? error : undefined;
  };
  const fieldProps = (field: Field) => ({
    id: fieldId(field),
    name: field,
    value: String(formik.values[field] ?? ''),
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: shown(field),
    disabled: sent || formik.isSubmitting,
  });
  const summaryFields = fields.map((field) => ({ path: field, id: summaryTarget?.(field) ?? fieldId(field) }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await checkedSubmit(formik, submission, { title: REQUIRED_FIELDS_MESSAGE, fields: summaryFields });
  }

  return {
    formik,
    sent,
    shown,
    fieldProps,
    onSubmit,
    feedback: submission.feedback,
    feedbackRef,
    /** HoneypotField's props. */
    honeypot: { idPrefix, value: honeypot, onChange: (event: ChangeEvent<HTMLInputElement>) => setHoneypot(event.target.value) },
  };
}
