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
}

type EarlySubmitsWindow = Window & { __earlySubmits?: EarlySubmits };

/**
 * Installs the catcher (the inline script runs this; tests call it). Its text is the script, so
 * it refers to nothing outside itself: the mark comes as an argument.
 */
export function installEarlySubmits(win: Window, attribute: string, heldAttribute: string): void {
  const state: EarlySubmits = { claimed: new WeakSet(), pending: new WeakSet() };
  (win as EarlySubmitsWindow).__earlySubmits = state;
  win.document.addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLFormElement;
      if (!form.hasAttribute(attribute) || state.claimed.has(form)) return;
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
  if (!win.document.querySelector(`form[${EARLY_SUBMIT_HELD_ATTRIBUTE}]`)) reportLostSend(win);
}

/** Sends a form held before its script ran, once: a second call does nothing. */
export function sendEarlySubmit(win: Window, form: HTMLFormElement): void {
  if ((win as EarlySubmitsWindow).__earlySubmits?.pending.delete(form)) form.requestSubmit();
}

/** The inline script's text: the installer above, called on the window. */
export const EARLY_SUBMITS_SCRIPT = `(${installEarlySubmits.toString()})(window,${JSON.stringify(EARLY_SUBMIT_ATTRIBUTE)},${JSON.stringify(EARLY_SUBMIT_HELD_ATTRIBUTE)});`;
