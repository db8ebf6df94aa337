'use client';

import { useFormik } from 'formik';
import { useState, type ChangeEvent } from 'react';
import { CaptchaNotice } from '@/components/forms/CaptchaNotice';
import { CaptchaScope, useCaptchaToken } from '@/components/forms/CaptchaScope';
import { FormFeedback } from '@/components/forms/FormFeedback';
import { HoneypotField } from '@/components/forms/HoneypotField';
import { fieldErrors } from '@/components/forms/fieldErrors';
import { postWithCaptcha } from '@/components/forms/postWithCaptcha';
import { checkedSubmit } from '@/components/forms/checkedSubmit';
import { useSubmission } from '@/components/forms/useSubmission';
import { ChoiceChip, ChoiceGroup } from '@/components/forms/ChoiceChips';
import * as chipStyles from '@/components/forms/ChoiceChips.css';
import { Button } from '@/components/ui/Button';
import { Icon } from '@/components/ui/Icon';
import { Input } from '@/components/ui/Input';
import { Textarea } from '@/components/ui/Textarea';
import { CAPTCHA_ACTIONS } from '@/lib/domain/validation/captcha-actions';
import { REQUIRED_FIELDS_MESSAGE } from '@/lib/domain/validation/messages';
import {
  REPORT_FAILED_MESSAGE,
  REPORT_SENT_MESSAGE,
  SUBLET_REPORT_REASON_LABELS,
  SUBLET_REPORT_REASONS,
  subletReportInitialValues,
  subletReportSchema,
} from '@/lib/domain/validation/sublet-report';
import * as styles from './SubletForm.css';

type Values = typeof subletReportInitialValues;
type Field = 'reason' | 'details' | 'email';
const FIELDS: readonly Field[] = ['reason', 'details', 'email'];
const schema = subletReportSchema({ requireCaptcha: false });

const validate = fieldErrors(schema, FIELDS);

export interface SubletReportFormProps {
  subletId: string;
  siteKey: string | null;
}

/**
 * The report of a sublet listing (docs/product.md#sublets): what is wrong (required), details
 * (required for "Something else"), an address for a moderator's question (optional), the captcha.
 * Sent once; then 'Thank you. The moderators will look at this listing.' or the server's message.
 */
export function SubletReportForm(props: SubletReportFormProps) {
  return (
    <CaptchaScope siteKey={props.siteKey}>
      <ReportFormBody {...props} />
    </CaptchaScope>
  );
}

function ReportFormBody({ subletId, siteKey }: SubletReportFormProps) {
  const { feedbackRef, ...submission } = useSubmission();
  const [honeypot, setHoneypot] = useState('');
  const getToken = useCaptchaToken();
  const idPrefix = `sublet-${subletId}-report`;
  const reasonId = (reason: string) => `${idPrefix}-reason-${reason}`;
  const summaryFields = FIELDS.map((field) => ({
    path: field,
    id: field === 'reason' ? reasonId(SUBLET_REPORT_REASONS[0]) : `${idPrefix}-${field}`,
  }));

  const formik = useFormik<Values>({
    initialValues: subletReportInitialValues,
    validate,
    onSubmit: (values) =>
      postWithCaptcha({
        action: CAPTCHA_ACTIONS.subletReport,
        siteKey,
        getToken,
        submission,
        url: `/api/sublets/${encodeURIComponent(subletId)}/report`,
        values,
        honeypot,
        sentMessage: REPORT_SENT_MESSAGE,
        failedMessage: REPORT_FAILED_MESSAGE,
      }),
  });

  const sent = submission.status === 'complete';
  const attempted = formik.submitCount > 0;
  const shown = (field: Field) => ((attempted || formik.touched[field]) && formik.errors[field] ? formik.errors[field] : undefined);
  const fieldProps = (field: 'details' | 'email') => ({
    id: `${idPrefix}-${field}`,
    name: field,
    value: formik.values[field],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: shown(field),
    disabled: sent || formik.isSubmitting,
  });

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await checkedSubmit(formik, submission, { title: REQUIRED_FIELDS_MESSAGE, fields: summaryFields });
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <FormFeedback feedback={submission.feedback} headingLevel={2} ref={feedbackRef} />
      <ChoiceGroup legend="What is wrong?" error={shown('reason')} errorId={`${idPrefix}-reason-error`}>
        <div className={chipStyles.kinds}>
          {SUBLET_REPORT_REASONS.map((reason) => (
            <ChoiceChip
              key={reason}
              id={reasonId(reason)}
              name="reason"
              value={reason}
              checked={formik.values.reason === reason}
              onChange={(event: ChangeEvent<HTMLInputElement>) => void formik.setFieldValue('reason', event.target.value)}
              describedBy={shown('reason') ? `${idPrefix}-reason-error` : undefined}
              className={chipStyles.kindChip}
              main={SUBLET_REPORT_REASON_LABELS[reason].label}
              sub={SUBLET_REPORT_REASON_LABELS[reason].hint}
            />
          ))}
        </div>
      </ChoiceGroup>
      <Textarea label="Details" rows={4} required={formik.values.reason === 'other'} {...fieldProps('details')} />
      <Input
        label="Your e-mail (optional)"
        type="email"
        autoComplete="email"
        hint="Only if the moderators may ask you about it. The poster does not see it."
        {...fieldProps('email')}
      />
      <HoneypotField idPrefix={idPrefix} value={honeypot} onChange={(event) => setHoneypot(event.target.value)} />
      <div className={styles.submitRow}>
        <Button type="submit" loading={formik.isSubmitting} disabled={sent} iconStart={<Icon name="alert" />}>
          Send report
        </Button>
      </div>
      {siteKey ? <CaptchaNotice /> : null}
    </form>
  );
}
