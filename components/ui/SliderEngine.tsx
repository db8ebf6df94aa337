'use client';

import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, type RefObject } from 'react';

export interface SliderEngineProps {
  /** The slider's viewport, attached before this component's effects run. */
  viewport: RefObject<HTMLElement | null>;
  options: EmblaOptionsType;
  onApi: (api: EmblaCarouselType | undefined) => void;
}

/**
 * Embla on a slider's viewport, in a module of its own so that Embla's code (7 kB gzip) loads
 * only when a slider nears the screen (Slider.tsx). Renders nothing: the slides are the Slider's
 * markup, the same before and after Embla starts.
 */
export default function SliderEngine({ viewport, options, onApi }: SliderEngineProps) {
  const [attach, api] = useEmblaCarousel(options);
  useEffect(() => {
    attach(viewport.current);
    return () => attach(null);
  }, [attach, viewport]);
  useEffect(() => {
    onApi(api);
    return () => onApi(undefined);
  }, [api, onApi]);
  return null;
}
