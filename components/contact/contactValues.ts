import type { ModalPreset } from '@/components/layout/siteModalsState';
import { HONEYPOT_FIELD } from '@/lib/domain/validation/honeypot';
import { RENT_MAX, RENT_MIN } from '@/lib/domain/validation/limits';

/** The contact form's values (Formik): SPEC §3's contact message fields the visitor fills in, and the honeypot. */
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

/** Email ticked by default, rent 0–4000 (SPEC §3); the page's community ticked and its floor plan filled in. */
export function contactStartValues(preset: ModalPreset): ContactValues {
  return {
    name: '',
    email: '',
    phone: '',
    question: '',
    emailPreferred: true,
    phonePreferred: false,
    textPreferred: false,
    additionalInfo: {
      bedrooms: '',
      moveInDate: '',
      amenities: '',
      pets: '',
      floorPlan: preset.floorplanName ?? '',
      hearAboutUs: '',
      lowerRent: RENT_MIN,
      upperRent: RENT_MAX,
    },
    communities: preset.communityId ? [preset.communityId] : [],
    [HONEYPOT_FIELD]: '',
  };
}

/** The request body of POST /api/contact (CONTRACTS §8; recipients are the server's choice). */
export function contactRequestBody(
  values: ContactValues,
  { property, captchaResponse, currentPage }: { property: string; captchaResponse: string; currentPage: string },
): Record<string, unknown> {
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
    captchaResponse,
    currentPage,
    [HONEYPOT_FIELD]: values[HONEYPOT_FIELD],
  };
}
