'use client';

import { useFormik } from 'formik';
import { SiteLink } from '@/components/ui/SiteLink';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Checkbox } from '@/components/ui/Checkbox';
import { Field } from '@/components/ui/Field';
import * as fieldStyles from '@/components/ui/Field.css';
import { Icon } from '@/components/ui/Icon';
import { ImageInput } from '@/components/ui/ImageInput';
import { Input } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import { Textarea } from '@/components/ui/Textarea';
import { siteDay, type IsoDay } from '@/lib/domain/site-day';
import { SUBLET_ADDRESS_SUFFIX } from '@/lib/domain/sublets';
import { CAPTCHA_ACTIONS } from '@/lib/domain/validation/captcha-actions';
import { SUBLET_FLAG_FIELDS, SUBLET_TEXT_FIELDS, subletInitialValues, subletSchema, type SubletFormValues } from '@/lib/domain/validation/sublet';
import { BEDROOM_CHOICES, SUBLET_LIMITS } from '@/lib/domain/validation/sublet-limits';
import {
  FIX_FIELD_ERRORS_MESSAGE,
  SUBLET_CAPTCHA_MESSAGE,
  SUBLET_POST_FAILED_MESSAGE,
  SUBLET_POSTED_MESSAGE,
} from '@/lib/domain/validation/sublet-messages';
import { validateSubmission } from '@/lib/domain/validation/validate';
import { CaptchaNotice } from '@/components/forms/CaptchaNotice';
import { CaptchaScope, useCaptchaToken } from '@/components/forms/CaptchaScope';
import { FormFeedback } from '@/components/forms/FormFeedback';
import { HoneypotField } from '@/components/forms/HoneypotField';
import { readFormAnswer } from '@/components/forms/postForm';
import { summaryItems } from '@/components/forms/summaryItems';
import { checkedSubmit } from '@/components/forms/checkedSubmit';
import { submissionFingerprint } from '@/components/forms/submissionKey';
import { useFormDraft } from '@/components/forms/useFormDraft';
import { useSubmission } from '@/components/forms/useSubmission';
import * as styles from './SubletForm.css';
import { errorsByField, subletFieldId as fid, subletFormData, SUBLET_SUMMARY_FIELDS, type SubletFieldName } from './subletFormModel';
import { uploadWithProgress } from './uploadWithProgress';
import { PAGES } from '@/lib/domain/routes';
import { SENT_BY_SCRIPT } from '@/components/forms/earlyInput';
import { postedAssetKey, SubletPostedNote, type SubletPostedNoteProps } from './SubletPostedNote';

const BEDROOM_OPTIONS = BEDROOM_CHOICES.map((value) => ({ value, label: value }));
// HEIC is named by type and by extension: Windows without its HEIF extension gives a .heic file no
// type. An iPhone's photo library still hands over a JPEG, since the list does not say image/*.
const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/gif,image/avif,image/heic,image/heif,.heic,.heif';
/** The day in Bloomington values were first sent on, known by their fingerprint. */
interface SentOn {
  fingerprint: string;
  day: IsoDay;
}

let lastSchema: { day: IsoDay; schema: ReturnType<typeof subletSchema> } | null = null;
function schemaOn(day: IsoDay) {
  if (lastSchema?.day !== day) lastSchema = { day, schema: subletSchema({ requireCaptcha: false, today: () => day }) };
  return lastSchema.schema;
}

/**
 * Checks against today in Bloomington; values already sent (their answer lost), against the day
 * they were first sent: the server answers a repeat as the first post, so one sent at 23:50 with
 * Available To that day can still be sent again after midnight.
 */
/** What a draft of the form keeps (components/forms/formDraft.ts): all but the photos (files). */
const SUBLET_DRAFT_FIELDS = [...SUBLET_TEXT_FIELDS, ...SUBLET_FLAG_FIELDS];

async function validate(values: SubletFormValues, sent: SentOn | null) {
  const day = sent && sent.fingerprint === submissionFingerprint(values) ? sent.day : siteDay(new Date());
  // The schema reads `{ name, size }` of each file (validateSubmission copies plain objects only).
  const images = values.images.map((file) => ({ name: file.name, size: file.size }));
  const result = await validateSubmission(schemaOn(day), { ...values, images });
  return result.ok ? {} : errorsByField(result.errors);
}

export interface SubletFormProps {
  /** The reCAPTCHA site key; null when the site has no captcha. */
  siteKey: string | null;
  /** Where the form posts (docs/http-api.md). */
  action?: string;
}

/**
 * docs/product.md 'Sublet form' (/sublets/new): submitting, then posted once approved, or 'Error
 * posting sublet!' (the visitor may try again at once). The submission states are every form's
 * (components/forms/useSubmission.ts).
 */
export function SubletForm(props: SubletFormProps) {
  return (
    <CaptchaScope siteKey={props.siteKey}>
      <SubletFormBody {...props} />
    </CaptchaScope>
  );
}

function SubletFormBody({ siteKey, action = '/api/sublets' }: SubletFormProps) {
  const { feedbackRef, ...submission } = useSubmission();
  const { show } = submission;
  const [progress, setProgress] = useState<number | null>(null);
  const [serverErrors, setServerErrors] = useState<Partial<Record<SubletFieldName, string>>>({});
  const [honeypot, setHoneypot] = useState('');
  const [posted, setPosted] = useState<SubletPostedNoteProps | null>(null);
  const getToken = useCaptchaToken();
  const sentOn = useRef<SentOn | null>(null);

  const formik = useFormik<SubletFormValues>({
    initialValues: { ...subletInitialValues, images: [] },
    validate: (values) => validate(values, sentOn.current),
    validateOnMount: false,
    onSubmit: async (values) => {
      setServerErrors({});
      const token = await getToken(CAPTCHA_ACTIONS.subletPost, siteKey);
      if (token === null) {
        const errors = { captchaResponse: SUBLET_CAPTCHA_MESSAGE };
        setServerErrors(errors);
        submission.send('invalid');
        show({ kind: 'invalid', title: FIX_FIELD_ERRORS_MESSAGE, items: summaryItems(errors, SUBLET_SUMMARY_FIELDS) });
        return;
      }
      submission.send('valid');
      submission.clear();
      setProgress(0);
      let answer: { status: number; body: unknown };
      // Keyed by what the visitor chose (the photos before shrinking), so that a retry is the same post.
      const submissionKey = submission.keyFor({ ...values, honeypot });
      const fingerprint = submissionFingerprint(values);
      if (sentOn.current?.fingerprint !== fingerprint) sentOn.current = { fingerprint, day: siteDay(new Date()) };
      try {
        // Phone photos shrunk to what the site shows before they go over a mobile link (loaded now, not with the page).
        const images = await import('./shrinkPhoto').then(({ shrinkPhotos }) => shrinkPhotos(values.images)).catch(() => values.images);
        answer = await uploadWithProgress(action, subletFormData({ ...values, images }, token, honeypot), submissionKey, setProgress);
      } catch {
        answer = { status: 0, body: null };
      }
      if (answer.status === 201) {
        setPosted({ email: values.email.trim(), assetKey: postedAssetKey(answer.body) });
        submission.send('succeeded');
        show({ kind: 'success', message: SUBLET_POSTED_MESSAGE });
        return;
      }
      const byField = errorsByField(readFormAnswer(answer.body).errors);
      setServerErrors(byField);
      submission.send('failed');
      setProgress(null);
      const items = summaryItems(byField, SUBLET_SUMMARY_FIELDS);
      show(items.length ? { kind: 'invalid', title: SUBLET_POST_FAILED_MESSAGE, items } : { kind: 'error', message: SUBLET_POST_FAILED_MESSAGE });
    },
  });

  const attempted = formik.submitCount > 0;
  const error = (field: SubletFieldName): string | undefined => {
    const own = formik.errors[field as keyof SubletFormValues];
    const shown = (attempted || formik.touched[field as keyof SubletFormValues]) && typeof own === 'string' ? own : undefined;
    return shown ?? serverErrors[field];
  };

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await checkedSubmit(formik, submission, { title: FIX_FIELD_ERRORS_MESSAGE, fields: SUBLET_SUMMARY_FIELDS });
  }

  const busy = submission.status === 'submitting';
  const done = submission.status === 'complete';
  useFormDraft('sublet-post', SUBLET_DRAFT_FIELDS, formik, done);
  const text = (field: SubletFieldName & keyof SubletFormValues) => ({
    id: fid(field),
    name: field,
    value: formik.values[field] as string,
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: error(field),
  });

  return (
    <form {...SENT_BY_SCRIPT} className={styles.form} onSubmit={onSubmit} noValidate aria-describedby="sublet-form-note">
      <FormFeedback feedback={submission.feedback} headingLevel={2} ref={feedbackRef} />
      {done && posted ? <SubletPostedNote {...posted} /> : null}
      <fieldset className={styles.fieldset} disabled={busy || done}>
        <legend className={styles.legend}>About you</legend>
        <p id="sublet-form-note" className={styles.note}>
          <Icon name="info" className={styles.noteIcon} />
          <span>Your personal information is for verification only and is not displayed. Visitors write to you through the site.</span>
        </p>
        <div className={styles.row}>
          <Input label="First Name" required autoComplete="given-name" {...text('firstName')} />
          <Input label="Last Name" required autoComplete="family-name" {...text('lastName')} />
        </div>
        <Input label="Email" type="email" required autoComplete="email" {...text('email')} />
      </fieldset>

      <fieldset className={styles.fieldset} disabled={busy || done}>
        <legend className={styles.legend}>The place</legend>
        <Input label="Title" required maxLength={SUBLET_LIMITS.title} hint={`Up to ${SUBLET_LIMITS.title} characters`} {...text('title')} />
        <div className={styles.addressRow}>
          <Field label="Address" id={fid('address')} required error={error('address')} describedBy={`${fid('address')}-suffix`}>
            {(control) => (
              <div className={styles.suffixed}>
                <input
                  {...control}
                  type="text"
                  name="address"
                  autoComplete="address-line1"
                  className={`${fieldStyles.control} ${styles.suffixedInput}`}
                  value={formik.values.address}
                  onChange={formik.handleChange}
                  onBlur={formik.handleBlur}
                />
                <span className={styles.suffix} id={`${fid('address')}-suffix`}>
                  {SUBLET_ADDRESS_SUFFIX}
                </span>
              </div>
            )}
          </Field>
          <Input label="Zip Code" required inputMode="numeric" autoComplete="postal-code" maxLength={10} {...text('zipcode')} />
        </div>
        <div className={styles.bedroomRow}>
          <Select label="Bedrooms" required options={BEDROOM_OPTIONS} {...text('bedroom')} />
          <Select label="Available Bedrooms" required options={BEDROOM_OPTIONS} {...text('availableBedrooms')} />
          <Input
            label="Rent ($ per month)"
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            required
            fieldClassName={styles.rentCell}
            {...text('rent')}
            // Kept as typed (Formik would turn a number input's text into a number).
            onChange={(event) => void formik.setFieldValue('rent', event.target.value)}
          />
        </div>
        <div className={styles.row}>
          <Input label="Available From" type="date" required {...text('availableFrom')} />
          <Input label="Available To" type="date" required min={formik.values.availableFrom || undefined} {...text('availableTo')} />
        </div>
        <div className={styles.checks}>
          <Checkbox label="Pets allowed" id={fid('petsAllowed')} name="petsAllowed" checked={formik.values.petsAllowed} onChange={formik.handleChange} />
          <Checkbox
            label="Utilities included"
            id={fid('utilitiesIncluded')}
            name="utilitiesIncluded"
            checked={formik.values.utilitiesIncluded}
            onChange={formik.handleChange}
          />
        </div>
        <Textarea label="Description" required maxLength={SUBLET_LIMITS.description} rows={6} {...text('description')} />
      </fieldset>

      <fieldset className={styles.fieldset} disabled={busy || done}>
        <legend className={styles.legend}>Photos</legend>
        <ImageInput
          id={fid('images')}
          label="Images"
          required
          max={SUBLET_LIMITS.maxImages}
          accept={IMAGE_TYPES}
          firstBadge="Cover"
          hint={`Up to ${SUBLET_LIMITS.maxImages} images (JPEG, PNG, WebP, GIF, AVIF or HEIC), each smaller than 5 MB. The first one is the cover.`}
          files={formik.values.images}
          onChange={(files) => {
            void formik.setFieldValue('images', files);
            void formik.setFieldTouched('images', true, false);
          }}
          error={error('images')}
          disabled={busy || done}
        />
        <HoneypotField idPrefix="sublet" value={honeypot} onChange={(event) => setHoneypot(event.target.value)} />
      </fieldset>

      {progress !== null && (busy || done) ? (
        <div className={styles.progress}>
          <label htmlFor="sublet-upload-progress">{done ? 'Images uploaded' : 'Uploading images'}</label>
          <progress id="sublet-upload-progress" className={styles.progressBar} max={100} value={Math.round(progress * 100)}>
            {Math.round(progress * 100)}%
          </progress>
        </div>
      ) : null}

      {error('captchaResponse') ? (
        <p id={fid('captchaResponse')} tabIndex={-1} className={fieldStyles.error}>
          {error('captchaResponse')}
        </p>
      ) : null}

      <div className={styles.submitRow}>
        <Button type="submit" size="lg" loading={busy} disabled={done} iconStart={<Icon name="upload" />}>
          {busy ? 'Posting…' : 'Post Sublet'}
        </Button>
        {done ? <SiteLink href={PAGES.sublets}>Back to the sublets</SiteLink> : null}
      </div>
      {siteKey ? <CaptchaNotice /> : null}
    </form>
  );
}
