import { type InferType, mixed, object } from 'yup';
import { captchaField, currentPageField, optionalEmailField, text } from './fields';
import { TEXT_LIMITS } from './limits';
import { REQUIRED_FIELDS_MESSAGE } from './messages';

/**
 * A visitor's report of a sublet listing to the moderators (docs/product.md#sublets). A free
 * board draws the rental scam (a "landlord" abroad who wants a deposit wired before anyone sees
 * the place), listings already taken, and ads that break fair-housing rules; the moderators
 * hear of them from the visitors who read the board.
 */
export const SUBLET_REPORT_REASONS = ['scam', 'taken', 'misleading', 'discriminatory', 'other'] as const;
export type SubletReportReason = (typeof SUBLET_REPORT_REASONS)[number];

/** Each reason's words in the form and the moderators' mail, and a line under it in the form. */
export const SUBLET_REPORT_REASON_LABELS: Record<SubletReportReason, { label: string; hint: string }> = {
  scam: { label: 'It looks like a scam', hint: 'Money, a deposit or ID documents asked for before a viewing' },
  taken: { label: 'It is no longer available', hint: 'The place is taken or the poster does not answer' },
  misleading: { label: 'The details are wrong', hint: 'Photos, rent, dates or address' },
  discriminatory: { label: 'It is offensive or discriminatory', hint: 'For example, "no kids" or who may not apply' },
  other: { label: 'Something else', hint: 'Tell us below' },
};

export const REPORT_REASON_REQUIRED_MESSAGE = 'Please choose what is wrong';
export const REPORT_DETAILS_REQUIRED_MESSAGE = 'Please tell us what is wrong';
export const REPORT_SENT_MESSAGE = 'Thank you. The moderators will look at this listing.';
export const REPORT_FAILED_MESSAGE = 'Report Failed!';

/**
 * The reason required; details required for "Something else"; an e-mail address optional (for a
 * moderator's question), valid when given; the captcha.
 */
export function subletReportSchema({ requireCaptcha = false }: { requireCaptcha?: boolean } = {}) {
  return object({
    reason: mixed<SubletReportReason>((value): value is SubletReportReason => (SUBLET_REPORT_REASONS as readonly unknown[]).includes(value))
      .typeError(REPORT_REASON_REQUIRED_MESSAGE)
      .required(REPORT_REASON_REQUIRED_MESSAGE),
    details: text({ label: 'Details', max: TEXT_LIMITS.longText, multiline: true }).when('reason', {
      is: 'other',
      then: (schema) => schema.required(REPORT_DETAILS_REQUIRED_MESSAGE),
    }),
    email: optionalEmailField(),
    captchaResponse: captchaField(requireCaptcha),
    currentPage: currentPageField(),
  })
    .typeError(REQUIRED_FIELDS_MESSAGE)
    .nonNullable(REQUIRED_FIELDS_MESSAGE);
}

export type SubletReport = InferType<ReturnType<typeof subletReportSchema>>;

export const subletReportInitialValues = {
  reason: '' as SubletReportReason | '',
  details: '',
  email: '',
  captchaResponse: '',
  currentPage: '',
};
