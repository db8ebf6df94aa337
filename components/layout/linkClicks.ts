import { intentPrefetchPath } from '@/lib/html/intent-prefetch';
import { MODAL_ATTRIBUTE } from './modalTriggerData';

/** A left click without a modifier key: one that the page, not the browser, may answer. */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The path and query of the site's page that the link under `target` leads to in this tab, or
 * null (lib/html/intent-prefetch.ts). Read from the element as written; a modal trigger
 * (ModalTrigger.tsx) opens its modal here rather than its page.
 */
export function sitePagePathOf(target: EventTarget | null, page: URL): string | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!link) return null;
  return intentPrefetchPath(
    {
      href: link.getAttribute('href') ?? '',
      target: link.getAttribute('target'),
      download: link.hasAttribute('download'),
      opensModal: link.hasAttribute(MODAL_ATTRIBUTE),
    },
    page,
  );
}
