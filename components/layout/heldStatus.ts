/**
 * A press held until the page's script runs says so. earlyClicks.ts keeps a tap on a button, and
 * components/forms/earlySubmits.ts a form sent, that came before the page's script had run; on a
 * slow phone that can be seconds in which the tap showed nothing (a held form's button turns, but
 * a screen reader was told nothing either way), and a visitor could think it lost and leave.
 *
 * Once something has been held a moment (a press the page answers at once shows nothing), a
 * status at the bottom of the screen says the page is still loading and, for a form, that it will
 * then be sent. It is a polite live region, so a screen reader says it too, and it goes when the
 * page's script takes what was held. While the notice that the script could not be fetched shows
 * (scriptFailure.ts), that notice speaks instead (HeldStatus.css.ts).
 *
 * The inline script at the top of <body> (InlineScripts.tsx) installs it; the two catchers call it
 * through the window, their scripts being texts of their own. The status is an <output> appended
 * to <body>, a tag React renders nowhere there: <body> may still be arriving, so the element can
 * land among the page's own, and React's hydration passes over an element of another tag there.
 */

/** What was held: a button's press, or a form's send. */
export type HeldKind = 'click' | 'send';

/** The status's words and looks; it is made by the inline script, so both are passed. */
export interface HeldStatusLook {
  texts: Record<HeldKind, string>;
  /** Said when a held send was lost with its form (reportLostSend below). */
  lostSend: string;
  classes: { status: string; spinner: string };
  /** How long a press is held before the status shows. */
  delay: number;
}

interface HeldStatus {
  show(kind: HeldKind): void;
  clear(kind: HeldKind): void;
  lostSend(): void;
}

export type HeldStatusWindow = Window & { __heldStatus?: HeldStatus };

/** Long enough that a page ready at once shows nothing, short enough to come before a 2nd tap. */
export const HELD_STATUS_DELAY_MS = 400;

/**
 * Installs the status (the inline script runs this; tests call it). Its text is the script, so it
 * refers to nothing outside itself. The live region is in the page, empty, before its words come:
 * a region that appears with its words already in it is not said by every screen reader.
 */
export function installHeldStatus(win: Window, look: HeldStatusLook): void {
  const doc = win.document;
  let region: HTMLElement | null = null;
  let held: HeldKind | null = null;
  let timer = 0;
  function say() {
    if (!region || !held) return;
    const ring = doc.createElement('span');
    ring.className = look.classes.spinner;
    ring.setAttribute('aria-hidden', 'true');
    region.textContent = '';
    region.appendChild(ring);
    region.appendChild(doc.createTextNode(look.texts[held]));
  }
  (win as HeldStatusWindow).__heldStatus = {
    show(kind) {
      held = kind;
      if (region) {
        // Its words are out already: they change; else the timer brings them.
        if (region.firstChild) say();
        return;
      }
      region = doc.createElement('output');
      region.setAttribute('role', 'status');
      region.className = look.classes.status;
      doc.body.appendChild(region);
      timer = win.setTimeout(say, look.delay);
    },
    clear(kind) {
      if (held !== kind) return;
      held = null;
      win.clearTimeout(timer);
      if (region) region.remove();
      region = null;
    },
    // The words change in the region already there, so they are said; they stay until the
    // visitor types or sends again, having read them. React, drawing the whole page afresh, takes
    // the region out with the rest: it is put back empty, and its words come after.
    lostSend() {
      if (held !== 'send' || !region) return;
      held = null;
      win.clearTimeout(timer);
      const lost = region;
      if (lost.isConnected) lost.textContent = look.lostSend;
      else {
        lost.textContent = '';
        doc.body.appendChild(lost);
        timer = win.setTimeout(() => (lost.textContent = look.lostSend), look.delay);
      }
      const read = () => {
        doc.removeEventListener('input', read, true);
        doc.removeEventListener('submit', read, true);
        lost.remove();
        if (region === lost) region = null;
      };
      doc.addEventListener('input', read, true);
      doc.addEventListener('submit', read, true);
    },
  };
}

/**
 * Called by the page's script when it takes what was held (earlyClicks.ts, earlySubmits.ts): from
 * then on what was pressed shows its own state. A status held for something else stays.
 */
export function clearHeldStatus(win: Window, kind: HeldKind): void {
  const status = (win as HeldStatusWindow).__heldStatus;
  if (status) status.clear(kind);
}

/**
 * Called by the page's script when a held send's form is gone (earlySubmits.ts): React drew that
 * form afresh rather than take it over, and no form it drew has the same fields to make the send
 * from (takeRedrawnForm). The status, which said the form would be sent, says it was not.
 */
export function reportLostSend(win: Window): void {
  const status = (win as HeldStatusWindow).__heldStatus;
  if (status) status.lostSend();
}
