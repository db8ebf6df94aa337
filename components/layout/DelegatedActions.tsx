'use client';

import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import { Modal } from '@/components/ui/Modal';
import { installSpecialOffers } from '@/components/listing/specialOfferBehaviour';
import { readTourRequest, TOUR_ATTRIBUTE, type TourRequest } from '@/components/listing/tourRequest';
import { reportLostEarlySubmits } from '@/components/forms/earlySubmits';
import { takeEarlyClick } from './earlyClicks';
import { markPageScriptRan } from './scriptFailure';
import { FOCUS_TARGET_ATTRIBUTE } from './focusTarget';
import { isPlainClick } from './linkClicks';
import { loadOrExplain } from './loadOrExplain';
import { preloadModalBody } from './modalBodies';
import { decodePreset, MODAL_ATTRIBUTE, modalNameOf, PRESET_ATTRIBUTE } from './modalTriggerData';
import { useSiteModals } from './useSiteModals';

function loadVideoModal() {
  return import('@/components/media/VideoModal');
}

// The player, its preview and their images are code every page would load for the few visitors
// who press a tour button: fetched when a pointer or the focus reaches one, shown once loaded.
// Without it, the modal opens with the note on why (loadOrExplain).
const LazyVideoModal = dynamic(
  loadOrExplain(
    () => loadVideoModal().then((module) => module.VideoModal),
    ({ open, onClose, title }, note) => (
      <Modal open={open} onClose={onClose} title={title}>
        {note}
      </Modal>
    ),
  ),
  { ssr: false },
);

function closestWith(target: EventTarget | null, attribute: string): Element | null {
  return target instanceof Element ? target.closest(`[${attribute}]`) : null;
}

/**
 * The buttons of server-rendered markup, made to work by listeners on the document instead of a
 * client component each: modal triggers (ModalTrigger.tsx), tour buttons (TourButtons.tsx),
 * Special Offers (specialOfferBehaviour.ts) and links that move the focus (focusTarget.ts). A list
 * of cards thus hydrates none of them; cards that a later navigation brings work at once; a button
 * pressed before they were installed is pressed again once they are (earlyClicks.ts). Renders the
 * one video modal the tour buttons share, loaded on demand.
 */
export function DelegatedActions() {
  const modals = useSiteModals();
  const modalsRef = useRef(modals);
  const [tour, setTour] = useState<TourRequest | null>(null);

  useEffect(() => {
    modalsRef.current = modals;
  });

  useEffect(() => installSpecialOffers(document), []);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = closestWith(event.target, FOCUS_TARGET_ATTRIBUTE);
      if (link && isPlainClick(event)) {
        // The section stays mounted across a search's navigation, so the focus stays with it.
        document.getElementById(link.getAttribute(FOCUS_TARGET_ATTRIBUTE) ?? '')?.focus({ preventScroll: true });
        return;
      }
      const trigger = closestWith(event.target, MODAL_ATTRIBUTE);
      const modal = trigger ? modalNameOf(trigger) : null;
      if (trigger && modal) {
        // A link trigger still works as a link for a new tab or window.
        if (trigger.tagName === 'A' && !isPlainClick(event)) return;
        event.preventDefault();
        const preset = decodePreset(trigger.getAttribute(PRESET_ATTRIBUTE));
        if (modal === 'menu') modalsRef.current.openMenu();
        else if (modal === 'contact') modalsRef.current.openContact(preset);
        else modalsRef.current.openApplication(preset);
        return;
      }
      const button = closestWith(event.target, TOUR_ATTRIBUTE);
      const request = button ? readTourRequest(button) : null;
      if (request) setTour(request);
    };
    // The code of a modal starts loading when a pointer or the focus reaches its trigger.
    const onApproach = (event: Event) => {
      const trigger = closestWith(event.target, MODAL_ATTRIBUTE);
      const modal = trigger ? modalNameOf(trigger) : null;
      if (modal === 'contact' || modal === 'apply') preloadModalBody(modal);
      else if (closestWith(event.target, TOUR_ATTRIBUTE)) void loadVideoModal().catch(() => {});
    };
    document.addEventListener('click', onClick);
    document.addEventListener('pointerover', onApproach);
    document.addEventListener('focusin', onApproach);
    // A button pressed before these listeners existed is pressed again now (earlyClicks.ts).
    takeEarlyClick(window)?.click();
    reportLostEarlySubmits(window);
    // The page's script runs: a notice that it could not be fetched is wrong now (scriptFailure.ts).
    markPageScriptRan(window);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('pointerover', onApproach);
      document.removeEventListener('focusin', onApproach);
    };
  }, []);

  return tour ? (
    <LazyVideoModal open onClose={() => setTour(null)} video={tour.video} title={tour.title} poster={tour.poster} />
  ) : null;
}
