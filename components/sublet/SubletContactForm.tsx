'use client';

import { useFormik } from 'formik';
import { useEffect, useRef, useState } from 'react';
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
import { type Feedback, FormFeedback } from '@/components/forms/FormFeedback';
import { HoneypotField } from '@/components/forms/HoneypotField';
import * as styles from './SubletForm.css';
import { readAnswer } from './uploadWithProgress';
import { withoutPrivateLinks } from '@/lib/domain/private-links';

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
  const [sent, setSent] = useState(false);
  const [message, setMessage] = useState<Feedback | null>(null);
  const [honeypot, setHoneypot] = useState('');
  const [focusRequest, setFocusRequest] = useState(0);
  const messageRef = useRef<HTMLDivElement>(null);
  const getToken = useCaptchaToken();
  const idPrefix = `sublet-${subletId}-contact`;

  useEffect(() => {
    if (focusRequest > 0) messageRef.current?.focus();
  }, [focusRequest]);

  function show(value: Feedback) {
    setMessage(value);
    setFocusRequest((count) => count + 1);
  }

  const formik = useFormik<SubletMessage>({
    initialValues: subletMessageInitialValues,
    validate,
    onSubmit: async (values) => {
      const token = await getToken(CAPTCHA_ACTIONS.subletMessage, siteKey);
      if (token === null) {
        show({ kind: 'error', message: CAPTCHA_REQUIRED_MESSAGE });
        return;
      }
      let status = 0;
      let body: unknown = null;
      try {
        const response = await fetch(`/api/sublets/${encodeURIComponent(subletId)}/message`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ ...values, captchaResponse: token, currentPage: withoutPrivateLinks(window.location.href), website: honeypot }),
        });
        status = response.status;
        body = await response.json().catch(() => null);
      } catch {
        status = 0;
      }
      if (status === 201) {
        setSent(true);
        show({ kind: 'success', message: MESSAGE_SENT_MESSAGE });
        return;
      }
      show({ kind: 'error', message: readAnswer(body).message ?? MESSAGE_FAILED_MESSAGE });
    },
  });

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
    if (sent || formik.isSubmitting) return;
    const errors = await formik.validateForm();
    if (Object.keys(errors).length > 0) {
      await formik.submitForm();
      show({
        kind: 'invalid',
        title: REQUIRED_FIELDS_MESSAGE,
        items: FIELDS.filter((field) => errors[field]).map((field) => ({ fieldId: `${idPrefix}-${field}`, message: String(errors[field]) })),
      });
      return;
    }
    setMessage(null);
    await formik.submitForm();
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <FormFeedback feedback={message} headingLevel={3} ref={messageRef} />
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
