import type { ModalPreset } from '@/components/layout/siteModalsState';
import { HONEYPOT_FIELD } from '@/lib/domain/validation/honeypot';
import { contactInitialValues } from '@/lib/domain/validation/contact';

/** The contact form's values (Formik): the contact message fields (docs/product.md#forms) the visitor fills in, and the honeypot. */
export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  question: string;
  emailPreferred: boolean;
  phonePreferred: boolean;
  textPreferred: boolean;
  additionalInfo: {
    bedrooms: string;
    moveInDate: string;
    amenities: string;
    pets: string;
    floorPlan: string;
    hearAboutUs: string;
    lowerRent: number;
    upperRent: number;
  };
  /** Ids of the ticked communities. */
  communities: string[];
  [HONEYPOT_FIELD]: string;
}

/**
 * What a draft of the form keeps (components/forms/formDraft.ts): step 1, which the visitor types.
 * Not step 2's choices, whose floor plan and communities the page fills in.
 */
export const CONTACT_DRAFT_FIELDS = ['name', 'email', 'phone', 'question', 'emailPreferred', 'phonePreferred', 'textPreferred'] as const satisfies readonly (keyof ContactValues)[];

/** Email ticked by default, rent 0–4000 (docs/product.md); the page's community ticked and its floor plan filled in. */
export function contactStartValues(preset: ModalPreset): ContactValues {
  // The request's own fields (community, captcha, page) are added when it is sent.
  const { property, captchaResponse, currentPage, ...fields } = contactInitialValues;
  return {
    ...fields,
    additionalInfo: { ...fields.additionalInfo, floorPlan: preset.floorplanName ?? '' },
    communities: preset.communityId ? [preset.communityId] : [],
    [HONEYPOT_FIELD]: '',
  };
}

/** The request body of POST /api/contact (docs/http-api.md; recipients are the server's choice). */
export function contactRequestBody(values: ContactValues, property: string): Record<string, unknown> {
  return {
    name: values.name,
    email: values.email,
    phone: values.phone,
    question: values.question,
    emailPreferred: values.emailPreferred,
    phonePreferred: values.phonePreferred,
    textPreferred: values.textPreferred,
    additionalInfo: { ...values.additionalInfo },
    communities: [...values.communities],
    property,
    [HONEYPOT_FIELD]: values[HONEYPOT_FIELD],
  };
}
