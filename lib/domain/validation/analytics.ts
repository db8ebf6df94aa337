import { type InferType, object } from 'yup';
import { text } from './fields';
import { TEXT_LIMITS } from './limits';
import { REQUIRED_FIELDS_MESSAGE } from './messages';

/** The contact analytics events (docs/http-api.md): the contact form opened, moved to step 2, sent. */
export const CONTACT_ANALYTICS_EVENTS = ['clicked', 'initiated', 'submitted'] as const;
export type ContactAnalyticsEvent = (typeof CONTACT_ANALYTICS_EVENTS)[number];

export function isContactAnalyticsEvent(value: string): value is ContactAnalyticsEvent {
  return (CONTACT_ANALYTICS_EVENTS as readonly string[]).includes(value);
}

/** Body of POST /api/analytics/contact/{event}: `{ property }`, the community id (or name; '' for none). */
export const analyticsEventSchema = object({
  property: text({ label: 'Property', max: TEXT_LIMITS.community }),
})
  .typeError(REQUIRED_FIELDS_MESSAGE)
  .nonNullable(REQUIRED_FIELDS_MESSAGE);

export type AnalyticsEventBody = InferType<typeof analyticsEventSchema>;
