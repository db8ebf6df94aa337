/**
 * A picture that fails to load in the browser (a 404, a dead remote link, a deleted photo) shows
 * the site's default image instead of the browser's broken-image icon. One listener for the
 * whole document, in the capture phase (an image's error event does not bubble), installed by
 * an inline script at the top of <body> (components/layout/InlineScripts.tsx): it sees every
 * failure, including those that happen before React hydrates, and costs no client component per
 * picture.
 *
 * Images opt in with FALLBACK_ATTRIBUTE naming their fallback (components/media/SiteImage.tsx
 * sets it). The failed picture gets the fallback as src without srcset; a fallback that fails
 * too is left alone (no loop).
 */
export const FALLBACK_ATTRIBUTE = 'data-fallback';

/**
 * Installs the listener on a document (the inline script runs this; tests call it). Its text is
 * the script, so it refers to nothing outside itself: the attribute names are written out.
 */
export function installImageFallback(doc: Document): void {
  doc.addEventListener(
    'error',
    (event) => {
      const img = event.target as HTMLImageElement | null;
      if (!img || img.tagName !== 'IMG') return;
      const fallback = img.getAttribute('data-fallback');
      if (!fallback || img.hasAttribute('data-fallback-shown')) return;
      img.setAttribute('data-fallback-shown', '');
      img.removeAttribute('srcset');
      img.removeAttribute('sizes');
      img.src = fallback;
    },
    true,
  );
}

/** The inline script's text: the function above, called on the document. */
export const IMAGE_FALLBACK_SCRIPT = `(${installImageFallback.toString()})(document);`;
