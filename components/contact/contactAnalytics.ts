import type { ContactAnalyticsEvent } from '@/lib/domain/validation/analytics';

/**
 * Reports a contact analytics event (docs/http-api.md: clicked, initiated, submitted) with the page's
 * community. Fire and forget: it never delays or breaks the form (keepalive lets it finish when
 * the visitor leaves the page).
 */
export function reportContactEvent(event: ContactAnalyticsEvent, property: string): void {
  try {
    void fetch(`/api/analytics/contact/${event}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ property }),
      keepalive: true,
    }).catch(() => {});
  } catch {
    // No fetch (very old browser): analytics are not worth an error.
  }
}
