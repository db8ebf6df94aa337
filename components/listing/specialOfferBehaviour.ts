/**
 * What makes every Special Offer on a page work (components/listing/SpecialOffer.tsx renders the
 * markup): a disclosure. The button toggles the offer text for keyboard and touch; a mouse
 * pointer resting on the offer also shows it (the spec's hover), never as the only way; find in
 * page opens the offer whose text it found (its panel is hidden until found). Escape,
 * a press outside or focus leaving closes it. Listeners on the document serve every offer, those
 * of cards that a later navigation brings included; the state lives in the markup
 * (aria-expanded, hidden, and a flag for an offer opened by hovering).
 */
export const SPECIAL_OFFER_ATTRIBUTE = 'data-special-offer';
const BY_HOVER_ATTRIBUTE = 'data-by-hover';

function offerOf(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>(`[${SPECIAL_OFFER_ATTRIBUTE}]`) : null;
}

function parts(offer: HTMLElement) {
  const button = offer.querySelector<HTMLButtonElement>('button[aria-controls]');
  const panel = button ? offer.ownerDocument.getElementById(button.getAttribute('aria-controls') ?? '') : null;
  return { button, panel };
}

function isOpen(offer: HTMLElement): boolean {
  return parts(offer).button?.getAttribute('aria-expanded') === 'true';
}

function setOpen(offer: HTMLElement, open: boolean, byHover = false) {
  const { button, panel } = parts(offer);
  if (!button || !panel) return;
  button.setAttribute('aria-expanded', String(open));
  if (open) panel.removeAttribute('hidden');
  else panel.setAttribute('hidden', 'until-found');
  offer.toggleAttribute(BY_HOVER_ATTRIBUTE, open && byHover);
}

/** Installs the listeners on a document; returns what removes them. */
export function installSpecialOffers(doc: Document): () => void {
  const onClick = (event: MouseEvent) => {
    const offer = offerOf(event.target);
    if (!offer || !(event.target as Element).closest('button[aria-controls]')) return;
    // A click after a hover-open pins the panel open instead of closing it.
    if (offer.hasAttribute(BY_HOVER_ATTRIBUTE)) offer.removeAttribute(BY_HOVER_ATTRIBUTE);
    else setOpen(offer, !isOpen(offer));
  };
  const onPointerOver = (event: PointerEvent) => {
    const offer = offerOf(event.target);
    if (event.pointerType !== 'mouse' || !offer || offer.contains(event.relatedTarget as Node | null) || isOpen(offer)) return;
    setOpen(offer, true, true);
  };
  const onPointerOut = (event: PointerEvent) => {
    const offer = offerOf(event.target);
    if (event.pointerType !== 'mouse' || !offer || offer.contains(event.relatedTarget as Node | null)) return;
    if (offer.hasAttribute(BY_HOVER_ATTRIBUTE)) setOpen(offer, false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const offer = offerOf(event.target);
    if (event.key !== 'Escape' || !offer || !isOpen(offer)) return;
    event.stopPropagation();
    setOpen(offer, false);
    parts(offer).button?.focus();
  };
  const onFocusOut = (event: FocusEvent) => {
    const offer = offerOf(event.target);
    if (!offer || !isOpen(offer) || offer.hasAttribute(BY_HOVER_ATTRIBUTE)) return;
    if (!offer.contains(event.relatedTarget as Node | null)) setOpen(offer, false);
  };
  // Find in page, or a link to a quoted passage, found the text of a closed offer: the browser
  // shows it; the offer is then open as if pressed.
  const onBeforeMatch = (event: Event) => {
    const offer = offerOf(event.target);
    if (offer && !isOpen(offer)) setOpen(offer, true);
  };
  const onPointerDown = (event: PointerEvent) => {
    for (const button of doc.querySelectorAll(`[${SPECIAL_OFFER_ATTRIBUTE}] button[aria-expanded="true"]`)) {
      const offer = offerOf(button);
      if (offer && !offer.contains(event.target as Node | null)) setOpen(offer, false);
    }
  };
  const listeners = [
    ['click', onClick],
    ['pointerover', onPointerOver],
    ['pointerout', onPointerOut],
    ['keydown', onKeyDown],
    ['focusout', onFocusOut],
    ['pointerdown', onPointerDown],
    ['beforematch', onBeforeMatch],
  ] as const;
  for (const [type, listener] of listeners) doc.addEventListener(type, listener as EventListener);
  // A quoted-passage link may have opened an offer before these listeners were there.
  for (const offer of doc.querySelectorAll<HTMLElement>(`[${SPECIAL_OFFER_ATTRIBUTE}]`)) {
    if (!isOpen(offer) && parts(offer).panel?.hasAttribute('hidden') === false) setOpen(offer, true);
  }
  return () => {
    for (const [type, listener] of listeners) doc.removeEventListener(type, listener as EventListener);
  };
}
