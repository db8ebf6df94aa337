'use client';

import { CaptchaNotice } from '@/components/forms/CaptchaNotice';
import { CaptchaScope } from '@/components/forms/CaptchaScope';
import { FormFeedback } from '@/components/forms/FormFeedback';
import { HoneypotField } from '@/components/forms/HoneypotField';
import { fieldErrors } from '@/components/forms/fieldErrors';
import { useCaptchaForm } from '@/components/forms/useCaptchaForm';
import { Button } from '@/components/ui/Button';
import { Icon } from '@/components/ui/Icon';
import { Input } from '@/components/ui/Input';
import { Textarea } from '@/components/ui/Textarea';
import { CAPTCHA_ACTIONS } from '@/lib/domain/validation/captcha-actions';
import { MESSAGE_FAILED_MESSAGE, MESSAGE_SENT_MESSAGE } from '@/lib/domain/validation/messages';
import { subletMessageInitialValues, subletMessageSchema, type SubletMessage } from '@/lib/domain/validation/sublet-message';
import * as styles from './SubletForm.css';
import { SENT_BY_SCRIPT } from '@/components/forms/earlyInput';

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
  const { formik, sent, fieldProps, onSubmit, feedback, feedbackRef, honeypot } = useCaptchaForm<SubletMessage, Field>({
    idPrefix: `sublet-${subletId}-contact`,
    fields: FIELDS,
    initialValues: subletMessageInitialValues,
    validate,
    post: {
      action: CAPTCHA_ACTIONS.subletMessage,
      siteKey,
      url: `/api/sublets/${encodeURIComponent(subletId)}/message`,
      sentMessage: MESSAGE_SENT_MESSAGE,
      failedMessage: MESSAGE_FAILED_MESSAGE,
    },
  });

  return (
    <form {...SENT_BY_SCRIPT} className={styles.form} onSubmit={onSubmit} noValidate>
      <FormFeedback feedback={feedback} headingLevel={3} ref={feedbackRef} />
      <Input label="Name" autoComplete="name" required {...fieldProps('name')} />
      <Input label="Email" type="email" autoComplete="email" required {...fieldProps('email')} />
      <Textarea label="Message" rows={5} required {...fieldProps('message')} />
      <HoneypotField {...honeypot} />
      <div className={styles.submitRow}>
        <Button type="submit" loading={formik.isSubmitting} disabled={sent} iconStart={<Icon name="mail" />}>
          Send Message
        </Button>
      </div>
      {siteKey ? <CaptchaNotice /> : null}
    </form>
  );
}
