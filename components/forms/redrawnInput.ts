/**
 * What a visitor entered in a form React then drew afresh, entered again in the new one. When
 * React cannot take over a page's HTML (a translator or an extension changed its text before the
 * script ran) it draws the page, or a part, in the browser: the form the visitor typed in is
 * thrown away with what was in it (earlySubmits.ts `takeRedrawnForm` finds it). Loaded only
 * then, by keepEarlyInput (earlyInput.ts), so no page pays for it otherwise.
 */

import { dispatch, isControl, NOT_ENTERED, setShownValue } from './earlyInput';

/**
 * How to enter again, in a control React drew afresh, what the visitor entered in the one the HTML
 * had (`from`, gone from the page), or null when the two are alike already.
 */
export function redrawnChange(element: Element, from: Element | undefined): (() => void) | null {
  if (!isControl(element) || !from || !isControl(from) || element.disabled) return null;
  if (element instanceof HTMLSelectElement) {
    if (element.value === from.value) return null;
    return () => {
      element.value = from.value;
      dispatch(element, 'change');
    };
  }
  if (element instanceof HTMLInputElement && from instanceof HTMLInputElement) {
    if (NOT_ENTERED.has(element.type)) return null;
    if (element.type === 'file') {
      const files = from.files;
      if (!files || files.length === 0) return null;
      return () => {
        const transfer = new DataTransfer();
        for (const file of Array.from(files)) transfer.items.add(file);
        element.files = transfer.files;
        dispatch(element, 'change');
      };
    }
    if (element.type === 'checkbox' || element.type === 'radio') {
      // A radio unchecked by choosing another is entered with the other.
      if (element.checked === from.checked || (element.type === 'radio' && !from.checked)) return null;
      return () => {
        element.checked = !from.checked;
        element.click();
      };
    }
  }
  if (element.value === from.value) return null;
  return () => {
    setShownValue(element as HTMLInputElement | HTMLTextAreaElement, from.value);
    dispatch(element, 'input');
  };
}

/**
 * What pairs a control with its like in the other form: its name (a radio's and a checkbox's with
 * its value); one without a name (a photo picker) by its type, the first such with the first.
 */
function controlKey(element: Element): string {
  const control = element as HTMLInputElement;
  if (!control.name) return `:${control.type || element.tagName}`;
  return control.type === 'radio' || control.type === 'checkbox' ? `${control.name}=${control.value}` : control.name;
}

/** The steps that enter again, in `form`, what was entered in `from`, the form it replaces. */
export function redrawnChanges(form: HTMLFormElement, from: HTMLFormElement): ((() => void) | null)[] {
  const sources = new Map<string, Element[]>();
  for (const element of Array.from(from.elements)) sources.set(controlKey(element), [...(sources.get(controlKey(element)) ?? []), element]);
  return Array.from(form.elements, (element) => redrawnChange(element, sources.get(controlKey(element))?.shift()));
}
