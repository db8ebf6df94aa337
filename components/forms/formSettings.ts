import type { FormCommunity } from '@/lib/domain/form-communities';
import type { PublicSiteConfig } from '@/lib/public-config';

/**
 * What a form on a cached page reads when it mounts: the runtime site configuration (captcha
 * site key, ad-conversion ids) and the listed communities, fetched and checked here. SWR holds
 * them (useFormSettings.ts): once per page load, shared by every form; after a failed fetch the
 * next form to mount tries again.
 */

export const SITE_CONFIG_URL = '/api/site-config';
export const COMMUNITIES_URL = '/api/communities';

/** The configuration a form assumes when /api/site-config cannot be read: no captcha, no ads. */
export const FALLBACK_SITE_CONFIG: PublicSiteConfig = { recaptchaSiteKey: null, adsConversion: null };

async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

function isSiteConfig(value: unknown): value is PublicSiteConfig {
  if (!value || typeof value !== 'object') return false;
  const { recaptchaSiteKey, adsConversion } = value as Record<string, unknown>;
  const keyOk = recaptchaSiteKey === null || typeof recaptchaSiteKey === 'string';
  const ads = adsConversion as Record<string, unknown> | null;
  const adsOk = ads === null || (typeof ads === 'object' && typeof ads.id === 'string' && typeof ads.label === 'string');
  return keyOk && adsOk;
}

function isCommunityList(value: unknown): value is FormCommunity[] {
  return (
    Array.isArray(value) &&
    value.every((item) => item && typeof item === 'object' && typeof item.id === 'string' && typeof item.name === 'string')
  );
}

/** The site configuration (rejects when it cannot be read; callers fall back to FALLBACK_SITE_CONFIG). */
export async function fetchSiteConfig(): Promise<PublicSiteConfig> {
  const value = await getJson(SITE_CONFIG_URL);
  if (!isSiteConfig(value)) throw new Error(`${SITE_CONFIG_URL} answered an unexpected shape`);
  return value;
}

/** The listed communities `[{ id, name }]` (rejects when they cannot be read). */
export async function fetchCommunities(): Promise<FormCommunity[]> {
  const value = await getJson(COMMUNITIES_URL);
  if (!isCommunityList(value)) throw new Error(`${COMMUNITIES_URL} answered an unexpected shape`);
  return value.map(({ id, name }) => ({ id, name }));
}
