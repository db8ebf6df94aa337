import { withoutPrivateLinks } from '@/lib/domain/private-links';
/**
 * The ad-conversion event after a contact submit (docs/http-api.md: sent regardless of outcome, with the
 * two optional tracking ids). Google's gtag.js loads only here, on the first conversion, and
 * only when both ids are configured (ADS_CONVERSION_ID, ADS_CONVERSION_LABEL).
 */
export interface AdsConversion {
  /** `AW-…` */
  id: string;
  label: string;
}

type Gtag = (...args: unknown[]) => void;
type AdsWindow = Window & { dataLayer?: unknown[]; gtag?: Gtag };

export const GTAG_SCRIPT_ID = 'ads-conversion-gtag';

export function gtagScriptUrl(id: string): string {
  return `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
}

export function reportAdConversion(ads: AdsConversion | null, target: AdsWindow = window): boolean {
  if (!ads) return false;
  target.dataLayer = target.dataLayer ?? [];
  if (!target.gtag) {
    const layer = target.dataLayer;
    // gtag.js reads Arguments objects from the data layer (Google's snippet, typed).
    target.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params
      layer.push(arguments);
    };
    target.gtag('js', new Date());
    // gtag.js reads the page's address itself: on a private page that would hand over its secret.
    target.gtag('config', ads.id, {
      page_location: withoutPrivateLinks(target.location.href),
      page_referrer: withoutPrivateLinks(target.document.referrer),
    });
  }
  target.gtag('event', 'conversion', { send_to: `${ads.id}/${ads.label}` });
  const document = target.document;
  if (!document.getElementById(GTAG_SCRIPT_ID)) {
    const script = document.createElement('script');
    script.id = GTAG_SCRIPT_ID;
    script.async = true;
    script.src = gtagScriptUrl(ads.id);
    document.head.appendChild(script);
  }
  return true;
}
