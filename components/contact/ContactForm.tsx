'use client';

import { useFormik } from 'formik';
import { useCallback, useEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { formatISO } from 'date-fns';
import type { ModalPreset } from '@/components/layout/siteModalsState';
import { CaptchaNotice } from '@/components/forms/CaptchaNotice';
import { useCaptchaToken } from '@/components/forms/CaptchaScope';
import { FormFeedback } from '@/components/forms/FormFeedback';
import * as parts from '@/components/forms/FormParts.css';
import { HoneypotField } from '@/components/forms/HoneypotField';
import { errorAt, hasErrors, summaryItems, type NestedErrors } from '@/components/forms/summaryItems';
import { LeadFormShell, useFieldIds, type LeadFormContext } from '@/components/forms/LeadFormShell';
import { useFormCommunities } from '@/components/forms/useFormSettings';
import { useFormDraft } from '@/components/forms/useFormDraft';
import { useSubmission } from '@/components/forms/useSubmission';
import { sendLeadForm } from '@/components/forms/sendForm';
import { Button } from '@/components/ui/Button';
import { Icon } from '@/components/ui/Icon';
import { company } from '@/lib/company';
import type { FormCommunity } from '@/lib/domain/form-communities';
import { CAPTCHA_ACTIONS } from '@/lib/domain/validation/captcha-actions';
import { contactMessageSchema, contactStep1Schema } from '@/lib/domain/validation/contact';
import {
  MESSAGE_FAILED_MESSAGE,
  MESSAGE_SENT_MESSAGE,
  REQUIRED_FIELDS_MESSAGE,
} from '@/lib/domain/validation/messages';
import type { PublicSiteConfig } from '@/lib/public-config';
import { reportAdConversion } from './adConversion';
import { reportContactEvent } from './contactAnalytics';
import * as styles from './ContactForm.css';
import { BACK_LABEL, CONTACT_API_URL, NEXT_LABEL, SEND_LABEL, STEP_ONE_HEADING, STEP_TWO_HEADING } from './contactTexts';
import { CONTACT_DRAFT_FIELDS, contactRequestBody, contactStartValues, type ContactValues } from './contactValues';
import { ContactStepHeader } from './ContactStepHeader';
import { ContactStepOne } from './ContactStepOne';
import { ContactStepTwo } from './ContactStepTwo';
import { PhoneContactLink } from './PhoneContactLink';
import { SENT_BY_SCRIPT } from '@/components/forms/earlyInput';
import { NoScriptNote } from '@/components/forms/NoScriptNote';

export interface ContactFormProps {
  /** The page's community / floor plan: ticked and filled in, and the mail goes there when no community is ticked. */
  preset?: ModalPreset;
  /** Digits of the number the text-or-call link offers; no link without one. */
  phone?: string;
  /** The listed communities, when the page has them (else fetched from /api/communities). */
  communities?: readonly FormCommunity[];
  /** The runtime site configuration, when the page has it (else fetched from /api/site-config). */
  siteConfig?: PublicSiteConfig;
  /**
   * 'modal': the form was opened (analytics 'clicked' on mount). 'section': it sits on a page,
   * and 'clicked' is reported when the visitor first moves into it.
   */
  variant: 'modal' | 'section';
  /** Level of the step headings: one below the heading the form sits under. */
  headingLevel?: 2 | 3 | 4;
}

/** Today in the visitor's calendar, YYYY-MM-DD (the earliest move-in date offered). */
function localToday(): string {
  return formatISO(new Date(), { representation: 'date' });
}

/**
 * The Contact Us form (docs/product.md): a two-step wizard. Step 1 (required) moves on only
 * when valid, reported as 'initiated'; step 2 (optional) sends the message with a captcha token
 * requested at submit time, then shows 'Message Sent!' or the failure message, reports
 * 'submitted' and the ad conversion (whatever the outcome), and keeps the submit disabled.
 */
export function ContactForm(props: ContactFormProps) {
  return <LeadFormShell siteConfig={props.siteConfig}>{(context) => <ContactFormBody {...props} {...context} />}</LeadFormShell>;
}

function ContactFormBody({
  preset = {},
  phone,
  communities: givenCommunities,
  variant,
  headingLevel = 3,
  captchaOn,
  resolveSiteConfig,
}: ContactFormProps & LeadFormContext) {
  const { prefix, fieldId: id } = useFieldIds('contact');
  const property = preset.communityId ?? '';
  const communities = useFormCommunities(givenCommunities);
  const getToken = useCaptchaToken();
  const { feedbackRef, ...submission } = useSubmission({ lockAfterFailure: true });
  const [step, setStep] = useState<1 | 2>(1);
  const stepRef = useRef<1 | 2>(1);
  const [attempted, setAttempted] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stepChanged = useRef(false);
  const clicked = useRef(false);
  const today = useMemo(() => localToday(), []);
  const fullSchema = useMemo(() => contactMessageSchema(), []);

  const formik = useFormik<ContactValues>({
    initialValues: contactStartValues(preset),
    validationSchema: () => (stepRef.current === 1 ? contactStep1Schema : fullSchema),
    validateOnBlur: false,
    onSubmit: () => {},
  });
  const complete = submission.status === 'complete';
  useFormDraft('contact', CONTACT_DRAFT_FIELDS, formik, complete);
  const errors = formik.errors as NestedErrors;
  const errorFor = (path: string) => (attempted ? errorAt(errors, path) : undefined);

  // Once per mounted form: a later change of community does not count as another click.
  const reportClicked = useCallback(() => {
    if (clicked.current) return;
    clicked.current = true;
    reportContactEvent('clicked', property);
  }, [property]);

  // A modal body mounts each time the contact modal opens: that is the 'clicked' event.
  useEffect(() => {
    if (variant === 'modal') reportClicked();
  }, [variant, reportClicked]);

  useEffect(() => {
    if (!stepChanged.current) return;
    headingRef.current?.focus();
    setAnnouncement(step === 1 ? STEP_ONE_HEADING : STEP_TWO_HEADING);
  }, [step]);

  function goTo(next: 1 | 2) {
    submission.clear();
    stepRef.current = next;
    stepChanged.current = true;
    setStep(next);
  }

  function change(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) {
    formik.handleChange(event);
    submission.send('edit');
  }

  function changeRent([low, high]: [number, number]) {
    void formik.setValues((values) => ({ ...values, additionalInfo: { ...values.additionalInfo, lowerRent: low, upperRent: high } }));
    submission.send('edit');
  }

  const stepOneFields = [
    { path: 'name', id: id('name') },
    { path: 'email', id: id('email') },
    { path: 'phone', id: id('phone') },
    { path: 'preferredContact', id: id('call') },
    { path: 'question', id: id('question') },
  ];

  const stepTwoIds = {
    bedrooms: id('bedrooms'),
    moveInDate: id('move-in'),
    amenities: id('amenities'),
    pets: id('pets'),
    floorPlan: id('floor-plan'),
    hearAboutUs: id('hear'),
    rent: id('rent'),
    communities: id('communities'),
  };
  const stepTwoFields = [
    ...(['bedrooms', 'moveInDate', 'pets', 'floorPlan', 'amenities', 'hearAboutUs'] as const).map((name) => ({
      path: `additionalInfo.${name}`,
      id: stepTwoIds[name],
    })),
    { path: 'additionalInfo.lowerRent', id: stepTwoIds.rent },
    { path: 'additionalInfo.upperRent', id: stepTwoIds.rent },
    { path: 'communities', id: stepTwoIds.communities },
  ];

  async function next() {
    setAttempted(true);
    const stepErrors = (await formik.validateForm()) as NestedErrors;
    if (hasErrors(stepErrors)) {
      submission.show({ kind: 'invalid', title: REQUIRED_FIELDS_MESSAGE, items: summaryItems(stepErrors, stepOneFields) });
      return;
    }
    setAttempted(false);
    reportContactEvent('initiated', property);
    goTo(2);
  }

  async function send() {
    const status = submission.current();
    if (status === 'submitting' || status === 'complete' || status === 'submissionError') return;
    submission.send('submit');
    setAttempted(true);
    const fieldErrors = (await formik.validateForm()) as NestedErrors;
    const config = await resolveSiteConfig();
    await sendLeadForm({
      submission,
      fieldErrors,
      captcha: () => getToken(CAPTCHA_ACTIONS.contact, config.recaptchaSiteKey),
      summaryFields: [...stepOneFields, ...stepTwoFields],
      submitId: id('send'),
      url: CONTACT_API_URL,
      body: contactRequestBody(formik.values, property),
      sentMessage: MESSAGE_SENT_MESSAGE,
      failedMessage: MESSAGE_FAILED_MESSAGE,
      setErrors: formik.setErrors,
      // Reported whatever the outcome (docs/http-api.md).
      onAnswer: () => {
        reportContactEvent('submitted', property);
        reportAdConversion(config.adsConversion);
      },
    });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void (stepRef.current === 1 ? next() : send());
  }

  return (
    <form {...SENT_BY_SCRIPT} noValidate onSubmit={submit} onFocus={variant === 'section' ? reportClicked : undefined} className={parts.form}>
      <NoScriptNote doing="Sending this message" />
      <PhoneContactLink phone={phone} />
      <ContactStepHeader step={step} headingLevel={headingLevel} headingRef={headingRef} announcement={announcement} />
      {step === 1 ? (
        <ContactStepOne
          ids={{ name: id('name'), email: id('email'), phone: id('phone'), question: id('question'), preferences: id('preferences'), callBox: id('call') }}
          values={formik.values}
          onChange={change}
          errorFor={errorFor}
        />
      ) : (
        <ContactStepTwo
          ids={stepTwoIds}
          values={formik.values}
          onChange={change}
          onRentChange={changeRent}
          errorFor={errorFor}
          communities={communities}
          today={today}
        />
      )}
      <HoneypotField idPrefix={prefix} value={formik.values.website} onChange={change} />
      <FormFeedback ref={feedbackRef} feedback={submission.feedback} headingLevel={headingLevel === 4 ? 4 : ((headingLevel + 1) as 3 | 4)} />
      <div className={step === 2 && !complete ? styles.wizardActions : parts.actions}>
        {step === 1 ? (
          // Keys: React must never turn the Back button into Next (a type change inside its own click would submit).
          <Button key="next" type="submit" variant="primary" size="lg" iconEnd={<Icon name="arrow-right" />}>
            {NEXT_LABEL}
          </Button>
        ) : (
          <>
            {!complete ? (
              <Button key="back" type="button" variant="secondary" size="md" onClick={() => goTo(1)} disabled={submission.status === 'submitting'}>
                {BACK_LABEL}
              </Button>
            ) : null}
            <Button
              key="send"
              id={id('send')}
              type="submit"
              variant="primary"
              size="lg"
              loading={submission.status === 'submitting'}
              disabled={!submission.enabled}
            >
              {SEND_LABEL}
            </Button>
          </>
        )}
      </div>
      {captchaOn ? <CaptchaNotice /> : null}
      <p className={parts.note}>
        If sending fails, e-mail us at{' '}
        <a href={`mailto:${company.inquiriesEmail}`} className={parts.noteLink}>
          {company.inquiriesEmail}
        </a>
        .
      </p>
    </form>
  );
}
