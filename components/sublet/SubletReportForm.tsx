'use client';

import type { ChangeEvent } from 'react';
import { CaptchaNotice } from '@/components/forms/CaptchaNotice';
import { CaptchaScope } from '@/components/forms/CaptchaScope';
import { ChoiceChip, ChoiceGroup } from '@/components/forms/ChoiceChips';
import * as chipStyles from '@/components/forms/ChoiceChips.css';
import { FormFeedback } from '@/components/forms/FormFeedback';
import { HoneypotField } from '@/components/forms/HoneypotField';
import { fieldErrors } from '@/components/forms/fieldErrors';
import { useCaptchaForm } from '@/components/forms/useCaptchaForm';
import { Button } from '@/components/ui/Button';
import { Icon } from '@/components/ui/Icon';
import { Input } from '@/components/ui/Input';
import { Textarea } from '@/components/ui/Textarea';
import { CAPTCHA_ACTIONS } from '@/lib/domain/validation/captcha-actions';
import {
  REPORT_FAILED_MESSAGE,
  REPORT_SENT_MESSAGE,
  SUBLET_REPORT_REASON_LABELS,
  SUBLET_REPORT_REASONS,
  subletReportInitialValues,
  subletReportSchema,
} from '@/lib/domain/validation/sublet-report';
import * as styles from './SubletForm.css';
import { SENT_BY_SCRIPT } from '@/components/forms/earlyInput';
import { NoScriptNote } from '@/components/forms/NoScriptNote';

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
  const idPrefix = `sublet-${subletId}-report`;
  const reasonId = (reason: string) => `${idPrefix}-reason-${reason}`;
  const { formik, sent, shown, fieldProps, onSubmit, feedback, feedbackRef, honeypot } = useCaptchaForm<Values, Field>({
    idPrefix,
    fields: FIELDS,
    initialValues: subletReportInitialValues,
    validate,
    summaryTarget: (field) => (field === 'reason' ? reasonId(SUBLET_REPORT_REASONS[0]) : undefined),
    post: {
      action: CAPTCHA_ACTIONS.subletReport,
      siteKey,
      url: `/api/sublets/${encodeURIComponent(subletId)}/report`,
      sentMessage: REPORT_SENT_MESSAGE,
      failedMessage: REPORT_FAILED_MESSAGE,
    },
  });

  return (
    <form {...SENT_BY_SCRIPT} className={styles.form} onSubmit={onSubmit} noValidate>
      <NoScriptNote doing="Sending this report" />
      <FormFeedback feedback={feedback} headingLevel={2} ref={feedbackRef} />
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
      <HoneypotField {...honeypot} />
      <div className={styles.submitRow}>
        <Button type="submit" loading={formik.isSubmitting} disabled={sent} iconStart={<Icon name="alert" />}>
          Send report
        </Button>
      </div>
      {siteKey ? <CaptchaNotice /> : null}
    </form>
  );
}
