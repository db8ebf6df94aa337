'use client';

import { useFormik } from 'formik';
import { useMemo, type ChangeEvent, type FormEvent } from 'react';
import type { ModalPreset } from '@/components/layout/siteModalsState';
import { Button } from '@/components/ui/Button';
import { Input } from '@/components/ui/Input';
import { Textarea } from '@/components/ui/Textarea';
import { CaptchaNotice } from '@/components/forms/CaptchaNotice';
import { SENT_BY_SCRIPT } from '@/components/forms/earlyInput';
import { NoScriptNote } from '@/components/forms/NoScriptNote';
import { useCaptchaToken } from '@/components/forms/CaptchaScope';
import { FormFeedback } from '@/components/forms/FormFeedback';
import * as parts from '@/components/forms/FormParts.css';
import { HoneypotField } from '@/components/forms/HoneypotField';
import { errorAt, type NestedErrors } from '@/components/forms/summaryItems';
import { LeadFormShell, useFieldIds, type LeadFormContext } from '@/components/forms/LeadFormShell';
import { useFormCommunities } from '@/components/forms/useFormSettings';
import { useFormDraft } from '@/components/forms/useFormDraft';
import { useSubmission } from '@/components/forms/useSubmission';
import { sendLeadForm } from '@/components/forms/sendForm';
import { company } from '@/lib/company';
import type { FormCommunity } from '@/lib/domain/form-communities';
import { applicationSchema } from '@/lib/domain/validation/application';
import { CAPTCHA_ACTIONS } from '@/lib/domain/validation/captcha-actions';
import { APPLICATION_FAILURE_MESSAGE, APPLICATION_SUCCESS_MESSAGE } from '@/lib/domain/validation/messages';
import type { PublicSiteConfig } from '@/lib/public-config';
import { ApplicationCommunityField } from './ApplicationCommunityField';
import { APPLICATION_API_URL, APPLICATION_SUBMIT_LABEL, APPLICATION_SUBJECT } from './applicationTexts';

export interface ApplicationFormProps {
  /** Community / floor plan / address chosen by the page or card that opened the form. */
  preset?: ModalPreset;
  /** The listed communities, when the page has them (else fetched from /api/communities). */
  communities?: readonly FormCommunity[];
  /** The runtime site configuration, when the page has it (else fetched from /api/site-config). */
  siteConfig?: PublicSiteConfig;
  /** Level of the message box heading: one below the heading the form sits under. */
  headingLevel?: 2 | 3 | 4;
}

/** What a draft of the form keeps (components/forms/formDraft.ts): not what a page fills in. */
const APPLICATION_DRAFT_FIELDS = ['name', 'email', 'phone', 'questions'] as const;

interface ApplicationValues {
  name: string;
  email: string;
  phone: string;
  property: string;
  address: string;
  questions: string;
  website: string;
}

/**
 * The Rental Application Request form (docs/product.md#forms): name, email, phone (optional), community
 * (required unless the page pre-set one), address or floor plan and questions (optional). States
 * init → start → submitting → complete | submissionError, or formInvalid, with the captcha
 * token requested at submit time. Used by the /apply section and the application modal.
 */
export function ApplicationForm(props: ApplicationFormProps) {
  return <LeadFormShell siteConfig={props.siteConfig}>{(context) => <ApplicationFormBody {...props} {...context} />}</LeadFormShell>;
}

function ApplicationFormBody({
  preset = {},
  communities: givenCommunities,
  headingLevel = 3,
  captchaOn,
  resolveSiteConfig,
}: ApplicationFormProps & LeadFormContext) {
  const { prefix, fieldId } = useFieldIds('application');
  const ids = {
    name: fieldId('name'),
    email: fieldId('email'),
    phone: fieldId('phone'),
    property: fieldId('property'),
    address: fieldId('address'),
    questions: fieldId('questions'),
    submit: fieldId('submit'),
  };
  const presetCommunity = preset.communityId ?? '';
  const communities = useFormCommunities(givenCommunities);
  const getToken = useCaptchaToken();
  const { feedbackRef, ...submission } = useSubmission();
  const schema = useMemo(() => applicationSchema({ requireProperty: !presetCommunity }), [presetCommunity]);

  const formik = useFormik<ApplicationValues>({
    initialValues: {
      name: '',
      email: '',
      phone: '',
      property: presetCommunity,
      address: preset.address ?? preset.floorplanName ?? '',
      questions: '',
      website: '',
    },
    validationSchema: schema,
    validateOnBlur: false,
    onSubmit: () => {},
  });
  useFormDraft('application', APPLICATION_DRAFT_FIELDS, formik, submission.status === 'complete');
  const errors = formik.errors as NestedErrors;
  const shown = (path: keyof ApplicationValues) => (formik.submitCount > 0 ? errorAt(errors, path) : undefined);
  const field = (key: 'name' | 'email' | 'phone' | 'address' | 'questions') => ({ id: ids[key], name: key, value: formik.values[key], onChange: change, error: shown(key) });

  function change(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) {
    formik.handleChange(event);
    submission.send('edit');
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submission.current() === 'submitting' || submission.current() === 'complete') return;
    submission.send('submit');
    // Counts the attempt (inline errors show from now on) and validates every field.
    await formik.submitForm();
    const fieldErrors = (await formik.validateForm()) as NestedErrors;
    await sendLeadForm({
      submission,
      fieldErrors,
      captcha: async () => getToken(CAPTCHA_ACTIONS.application, (await resolveSiteConfig()).recaptchaSiteKey),
      summaryFields: [
        { path: 'name', id: ids.name },
        { path: 'email', id: ids.email },
        { path: 'phone', id: ids.phone },
        { path: 'property', id: ids.property },
        { path: 'address', id: ids.address },
        { path: 'questions', id: ids.questions },
      ],
      submitId: ids.submit,
      url: APPLICATION_API_URL,
      body: { ...formik.values },
      sentMessage: APPLICATION_SUCCESS_MESSAGE,
      failedMessage: APPLICATION_FAILURE_MESSAGE,
      setErrors: formik.setErrors,
    });
  }

  const inquiries = `mailto:${company.inquiriesEmail}?subject=${encodeURIComponent(APPLICATION_SUBJECT)}`;
  return (
    <form {...SENT_BY_SCRIPT} noValidate onSubmit={submit} className={parts.form} aria-describedby={`${prefix}-required`}>
      <NoScriptNote doing="Sending this request" />
      <p id={`${prefix}-required`} className={parts.requiredLegend}>
        Fields marked with * are required.
      </p>
      <div className={parts.grid}>
        <Input label="Name" required autoComplete="name" {...field('name')} />
        <Input type="email" label="Email" required autoComplete="email" {...field('email')} />
        <Input type="tel" inputMode="numeric" label="Phone (optional)" autoComplete="tel" {...field('phone')} />
        <ApplicationCommunityField
          id={ids.property}
          value={formik.values.property}
          onChange={change}
          error={shown('property')}
          communities={communities}
          preset={presetCommunity ? { id: presetCommunity, name: preset.communityName ?? presetCommunity } : null}
        />
        <Input label="Address or floor plan (optional)" fieldClassName={parts.full} {...field('address')} />
        <Textarea label="Questions (optional)" rows={4} fieldClassName={parts.full} {...field('questions')} />
      </div>
      <HoneypotField idPrefix={prefix} value={formik.values.website} onChange={change} />
      <FormFeedback ref={feedbackRef} feedback={submission.feedback} headingLevel={headingLevel} />
      <div className={parts.actions}>
        <Button
          id={ids.submit}
          type="submit"
          variant="primary"
          size="lg"
          loading={submission.status === 'submitting'}
          disabled={!submission.enabled}
        >
          {APPLICATION_SUBMIT_LABEL}
        </Button>
      </div>
      {captchaOn ? <CaptchaNotice /> : null}
      <p className={parts.note}>
        If submitting fails, e-mail your request to{' '}
        <a href={inquiries} className={parts.noteLink}>
          {company.inquiriesEmail}
        </a>
        .
      </p>
    </form>
  );
}
