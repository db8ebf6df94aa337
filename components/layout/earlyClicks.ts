import { SPECIAL_OFFER_ATTRIBUTE } from '@/components/listing/specialOfferBehaviour';
import { TOUR_ATTRIBUTE } from '@/components/listing/tourRequest';
import { clearHeldStatus, type HeldStatusWindow } from './heldStatus';
import { MODAL_ATTRIBUTE } from './modalTriggerData';

/**
 * A tap that comes before the page's JavaScript has run is kept, not lost. On a phone the page's
 * buttons are on screen a second or more before anything listens to them: the buttons that
 * DelegatedActions.tsx serves (tour buttons, Special Offers, modal buttons: server markup) until
 * its listeners are installed, and the buttons of client components (a gallery's photos, a
 * slider's arrows, a question of the FAQ, Share) until React starts. An inline script at the top
 * of <body> (InlineScripts.tsx) remembers the last such button pressed meanwhile; DelegatedActions
 * presses it again once its listeners are in place, which is after React has taken the page, so
 * the tap does what it asked for, late rather than never. Meanwhile a status says the page is
 * still loading (heldStatus.ts).
 *
 * A press that something already heard is not kept, or it would be done twice: a link works as
 * a link without JavaScript, a submit button submits its form (earlySubmits.ts; a form's other
 * buttons are left alone, see below), and once React has started it hears every press on the
 * page, replaying itself those on a part it has not taken yet. React marks the document it
 * starts on with a property named REACT_ROOT_MARK and a suffix (react-dom's "container" mark, the
 * same in React 17 to 19; earlyClicks.test.ts starts React to check it).
 */
export const EARLY_CLICK_SELECTOR = [
  `button[${TOUR_ATTRIBUTE}]`,
  `button[${MODAL_ATTRIBUTE}]`,
  `[${SPECIAL_OFFER_ATTRIBUTE}] button[aria-controls]`,
].join(',');

/** The start of the property React sets on the document when it starts there. */
export const REACT_ROOT_MARK = '__reactContainer$';

/**
 * The mark of a part whose buttons answer before the page's script runs: the notice that the
 * script could not be fetched (scriptFailure.ts). A press there is its own; kept, it would take
 * the place of the visitor's press held before, and be pressed again once the page runs.
 */
export const ANSWERS_EARLY_ATTRIBUTE = 'data-answers-early';

/** What the inline script leaves on the window for DelegatedActions. */
interface EarlyClicks {
  ready: boolean;
  last: Element | null;
}

type EarlyClicksWindow = Window & { __earlyClicks?: EarlyClicks };

/**
 * Installs the catcher (the inline script runs this; tests call it). Its text is the script, so
 * it refers to nothing outside itself: the selector and the marks come as arguments. It listens in
 * the capture phase and stops nothing: the click goes on as it would.
 */
export function installEarlyClicks(win: Window, selector: string, reactMark: string, answersEarly: string): void {
  const state: EarlyClicks = { ready: false, last: null };
  (win as EarlyClicksWindow).__earlyClicks = state;
  const doc = win.document;
  const reactStarted = () => Object.keys(doc).some((key) => key.indexOf(reactMark) === 0);
  doc.addEventListener(
    'click',
    (event) => {
      if (state.ready) return;
      const target = event.target as Element | null;
      if (!target || !target.closest || target.closest(`[${answersEarly}]`)) return;
      const delegated = target.closest(selector) as HTMLButtonElement | null;
      // A client component's button: one that does nothing by itself (type "button"), outside a
      // form, whose fields are handed over in a task of their own (earlyInput.ts): a form's
      // button pressed again before that would act on an empty form.
      const own = target.closest('button[type="button"]') as HTMLButtonElement | null;
      const button = delegated || (own && !own.form && !reactStarted() ? own : null);
      if (!button || button.disabled) return;
      state.last = button;
      // It says it is held (heldStatus.ts), through the window: this text is a script of its own.
      const status = (win as HeldStatusWindow).__heldStatus;
      if (status) status.show('click');
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
  clearHeldStatus(win, 'click');
  const last = state.last;
  state.last = null;
  return last instanceof HTMLElement && last.isConnected ? last : null;
}

/** The inline script's text: the installer above, called on the window. */
export const EARLY_CLICKS_SCRIPT = `(${installEarlyClicks.toString()})(window,${[EARLY_CLICK_SELECTOR, REACT_ROOT_MARK, ANSWERS_EARLY_ATTRIBUTE].map((value) => JSON.stringify(value)).join(',')});`;
