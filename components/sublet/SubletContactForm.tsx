'use client';

import { useFormik } from 'formik';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Icon } from '@/components/ui/Icon';
import { Input } from '@/components/ui/Input';
import { Textarea } from '@/components/ui/Textarea';
import { CAPTCHA_ACTIONS } from '@/lib/domain/validation/captcha-actions';
import { CAPTCHA_REQUIRED_MESSAGE, MESSAGE_FAILED_MESSAGE, MESSAGE_SENT_MESSAGE, REQUIRED_FIELDS_MESSAGE } from '@/lib/domain/validation/messages';
import { subletMessageInitialValues, subletMessageSchema, type SubletMessage } from '@/lib/domain/validation/sublet-message';
import { validateSubmission } from '@/lib/domain/validation/validate';
import { CaptchaNotice } from '@/components/forms/CaptchaNotice';
import { CaptchaScope, useCaptchaToken } from '@/components/forms/CaptchaScope';
import { FormFeedback } from '@/components/forms/FormFeedback';
import { HoneypotField } from '@/components/forms/HoneypotField';
import { postForm } from '@/components/forms/postForm';
import { summaryItems } from '@/components/forms/summaryItems';
import { canStartSubmission } from '@/components/forms/submissionStatus';
import { useSubmission } from '@/components/forms/useSubmission';
import { withoutPrivateLinks } from '@/lib/domain/private-links';
import * as styles from './SubletForm.css';

type Field = 'name' | 'email' | 'message';
const FIELDS: readonly Field[] = ['name', 'email', 'message'];
const schema = subletMessageSchema({ requireCaptcha: false });

async function validate(values: SubletMessage) {
  const result = await validateSubmission(schema, values);
  if (result.ok) return {};
  return Object.fromEntries(FIELDS.filter((field) => result.errors[field]).map((field) => [field, result.errors[field]]));
}

export interface SubletContactFormProps {
  subletId: string;
  siteKey: string | null;
}

/**
 * docs/product.md 'Sublet contact form': name, email and message required and the captcha completed;
 * submitting, then 'Message Sent!' (the submit stays disabled) or the server's message, else
 * 'Message Failed!'. The poster's address is never sent to the browser: the server mails them.
 */
export function SubletContactForm(props: SubletContactFormProps) {
  return (
    <CaptchaScope siteKey={props.siteKey}>
      <ContactFormBody {...props} />
    </CaptchaScope>
  );
}

function ContactFormBody({ subletId, siteKey }: SubletContactFormProps) {
  const { feedbackRef, ...submission } = useSubmission();
  const { show } = submission;
  const [honeypot, setHoneypot] = useState('');
  const getToken = useCaptchaToken();
  const idPrefix = `sublet-${subletId}-contact`;
  const summaryFields = FIELDS.map((field) => ({ path: field, id: `${idPrefix}-${field}` }));

  const formik = useFormik<SubletMessage>({
    initialValues: subletMessageInitialValues,
    validate,
    onSubmit: async (values) => {
      const token = await getToken(CAPTCHA_ACTIONS.subletMessage, siteKey);
      if (token === null) {
        submission.send('invalid');
        show({ kind: 'error', message: CAPTCHA_REQUIRED_MESSAGE });
        return;
      }
      submission.send('valid');
      submission.clear();
      const body = { ...values, captchaResponse: token, currentPage: withoutPrivateLinks(window.location.href), website: honeypot };
      const result = await postForm(`/api/sublets/${encodeURIComponent(subletId)}/message`, body, submission.keyFor(body));
      if (result.ok) {
        submission.send('succeeded');
        show({ kind: 'success', message: MESSAGE_SENT_MESSAGE });
        return;
      }
      submission.send('failed');
      show({ kind: 'error', message: result.message ?? MESSAGE_FAILED_MESSAGE });
    },
  });

  const sent = submission.status === 'complete';
  const attempted = formik.submitCount > 0;
  const fieldProps = (field: Field) => ({
    id: `${idPrefix}-${field}`,
    name: field,
    value: formik.values[field],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: (attempted || formik.touched[field]) && formik.errors[field] ? formik.errors[field] : undefined,
    required: true,
    disabled: sent || formik.isSubmitting,
  });

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // One message at a time: not while one is checked or sent, nor after it was sent.
    if (!canStartSubmission(submission.current())) return;
    submission.send('submit');
    const errors = await formik.validateForm();
    if (Object.keys(errors).length > 0) {
      await formik.submitForm();
      submission.send('invalid');
      show({ kind: 'invalid', title: REQUIRED_FIELDS_MESSAGE, items: summaryItems(errors, summaryFields) });
      return;
    }
    await formik.submitForm();
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <FormFeedback feedback={submission.feedback} headingLevel={3} ref={feedbackRef} />
      <Input label="Name" autoComplete="name" {...fieldProps('name')} />
      <Input label="Email" type="email" autoComplete="email" {...fieldProps('email')} />
      <Textarea label="Message" rows={5} {...fieldProps('message')} />
      <HoneypotField idPrefix={idPrefix} value={honeypot} onChange={(event) => setHoneypot(event.target.value)} />
      <div className={styles.submitRow}>
        <Button type="submit" loading={formik.isSubmitting} disabled={sent} iconStart={<Icon name="mail" />}>
          Send Message
        </Button>
      </div>
      {siteKey ? <CaptchaNotice /> : null}
    </form>
  );
}
