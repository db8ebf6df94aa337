'use client';

import { useFormik } from 'formik';
import { useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import { CaptchaNotice } from '@/components/forms/CaptchaNotice';
import { useCaptchaToken } from '@/components/forms/CaptchaScope';
import { FormFeedback } from '@/components/forms/FormFeedback';
import { ChoiceChip, ChoiceGroup } from '@/components/forms/ChoiceChips';
import * as chipStyles from '@/components/forms/ChoiceChips.css';
import * as parts from '@/components/forms/FormParts.css';
import { HoneypotField } from '@/components/forms/HoneypotField';
import { LeadFormShell, useFieldIds, type LeadFormContext } from '@/components/forms/LeadFormShell';
import { errorAt, type NestedErrors } from '@/components/forms/summaryItems';
import { useFormDraft } from '@/components/forms/useFormDraft';
import { useSubmission } from '@/components/forms/useSubmission';
import { sendLeadForm } from '@/components/forms/sendForm';
import { Button } from '@/components/ui/Button';
import { Input } from '@/components/ui/Input';
import { useClientValue } from '@/components/ui/useClientValue';
import { tourSlotsApiPath } from '@/lib/domain/routes';
import { company } from '@/lib/company';
import { SITE_TIME_ZONE_NAME } from '@/lib/domain/site-day';
import { dateShort, slotInZone, slotStart, TOUR_KIND_LABELS, TOUR_KIND_NOUNS, TOUR_KINDS, type TourDay, type TourKind, weekdayShort } from '@/lib/domain/tours';
import { CAPTCHA_ACTIONS } from '@/lib/domain/validation/captcha-actions';
import { TOUR_BOOKED_MESSAGE, TOUR_FAILED_MESSAGE, tourRequestSchema } from '@/lib/domain/validation/tour';
import type { PublicSiteConfig } from '@/lib/public-config';
import * as styles from './TourBookingForm.css';
import { SENT_BY_SCRIPT } from '@/components/forms/earlyInput';
import { NoScriptNote } from '@/components/forms/NoScriptNote';

export const TOUR_API_URL = '/api/tours';
export const TOUR_SUBMIT_LABEL = 'Book tour';

const KIND_HINTS: Record<TourKind, string> = {
  IN_PERSON: 'Meet us at the leasing office',
  VIDEO: 'A live walk-through on a video call',
};

export interface TourBookingFormProps {
  community: { id: string; name: string };
  floorplan: { id: string; name: string } | null;
  /** The free days and slots when the page was made (refreshed after a refused booking). */
  days: TourDay[];
  siteConfig?: PublicSiteConfig;
}

interface TourValues {
  kind: string;
  day: string;
  time: string;
  name: string;
  email: string;
  phone: string;
  website: string;
}

/** The days and slots now, or null when they could not be fetched. */
async function fetchDays(communityId: string): Promise<TourDay[] | null> {
  try {
    const response = await fetch(tourSlotsApiPath(communityId), { headers: { accept: 'application/json' }, cache: 'no-store' });
    if (!response.ok) return null;
    const body = (await response.json()) as { days?: TourDay[] };
    return Array.isArray(body.days) ? body.days : null;
  } catch {
    return null;
  }
}

const ZONE_HINT = `Times are ${company.city} time (${SITE_TIME_ZONE_NAME}).`;
const visitorZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The tour booking form (docs/product.md#tours): in person or video, a day of the next 14 days,
 * a free half-hour slot of it, then name, e-mail and phone, all required. Days and times are
 * native radio groups (arrow keys move within a group). A time taken meanwhile is answered 409:
 * the form fetches the free times again and asks for another.
 */
export function TourBookingForm(props: TourBookingFormProps) {
  return <LeadFormShell siteConfig={props.siteConfig}>{(context) => <TourBookingFormBody {...props} {...context} />}</LeadFormShell>;
}

function TourBookingFormBody({ community, floorplan, days: initialDays, captchaOn, resolveSiteConfig }: TourBookingFormProps & LeadFormContext) {
  const { prefix, fieldId } = useFieldIds('tour');
  const ids = { name: fieldId('name'), email: fieldId('email'), phone: fieldId('phone'), submit: fieldId('submit') };
  const radioId = (group: string, value: string) => fieldId(`${group}-${value.replace(/[^A-Za-z0-9_-]/g, '')}`);
  const [days, setDays] = useState(initialDays);
  const [booked, setBooked] = useState<{ when: string; kind: string; email: string } | null>(null);
  // None in the server's HTML, nor while hydrating it.
  const zone = useClientValue(visitorZone, null);
  const getToken = useCaptchaToken();
  const { feedbackRef, ...submission } = useSubmission();
  const schema = useMemo(() => tourRequestSchema(), []);

  const formik = useFormik<TourValues>({
    initialValues: { kind: '', day: '', time: '', name: '', email: '', phone: '', website: '' },
    validationSchema: schema.pick(['kind', 'day', 'time', 'name', 'email', 'phone']),
    validateOnBlur: false,
    onSubmit: () => {},
  });
  // Who is booking; the kind, day and time are chosen again from the times then free.
  useFormDraft('tour', ['name', 'email', 'phone'], formik, submission.status === 'complete');
  const errors = formik.errors as NestedErrors;
  const shown = (path: keyof TourValues) => (formik.submitCount > 0 ? errorAt(errors, path) : undefined);
  const field = (key: 'name' | 'email' | 'phone') => ({ id: ids[key], name: key, value: formik.values[key], onChange: change, error: shown(key) });
  const errorIds = { kind: fieldId('kind-error'), day: fieldId('day-error'), time: fieldId('time-error') };
  /** What every chip of a radio group shares: its id, its name, its value, checked, change, its group's error. */
  const choice = (group: 'kind' | 'day' | 'time', value: string) => ({
    id: radioId(group, value),
    name: group,
    value,
    checked: formik.values[group] === value,
    onChange: change,
    describedBy: shown(group) ? errorIds[group] : undefined,
  });
  const chosenDay = days.find((d) => d.day === formik.values.day) ?? null;
  const chosenTime = chosenDay?.slots.some((slot) => slot.time === formik.values.time) ? formik.values.time : null;
  const yourTime = chosenDay && chosenTime && zone ? slotInZone(slotStart(chosenDay.day, chosenTime), zone) : null;
  const firstDayId = days[0] ? radioId('day', days[0].day) : ids.submit;
  const timeTarget = chosenDay?.slots[0] ? radioId('time', chosenDay.slots[0].time) : firstDayId;

  function change(event: ChangeEvent<HTMLInputElement>) {
    formik.handleChange(event);
    if (event.target.name === 'day') void formik.setFieldValue('time', '', false);
    submission.send('edit');
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submission.current() === 'submitting' || submission.current() === 'complete') return;
    submission.send('submit');
    await formik.submitForm();
    const fieldErrors = (await formik.validateForm()) as NestedErrors;
    const { values } = formik;
    await sendLeadForm({
      submission,
      fieldErrors,
      captcha: async () => getToken(CAPTCHA_ACTIONS.tour, (await resolveSiteConfig()).recaptchaSiteKey),
      summaryFields: [
        { path: 'kind', id: radioId('kind', TOUR_KINDS[0]) },
        { path: 'day', id: firstDayId },
        { path: 'time', id: timeTarget },
        { path: 'name', id: ids.name },
        { path: 'email', id: ids.email },
        { path: 'phone', id: ids.phone },
      ],
      submitId: ids.submit,
      url: TOUR_API_URL,
      body: { ...values, property: community.id, floorplan: floorplan?.id ?? '' },
      sentMessage: TOUR_BOOKED_MESSAGE,
      failedMessage: TOUR_FAILED_MESSAGE,
      setErrors: formik.setErrors,
      onAnswer: async (result) => {
        if (result.ok) {
          const slot = chosenDay?.slots.find((s) => s.time === values.time);
          setBooked({ when: `${chosenDay?.label ?? values.day} at ${slot?.label ?? values.time}`, kind: TOUR_KIND_NOUNS[values.kind as TourKind], email: values.email });
          return;
        }
        // A time taken meanwhile (409): the free times again, and the visitor picks another.
        if (result.status !== 409) return;
        const fresh = await fetchDays(community.id);
        if (fresh) setDays(fresh);
        const dayStillOffered = fresh?.some((d) => d.day === values.day) ?? true;
        if (!dayStillOffered) void formik.setFieldValue('day', '', false);
        void formik.setFieldValue('time', '', false);
      },
    });
  }

  if (booked) {
    return (
      <div className={parts.form}>
        <FormFeedback ref={feedbackRef} feedback={submission.feedback} />
        <p className={styles.summary}>
          Your {booked.kind} of {community.name}
          {floorplan ? `, ${floorplan.name}` : ''}: <strong>{booked.when}</strong> ({company.city} time). We e-mailed the confirmation, with a
          calendar file and a link to cancel, to {booked.email}.
        </p>
      </div>
    );
  }

  return (
    <form {...SENT_BY_SCRIPT} noValidate onSubmit={submit} className={parts.form} aria-describedby={`${prefix}-required`}>
      <NoScriptNote doing="Booking a tour here" />
      <p id={`${prefix}-required`} className={parts.requiredLegend}>
        Fields marked with * are required.
      </p>
      <ChoiceGroup legend="Kind of tour" error={shown('kind')} errorId={errorIds.kind}>
        <div className={chipStyles.kinds}>
          {TOUR_KINDS.map((kind) => (
            <ChoiceChip
              key={kind}
              {...choice('kind', kind)}
              className={chipStyles.kindChip}
              main={TOUR_KIND_LABELS[kind]}
              sub={KIND_HINTS[kind]}
            />
          ))}
        </div>
      </ChoiceGroup>
      <ChoiceGroup legend="Day" error={shown('day')} errorId={errorIds.day}>
        {days.length === 0 ? (
          <p className={styles.hint}>No times are free in the next 14 days. Please call the leasing office.</p>
        ) : (
          <div className={chipStyles.chips}>
            {days.map((day) => (
              <ChoiceChip key={day.day} {...choice('day', day.day)} ariaLabel={day.label} main={dateShort(day.day)} sub={weekdayShort(day.day)} subFirst />
            ))}
          </div>
        )}
      </ChoiceGroup>
      <ChoiceGroup legend="Time" error={shown('time')} errorId={errorIds.time}>
        {/* Above the times, which fill a phone's screen. The visitor's own clock is said as it
            changes: a visitor far away learns when the tour is for them. */}
        <p className={styles.hint}>
          {chosenDay ? '' : 'Choose a day to see its free times. '}
          {ZONE_HINT} Tours take 30 minutes. <span aria-live="polite">{yourTime ? `That is ${yourTime} where you are.` : ''}</span>
        </p>
        {chosenDay ? (
          <div className={chipStyles.chips}>
            {chosenDay.slots.map((slot) => (
              <ChoiceChip key={slot.time} {...choice('time', slot.time)} main={slot.label} />
            ))}
          </div>
        ) : null}
      </ChoiceGroup>
      <div className={parts.grid}>
        <Input label="Name" required autoComplete="name" {...field('name')} />
        <Input type="email" label="Email" required autoComplete="email" {...field('email')} />
        <Input type="tel" inputMode="tel" label="Phone" required autoComplete="tel" {...field('phone')} />
      </div>
      <HoneypotField idPrefix={prefix} value={formik.values.website} onChange={change} />
      <FormFeedback ref={feedbackRef} feedback={submission.feedback} headingLevel={2} />
      <div className={parts.actions}>
        <Button id={ids.submit} type="submit" variant="primary" size="lg" loading={submission.status === 'submitting'} disabled={!submission.enabled}>
          {TOUR_SUBMIT_LABEL}
        </Button>
      </div>
      {captchaOn ? <CaptchaNotice /> : null}
    </form>
  );
}
