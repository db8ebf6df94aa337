'use client';

import { useFormik } from 'formik';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Icon } from '@/components/ui/Icon';
import { Input } from '@/components/ui/Input';
import { Textarea } from '@/components/ui/Textarea';
import { CAPTCHA_ACTIONS } from '@/lib/domain/validation/captcha-actions';
import { MESSAGE_FAILED_MESSAGE, MESSAGE_SENT_MESSAGE, REQUIRED_FIELDS_MESSAGE } from '@/lib/domain/validation/messages';
import { subletMessageInitialValues, subletMessageSchema, type SubletMessage } from '@/lib/domain/validation/sublet-message';
import { CaptchaNotice } from '@/components/forms/CaptchaNotice';
import { CaptchaScope, useCaptchaToken } from '@/components/forms/CaptchaScope';
import { FormFeedback } from '@/components/forms/FormFeedback';
import { HoneypotField } from '@/components/forms/HoneypotField';
import { fieldErrors } from '@/components/forms/fieldErrors';
import { postWithCaptcha } from '@/components/forms/postWithCaptcha';
import { checkedSubmit } from '@/components/forms/checkedSubmit';
import { useSubmission } from '@/components/forms/useSubmission';
import * as styles from './SubletForm.css';

type Field = 'name' | 'email' | 'message';
const FIELDS: readonly Field[] = ['name', 'email', 'message'];
const schema = subletMessageSchema({ requireCaptcha: false });

const validate = fieldErrors(schema, FIELDS);

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
  const [honeypot, setHoneypot] = useState('');
  const getToken = useCaptchaToken();
  const idPrefix = `sublet-${subletId}-contact`;
  const summaryFields = FIELDS.map((field) => ({ path: field, id: `${idPrefix}-${field}` }));

  const formik = useFormik<SubletMessage>({
    initialValues: subletMessageInitialValues,
    validate,
    onSubmit: (values) =>
      postWithCaptcha({
        action: CAPTCHA_ACTIONS.subletMessage,
        siteKey,
        getToken,
        submission,
        url: `/api/sublets/${encodeURIComponent(subletId)}/message`,
        values,
        honeypot,
        sentMessage: MESSAGE_SENT_MESSAGE,
        failedMessage: MESSAGE_FAILED_MESSAGE,
      }),
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
    await checkedSubmit(formik, submission, { title: REQUIRED_FIELDS_MESSAGE, fields: summaryFields });
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
