/**
 * A form sent before the page's script has run is sent once it has, not lost. The site's forms
 * post through their scripts; before those run, the browser would post the form to its own page,
 * which reads no body and shows the form again, empty: what was typed was gone. An inline script
 * at the top of <body> (components/layout/InlineScripts.tsx) stops such a post and remembers the
 * form; the form's ref (keepEarlyInput, earlyInput.ts) claims it when React attaches it, hands
 * over what was entered, then sends it.
 *
 * Only the forms marked as sent by their script are held (SENT_BY_SCRIPT, earlyInput.ts); a
 * search form (a GET) works as a link does, and the moderation and cancel pages' buttons are
 * plain HTML forms that the browser posts. Once a form is claimed its submits are React's alone.
 *
 * A held form says so: it is marked busy (`aria-busy`, and EARLY_SUBMIT_HELD_ATTRIBUTE, by which
 * earlySubmit.css.ts turns its submit button's spinner on), as a form being sent does, so that a
 * visitor on a slow phone sees the press was taken rather than pressing again or leaving, and a
 * status says in words that it will be sent (components/layout/heldStatus.ts). The marks and the
 * status go when the form is claimed: from then on the form shows its own state.
 */

import { clearHeldStatus, reportLostSend, type HeldStatusWindow } from '@/components/layout/heldStatus';

/** The mark of a form its script sends. */
export const EARLY_SUBMIT_ATTRIBUTE = 'data-sent-by-script';

/** The mark of a form held until its script runs. */
export const EARLY_SUBMIT_HELD_ATTRIBUTE = 'data-send-held';

interface EarlySubmits {
  claimed: WeakSet<HTMLFormElement>;
  pending: WeakSet<HTMLFormElement>;
  /** Forms typed in or sent before their script claimed them, in case React draws them afresh. */
  early: HTMLFormElement[];
}

type EarlySubmitsWindow = Window & { __earlySubmits?: EarlySubmits };

/**
 * Installs the catcher (the inline script runs this; tests call it). Its text is the script, so
 * it refers to nothing outside itself: the mark comes as an argument.
 */
export function installEarlySubmits(win: Window, attribute: string, heldAttribute: string): void {
  const state: EarlySubmits = { claimed: new WeakSet(), pending: new WeakSet(), early: [] };
  (win as EarlySubmitsWindow).__earlySubmits = state;
  function unclaimed(form: HTMLFormElement | null | undefined): form is HTMLFormElement {
    if (!form || !form.hasAttribute(attribute) || state.claimed.has(form)) return false;
    if (state.early.indexOf(form) < 0) state.early.push(form);
    return true;
  }
  const typed = (event: Event) => unclaimed((event.target as HTMLInputElement).form);
  win.document.addEventListener('input', typed, true);
  win.document.addEventListener('change', typed, true);
  win.document.addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLFormElement;
      if (!unclaimed(form)) return;
      event.preventDefault();
      state.pending.add(form);
      form.setAttribute(heldAttribute, '');
      form.setAttribute('aria-busy', 'true');
      // It says so in words as well (heldStatus.ts), through the window: this text is a script of
      // its own.
      const status = (win as HeldStatusWindow).__heldStatus;
      if (status) status.show('send');
    },
    true,
  );
}

/**
 * Called when React attaches the form: from then on the catcher leaves it alone. Returns whether
 * the visitor sent it before and it is still to be sent. React may attach a form twice (in
 * development, and when a hidden part of a page is shown again), so claiming sends nothing. A
 * form attached unheld may be the one React drew afresh in place of a held one, in a part of the
 * page taken after the page's start (reportLostEarlySubmits, below).
 */
export function claimEarlySubmit(win: Window, form: HTMLFormElement): boolean {
  const state = (win as EarlySubmitsWindow).__earlySubmits;
  if (!state) return false;
  state.claimed.add(form);
  // Its own from now on: were it to go (the visitor moving on), it is not one drawn afresh.
  state.early = state.early.filter((early) => early !== form);
  if (form.hasAttribute(EARLY_SUBMIT_HELD_ATTRIBUTE)) {
    form.removeAttribute(EARLY_SUBMIT_HELD_ATTRIBUTE);
    form.removeAttribute('aria-busy');
    clearHeldStatus(win, 'send');
  } else reportLostEarlySubmits(win);
  return state.pending.has(form);
}

/**
 * Called once the page runs (DelegatedActions.tsx), and as each form is attached after. A held
 * form that React replaced rather than took over (its markup did not match) is gone, and its send
 * with it, and its status said "then your form is sent": it says the form was not. A held form
 * still on the page, in a part not yet taken, keeps its status. A send taken already has cleared
 * it, and nothing is said.
 */
export function reportLostEarlySubmits(win: Window): void {
  const state = (win as EarlySubmitsWindow).__earlySubmits;
  if (!state) return;
  const lost = state.early.filter((form) => !form.isConnected && state.pending.has(form));
  if (lost.length === 0) return;
  state.early = state.early.filter((form) => !lost.includes(form));
  reportLostSend(win);
}

/** React's forms drawn afresh, each with the one it replaced, until what was entered is entered again. */
const redrawnSources = new WeakMap<HTMLFormElement, HTMLFormElement>();

/** The names of a form's controls, in order: two forms with the same are drawn from one component. */
function controlNames(form: HTMLFormElement): string {
  return Array.from(form.elements, (element) => (element as HTMLInputElement).name || '')
    .filter(Boolean)
    .join('\n');
}

/**
 * Called as React attaches a form it drew in the browser rather than took over from the HTML
 * (its markup did not match: a translator or an extension changed the page's text before the
 * script ran), before the form is claimed. The form the HTML had, typed in or sent early, is gone
 * with what the visitor entered; when one such form has the same controls, it is returned, for
 * what was entered to be entered again in the new one (earlyInput.ts), and a send held with it is
 * the new form's to make: the status that said it would be sent stays true, until it is
 * (settleRedrawnForm).
 */
export function takeRedrawnForm(win: Window, form: HTMLFormElement): HTMLFormElement | null {
  // Attached again before what was entered is (React may attach a form twice): the same one.
  const known = redrawnSources.get(form);
  if (known) return known;
  const state = (win as EarlySubmitsWindow).__earlySubmits;
  if (!state || state.claimed.has(form)) return null;
  const names = controlNames(form);
  if (!names) return null;
  const matches = state.early.filter((early) => !early.isConnected && controlNames(early) === names);
  const from = matches.length === 1 ? matches[0]! : null;
  if (!from) return null;
  state.early = state.early.filter((early) => early !== from);
  redrawnSources.set(form, from);
  if (state.pending.delete(from)) state.pending.add(form);
  return from;
}

/**
 * Once what was entered is entered again, the form is the visitor's: it is not done twice, and a
 * held send is made now, so the status that said it would be goes (the form shows its own state).
 */
export function settleRedrawnForm(win: Window, form: HTMLFormElement): void {
  redrawnSources.delete(form);
  if ((win as EarlySubmitsWindow).__earlySubmits?.pending.has(form)) clearHeldStatus(win, 'send');
}

/** Sends a form held before its script ran, once: a second call does nothing. */
export function sendEarlySubmit(win: Window, form: HTMLFormElement): void {
  if ((win as EarlySubmitsWindow).__earlySubmits?.pending.delete(form)) form.requestSubmit();
}

/** The inline script's text: the installer above, called on the window. */
export const EARLY_SUBMITS_SCRIPT = `(${installEarlySubmits.toString()})(window,${JSON.stringify(EARLY_SUBMIT_ATTRIBUTE)},${JSON.stringify(EARLY_SUBMIT_HELD_ATTRIBUTE)});`;
