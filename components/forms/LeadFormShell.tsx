'use client';

import { useId, type ReactNode } from 'react';
import type { PublicSiteConfig } from '@/lib/public-config';
import { CaptchaScope } from './CaptchaScope';
import { useSiteConfig } from './useFormSettings';

/** What a lead form's body gets from its shell. */
export interface LeadFormContext {
  /** Whether the site has a captcha (the form then shows the captcha notice). */
  captchaOn: boolean;
  /** The site configuration once known, for the submit handler. */
  resolveSiteConfig: () => Promise<PublicSiteConfig>;
}

/**
 * Around a lead form (contact, application): the runtime site configuration, the one the page
 * gave or else fetched, and the captcha scope of its site key.
 */
export function LeadFormShell({ siteConfig: given, children }: { siteConfig?: PublicSiteConfig; children: (context: LeadFormContext) => ReactNode }) {
  const { siteConfig, resolveSiteConfig } = useSiteConfig(given);
  const siteKey = siteConfig?.recaptchaSiteKey ?? null;
  return <CaptchaScope siteKey={siteKey}>{children({ captchaOn: siteKey !== null, resolveSiteConfig })}</CaptchaScope>;
}

/** Ids for a form's controls, unique on the page: `fieldId('email')` → 'contactr1-email'. */
export function useFieldIds(form: string): { prefix: string; fieldId: (field: string) => string } {
  const prefix = `${form}${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return { prefix, fieldId: (field) => `${prefix}-${field}` };
}
