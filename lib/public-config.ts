import type { ServerConfig } from './config';

/**
 * The part of the server's runtime configuration that browsers may see: the reCAPTCHA site key
 * and the ad-conversion ids (never the secret key). Served by GET /api/site-config and passed
 * to forms by dynamic pages, so a change of RECAPTCHA_SITE_KEY needs a restart, not a rebuild.
 * Client-safe: only a type import of the server config.
 */
export interface PublicSiteConfig {
  /** null: the site has no captcha and the forms send none. */
  recaptchaSiteKey: string | null;
  /** null: no ad conversion is reported and no third-party script loads. */
  adsConversion: { id: string; label: string } | null;
}

export function publicSiteConfig(config: Pick<ServerConfig, 'recaptcha' | 'adsConversion'>): PublicSiteConfig {
  return {
    recaptchaSiteKey: config.recaptcha?.siteKey ?? null,
    adsConversion: config.adsConversion ? { id: config.adsConversion.id, label: config.adsConversion.label } : null,
  };
}

/** The cache lifetime of /api/site-config and /api/communities in browsers (seconds). */
export const FORM_SETTINGS_MAX_AGE_SECONDS = 60;
