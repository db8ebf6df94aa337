'use client';

import type { EmblaCarouselType } from 'embla-carousel';
import { Children, Suspense, useCallback, useEffect, useRef, useState, useSyncExternalStore, type CSSProperties, type ReactNode } from 'react';
import { Icon } from './Icon';
import { lazyOr } from './lazyOr';
import * as styles from './Slider.css';
import { useNearViewport } from './useNearViewport';

export interface SliderProps {
  /** Names the carousel region, e.g. "Photos of the Aspen floor plan". */
  label: string;
  /** Each child is one slide. */
  children: ReactNode;
  /** Slides visible at once: phones, tablets (≥768 px), desktops (≥1024 px). */
  perView?: number;
  perViewTablet?: number;
  perViewDesktop?: number;
  /** Accessible names of the arrows. */
  previousLabel?: string;
  nextLabel?: string;
  /** Name of each slide (default "3 of 8"). */
  slideLabel?: (index: number, count: number) => string;
  /**
   * More slides can be loaded: the right arrow shows on the last slide and calls `onLoadMore`
   * (e.g. a card's photo folder). When the new slides arrive the slider moves to the next one.
   */
  hasMore?: boolean;
  onLoadMore?: () => void;
  /** Called with the selected slide index. */
  onSelect?: (index: number) => void;
  startIndex?: number;
  className?: string;
  slideClassName?: string;
}

/** Embla's module, fetched once: when a slider nears the screen, or before a card's photos open. */
let engineLoaded = false;
export const loadSliderEngine = () => import('./SliderEngine').then((module) => ((engineLoaded = true), module));
// Without Embla's code (a failed fetch: the network dropped, or the site was deployed again) the
// slides stay as they are, the first in view; the page goes on.
const NoEngine = () => null;
const SliderEngine = lazyOr(() => loadSliderEngine().then((module) => module.default), NoEngine);

function cssVarName(reference: string) {
  return reference.replace(/^var\((--[^,)]+).*$/, '$1');
}

/**
 * A carousel on Embla. The left arrow shows only after the first slide and the right arrow only
 * before the last (docs/product.md). Arrows are real buttons; swiping and keyboard focus work too.
 */
export function Slider({
  label,
  children,
  perView = 1,
  perViewTablet,
  perViewDesktop,
  previousLabel = 'Previous slide',
  nextLabel = 'Next slide',
  slideLabel = (index, count) => `${index + 1} of ${count}`,
  hasMore = false,
  onLoadMore,
  onSelect,
  startIndex = 0,
  className,
  slideClassName,
}: SliderProps) {
  const slides = Children.toArray(children);
  // Embla starts when the slider comes within 600 px of the screen or an arrow is pressed, or at
  // once if its code is already here: the floor plan pages' sliders are below the first screen,
  // and Embla's 7 kB (gzip) stay out of their first load. Its options are read once.
  const viewportRef = useRef<HTMLDivElement>(null);
  const [asked, setAsked] = useState(() => engineLoaded);
  const near = useNearViewport(viewportRef);
  const [api, setApi] = useState<EmblaCarouselType>();
  const [options] = useState(() => ({ align: 'start' as const, containScroll: 'trimSnaps' as const, startIndex }));
  const start = () => setAsked(true);
  const initialPrev = startIndex > 0;
  const initialNext = slides.length > perView;
  const advanceAfterLoad = useRef(false);
  /** An arrow pressed before Embla had started: done once it has. */
  const pending = useRef<'previous' | 'next' | null>(null);
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const onSelectRef = useRef(onSelect);
  useEffect(() => {
    onSelectRef.current = onSelect;
  });
  // The arrows' latest handlers, for a press replayed once Embla has started (before the effect below).
  const moves = useRef({ previous: () => {}, next: () => {} });
  useEffect(() => {
    moves.current = { previous: goPrevious, next: goNext };
  });

  // Whether the arrows can move is the carousel's state: read from it, and again on its events.
  const subscribe = useCallback(
    (notify: () => void) => {
      if (!api) return () => {};
      api.on('select', notify);
      api.on('reInit', notify);
      return () => {
        api.off('select', notify);
        api.off('reInit', notify);
      };
    },
    [api],
  );
  const canPrev = useSyncExternalStore(subscribe, () => (api ? api.canScrollPrev() : initialPrev), () => initialPrev);
  const canNext = useSyncExternalStore(subscribe, () => (api ? api.canScrollNext() : initialNext), () => initialNext);

  useEffect(() => {
    if (!api) return;
    const select = () => onSelectRef.current?.(api.selectedScrollSnap());
    select();
    const onReInit = () => {
      select();
      if (advanceAfterLoad.current && api.canScrollNext()) {
        advanceAfterLoad.current = false;
        api.scrollNext();
      }
    };
    api.on('select', select);
    api.on('reInit', onReInit);
    const early = pending.current;
    pending.current = null;
    if (early) moves.current[early]();
    return () => {
      api.off('select', select);
      api.off('reInit', onReInit);
    };
  }, [api]);

  const showPrevious = canPrev;
  const showNext = canNext || hasMore;

  function goPrevious() {
    if (!api) {
      pending.current = 'previous';
      start();
      return;
    }
    api.scrollPrev();
    if (!api.canScrollPrev()) nextRef.current?.focus();
  }

  function goNext() {
    if (!api) {
      pending.current = 'next';
      start();
      return;
    }
    if (api.canScrollNext()) {
      api.scrollNext();
      if (!api.canScrollNext() && !hasMore) previousRef.current?.focus();
      return;
    }
    if (hasMore && onLoadMore) {
      advanceAfterLoad.current = true;
      onLoadMore();
    }
  }

  const style = {
    [cssVarName(styles.perView)]: String(perView),
    ...(perViewTablet ? { [cssVarName(styles.perViewTablet)]: String(perViewTablet) } : {}),
    ...(perViewDesktop ? { [cssVarName(styles.perViewDesktop)]: String(perViewDesktop) } : {}),
  } as CSSProperties;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={className ? `${styles.slider} ${className}` : styles.slider}
      style={style}
    >
      {asked || near ? (
        <Suspense fallback={null}>
          <SliderEngine viewport={viewportRef} options={options} onApi={setApi} />
        </Suspense>
      ) : null}
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.container}>
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(index, slides.length)}
              className={slideClassName ? `${styles.slide} ${slideClassName}` : styles.slide}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      <button
        ref={previousRef}
        type="button"
        className={`${styles.arrow} ${styles.previous}`}
        onClick={goPrevious}
        aria-label={previousLabel}
        hidden={!showPrevious}
      >
        <Icon name="chevron-left" />
      </button>
      <button
        ref={nextRef}
        type="button"
        className={`${styles.arrow} ${styles.next}`}
        onClick={goNext}
        aria-label={nextLabel}
        hidden={!showNext}
      >
        <Icon name="chevron-right" />
      </button>
    </section>
  );
}
