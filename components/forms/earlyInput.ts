/**
 * What a visitor typed, ticked, chose or picked in a form before the page's script ran, handed to
 * the components once they run.
 *
 * A form is on screen from the first HTML, and a phone takes a second or more to hydrate it. React
 * leaves what was typed meanwhile on screen but does not tell the component: its state still holds
 * the first values, so the next render of a field writes them back (what was typed in Name
 * vanished when the visitor went on to Questions) and a send found the required fields empty
 * while they showed text ("Please provide Name" under a name).
 *
 * `keepEarlyInput` is the form's ref: when React attaches the form, each control whose state
 * differs from the one in the HTML is noted, then, in the next task, changed again the way a
 * visitor would change it, so the component's own onChange takes the value. Each change is
 * rendered before the next (flushSync), since a handler reading the state it rendered with would
 * otherwise undo the one before; all in one task, so that nothing the visitor does comes between.
 */

import { flushSync } from 'react-dom';
import { reportLostSend } from '@/components/layout/heldStatus';
import { claimEarlySubmit, EARLY_SUBMIT_ATTRIBUTE, sendEarlySubmit, settleRedrawnForm, takeRedrawnForm } from './earlySubmits';
import './earlySubmit.css';

export type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Inputs a visitor does not type into. */
export const NOT_ENTERED = new Set(['hidden', 'submit', 'button', 'reset', 'image']);

export function isControl(element: Element): element is Control {
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;
}

export function dispatch(element: Control, type: 'input' | 'change') {
  element.dispatchEvent(new Event(type, { bubbles: true }));
}

/**
 * Sets a text control's value past whatever the page put on the element itself. React keeps the
 * last value it saw through a setter on each element and calls onChange only when the value
 * differs from it; the element's own setter (the element's value) updates that record, this one
 * (its prototype's) does not.
 */
export function setShownValue(element: HTMLInputElement | HTMLTextAreaElement, value: string) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), 'value')?.set?.call(element, value);
}

/**
 * How to hand one control's early state to the page, or null when it is as the HTML had it. The
 * state is read now: a render before the replay may have written the first value back.
 */
export function earlyChange(element: Element): (() => void) | null {
  if (!isControl(element) || element.disabled) return null;
  if (element instanceof HTMLSelectElement) {
    const options = Array.from(element.options);
    const selected = options.map((option) => option.selected);
    // React's HTML marks the chosen option; a select made in the browser has no mark to go by.
    if (!options.some((option) => option.defaultSelected)) return null;
    if (options.every((option, index) => option.defaultSelected === selected[index])) return null;
    return () => {
      options.forEach((option, index) => (option.selected = selected[index] ?? false));
      dispatch(element, 'change');
    };
  }
  if (element instanceof HTMLInputElement) {
    if (NOT_ENTERED.has(element.type)) return null;
    if (element.type === 'file') return element.files && element.files.length > 0 ? () => dispatch(element, 'change') : null;
    if (element.type === 'checkbox' || element.type === 'radio') {
      const checked = element.checked;
      // A radio unchecked by choosing another is handed over with the other.
      if (checked === element.defaultChecked || (element.type === 'radio' && !checked)) return null;
      return () => {
        element.checked = !checked;
        element.click();
      };
    }
  }
  const value = element.value;
  if (value === element.defaultValue) return null;
  return () => {
    element.value = element.defaultValue;
    setShownValue(element, value);
    dispatch(element, 'input');
  };
}

/**
 * The form's ref (React 19 calls what it returns when the form goes). A form the visitor sent
 * before is sent again once what was entered is handed over (earlySubmits.ts). A form React drew
 * afresh in place of one the visitor had typed in or sent gets what they entered there.
 */
export function keepEarlyInput(form: HTMLFormElement | null): (() => void) | void {
  if (!form) return;
  const redrawnFrom = takeRedrawnForm(window, form);
  const sent = claimEarlySubmit(window, form);
  const send = sent ? () => sendEarlySubmit(window, form) : null;
  if (redrawnFrom) {
    // Rare (a page React could not take over), so its code loads only then.
    let attached = true;
    import('./redrawnInput').then(
      ({ redrawnChanges }) => {
        if (!attached) return;
        settleRedrawnForm(window, form);
        replay(form, [...redrawnChanges(form, redrawnFrom), send]);
      },
      // Its file did not come: what was typed stays lost, and a held send is said to be.
      () => {
        if (attached && sent) reportLostSend(window);
      },
    );
    return () => {
      attached = false;
    };
  }
  // Read now (a render before the replay may write the first values back), replayed a task later:
  // React renders nothing synchronously while it attaches refs.
  const steps = [...Array.from(form.elements, earlyChange), send].filter((step) => step !== null);
  if (steps.length === 0) return;
  const timer = setTimeout(() => replay(form, steps), 0);
  return () => clearTimeout(timer);
}

/** Runs the steps, each rendered before the next, while the form is on the page. */
function replay(form: HTMLFormElement, steps: ((() => void) | null)[]) {
  for (const step of steps) if (step && form.isConnected) flushSync(step);
}

/**
 * What every form the site sends by script puts on its <form>: the ref, and the mark by which a
 * send before the script runs is held until it does (earlySubmits.ts). `method="post"`: sent
 * without JavaScript, the form reloads its page, where a GET would put what was typed (name,
 * e-mail, phone) into the address, the history and the server's logs. `suppressHydrationWarning`:
 * a form held before React started carries the held marks, which React need not warn of.
 */
export const SENT_BY_SCRIPT = {
  method: 'post',
  ref: keepEarlyInput,
  [EARLY_SUBMIT_ATTRIBUTE]: '',
  suppressHydrationWarning: true,
} as const;
