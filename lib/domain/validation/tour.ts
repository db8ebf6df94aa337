import { type InferType, mixed, object } from 'yup';
import { parseIsoDay } from '../site-day';
import { minutesOfTime, TOUR_KINDS, type TourKind } from '../tours';
import { captchaField, currentPageField, emailField, phoneField, requiredText, text } from './fields';
import { TEXT_LIMITS } from './limits';
import { NAME_REQUIRED_MESSAGE, PHONE_REQUIRED_MESSAGE, REQUIRED_FIELDS_MESSAGE } from './messages';

export const TOUR_KIND_REQUIRED_MESSAGE = 'Please choose an in-person or a video tour';
export const TOUR_DAY_REQUIRED_MESSAGE = 'Please choose a day';
export const TOUR_TIME_REQUIRED_MESSAGE = 'Please choose a time';
export const TOUR_COMMUNITY_REQUIRED_MESSAGE = 'Please choose a community';
export const TOUR_BOOKED_MESSAGE = 'Tour booked!';
export const TOUR_FAILED_MESSAGE = 'Tour booking failed!';
/** 409: the slot filled (or left the window) between showing and booking. */
export const TOUR_SLOT_TAKEN_MESSAGE = 'That time is no longer available. Please choose another time.';
export const TOUR_NOT_BOOKABLE_MESSAGE = 'Tours of this community cannot be booked online. Please call the leasing office.';

/**
 * A tour booking (docs/product.md#tours): the community (`property`, an id) and optionally the
 * floor plan that led here, in person or video, a day and a start time offered by the community's
 * slots (the server checks it is one), and the visitor's name, e-mail and phone, all required.
 */
export function tourRequestSchema({ requireCaptcha = false }: { requireCaptcha?: boolean } = {}) {
  return object({
    property: requiredText({ label: 'Community', max: TEXT_LIMITS.community, message: TOUR_COMMUNITY_REQUIRED_MESSAGE }),
    floorplan: text({ label: 'Floor plan', max: TEXT_LIMITS.community }),
    kind: mixed<TourKind>((value): value is TourKind => (TOUR_KINDS as readonly unknown[]).includes(value))
      .typeError(TOUR_KIND_REQUIRED_MESSAGE)
      .required(TOUR_KIND_REQUIRED_MESSAGE),
    day: text({ label: 'Day', max: 10, typeMessage: TOUR_DAY_REQUIRED_MESSAGE }).test(
      'iso-day',
      TOUR_DAY_REQUIRED_MESSAGE,
      (value) => Boolean(value) && parseIsoDay(value) === value,
    ),
    time: text({ label: 'Time', max: 5, typeMessage: TOUR_TIME_REQUIRED_MESSAGE }).test(
      'time',
      TOUR_TIME_REQUIRED_MESSAGE,
      (value) => Boolean(value) && minutesOfTime(value ?? '') !== null,
    ),
    name: requiredText({ label: 'Name', max: TEXT_LIMITS.name, message: NAME_REQUIRED_MESSAGE }),
    email: emailField(),
    phone: phoneField({ required: true, requiredMessage: PHONE_REQUIRED_MESSAGE }),
    captchaResponse: captchaField(requireCaptcha),
    currentPage: currentPageField(),
  })
    .typeError(REQUIRED_FIELDS_MESSAGE)
    .nonNullable(REQUIRED_FIELDS_MESSAGE);
}

export type TourRequest = InferType<ReturnType<typeof tourRequestSchema>>;
