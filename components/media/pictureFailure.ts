/**
 * The props that make a picture tell its component when it cannot be loaded, for components
 * that show something of their own instead (a drawn map, a plain poster): the error event, and a
 * check when React attaches it, since a picture that failed before the page hydrated fired its
 * error event before anyone listened. The page-wide fallback (components/media/SiteImage.tsx)
 * is turned off for it.
 */
export function reportPictureFailure(onFail: () => void) {
  return {
    onError: onFail,
    ref: (img: HTMLImageElement | null) => {
      if (img?.complete && img.naturalWidth === 0 && img.currentSrc) onFail();
    },
    fallbackSrc: null,
  } as const;
}
