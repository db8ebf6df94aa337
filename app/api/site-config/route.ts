import { getConfig } from '@/lib/config';
import { FORM_SETTINGS_MAX_AGE_SECONDS, publicSiteConfig } from '@/lib/public-config';
import { otherMethods } from '@/lib/http/other-methods';

export const dynamic = 'force-dynamic';

/** Other methods: 405 with Allow, and OPTIONS (lib/http/other-methods.ts). */
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');

/**
 * GET /api/site-config → `{ recaptchaSiteKey, adsConversion }` (lib/public-config.ts): what the
 * forms on cached pages need of the runtime configuration. Read at request time (never baked
 * into HTML at build time) and cached briefly by browsers.
 */
export async function GET(): Promise<Response> {
  return Response.json(publicSiteConfig(getConfig()), {
    headers: { 'Cache-Control': `public, max-age=${FORM_SETTINGS_MAX_AGE_SECONDS}` },
  });
}
