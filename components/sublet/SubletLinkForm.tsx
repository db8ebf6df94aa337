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
import { CAPTCHA_ACTIONS } from '@/lib/domain/validation/captcha-actions';
import {
  SUBLET_LINK_FAILED_MESSAGE,
  SUBLET_LINK_SENT_MESSAGE,
  subletLinkInitialValues,
  subletLinkSchema,
} from '@/lib/domain/validation/sublet-link';
import * as styles from './SubletForm.css';
import { SENT_BY_SCRIPT } from '@/components/forms/earlyInput';
import { NoScriptNote } from '@/components/forms/NoScriptNote';

type Values = typeof subletLinkInitialValues;
type Field = 'email';
const FIELDS: readonly Field[] = ['email'];
const validate = fieldErrors(subletLinkSchema({ requireCaptcha: false }), FIELDS);

/**
 * A poster's request for a new private link to their listings (docs/product.md, "A lost link"):
 * the address they posted with, and the captcha. The answer is the same whether or not the
 * address posted anything.
 */
export function SubletLinkForm({ siteKey }: { siteKey: string | null }) {
  return (
    <CaptchaScope siteKey={siteKey}>
      <LinkFormBody siteKey={siteKey} />
    </CaptchaScope>
  );
}

function LinkFormBody({ siteKey }: { siteKey: string | null }) {
  const { formik, sent, fieldProps, onSubmit, feedback, feedbackRef, honeypot } = useCaptchaForm<Values, Field>({
    idPrefix: 'sublet-link',
    fields: FIELDS,
    initialValues: subletLinkInitialValues,
    validate,
    post: {
      action: CAPTCHA_ACTIONS.subletLink,
      siteKey,
      url: '/api/sublets/lost-link',
      sentMessage: SUBLET_LINK_SENT_MESSAGE,
      failedMessage: SUBLET_LINK_FAILED_MESSAGE,
    },
  });

  return (
    <form {...SENT_BY_SCRIPT} className={styles.form} onSubmit={onSubmit} noValidate>
      <NoScriptNote doing="Asking for a new link" />
      <FormFeedback feedback={feedback} headingLevel={2} ref={feedbackRef} />
      <Input label="The e-mail you posted with" type="email" autoComplete="email" required {...fieldProps('email')} />
      <HoneypotField {...honeypot} />
      <div className={styles.submitRow}>
        <Button type="submit" loading={formik.isSubmitting} disabled={sent} iconStart={<Icon name="mail" />}>
          Send me a new link
        </Button>
      </div>
      {siteKey ? <CaptchaNotice /> : null}
    </form>
  );
}
