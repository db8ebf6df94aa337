import { SPECIAL_OFFER_ATTRIBUTE } from '@/components/listing/specialOfferBehaviour';
import { TOUR_ATTRIBUTE } from '@/components/listing/tourRequest';
import { MODAL_ATTRIBUTE } from './modalTriggerData';

/**
 * A tap that comes before the page's JavaScript has run is kept, not lost. The buttons that
 * DelegatedActions.tsx serves (tour buttons, Special Offers, modal buttons) are server markup
 * that does nothing until its listeners are installed; on a phone that is a second or more after
 * the buttons appear. An inline script at the top of <body> (app/layout.tsx) remembers the last
 * such button pressed until then; DelegatedActions presses it again once its listeners are in
 * place, so the tap opens what it asked for, late rather than never.
 *
 * Only the buttons no one else listens to are kept. A modal link still works as a link without
 * JavaScript (it opens /apply or /contact), a submit button submits its form, and buttons of
 * client components answer through React once hydrated; pressing those again would do it twice.
 */
export const EARLY_CLICK_SELECTOR = [
  `button[${TOUR_ATTRIBUTE}]`,
  `button[${MODAL_ATTRIBUTE}]`,
  `[${SPECIAL_OFFER_ATTRIBUTE}] button[aria-controls]`,
].join(',');

/** What the inline script leaves on the window for DelegatedActions. */
interface EarlyClicks {
  ready: boolean;
  last: Element | null;
}

type EarlyClicksWindow = Window & { __earlyClicks?: EarlyClicks };

/**
 * Installs the catcher (the inline script runs this; tests call it). Its text is the script, so
 * it refers to nothing outside itself: the selector comes as an argument. It listens in the
 * capture phase and stops nothing: the click goes on as it would.
 */
export function installEarlyClicks(win: Window, selector: string): void {
  const state: EarlyClicks = { ready: false, last: null };
  (win as EarlyClicksWindow).__earlyClicks = state;
  win.document.addEventListener(
    'click',
    (event) => {
      if (state.ready) return;
      const target = event.target as Element | null;
      const button = target && target.closest ? target.closest(selector) : null;
      if (button && !(button as HTMLButtonElement).disabled) state.last = button;
    },
    true,
  );
}

/**
 * Called once the listeners of the delegated buttons are installed, in the same task: from then
 * on the catcher keeps nothing. Returns the button pressed before, if it is still on the page.
 */
export function takeEarlyClick(win: Window): HTMLElement | null {
  const state = (win as EarlyClicksWindow).__earlyClicks;
  if (!state) return null;
  state.ready = true;
  const last = state.last;
  state.last = null;
  return last instanceof HTMLElement && last.isConnected ? last : null;
}

/** The inline script's text: the installer above, called on the window. */
export const EARLY_CLICKS_SCRIPT = `(${installEarlyClicks.toString()})(window,${JSON.stringify(EARLY_CLICK_SELECTOR)});`;
