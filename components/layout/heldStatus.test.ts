/** @jest-environment jsdom */
import { installEarlySubmits, claimEarlySubmit, reportLostEarlySubmits, EARLY_SUBMIT_ATTRIBUTE, EARLY_SUBMIT_HELD_ATTRIBUTE } from '@/components/forms/earlySubmits';
import { ANSWERS_EARLY_ATTRIBUTE, EARLY_CLICK_SELECTOR, installEarlyClicks, REACT_ROOT_MARK, takeEarlyClick } from './earlyClicks';
import { clearHeldStatus, installHeldStatus, type HeldStatusLook } from './heldStatus';
import { HELD_STATUS_SCRIPT } from './heldStatusScript';

const LOOK: HeldStatusLook = {
  texts: { click: 'Still loading.', send: 'Still loading, then sent.' },
  lostSend: 'Not sent.',
  classes: { status: 's', spinner: 'r' },
  delay: 400,
};

// The buttons and form as ModalTrigger.tsx and the application form render them.
const MARKUP =
  '<button type="button" data-site-modal="apply">Apply Now</button>' +
  '<form method="post" data-sent-by-script><button type="submit">Send</button></form>';

/** A fresh window per case, with the inline scripts' three installers, or those `install` runs. */
function page(install: (win: Window) => void = (win) => installHeldStatus(win, LOOK)) {
  const doc = document.implementation.createHTMLDocument('x');
  doc.body.innerHTML = MARKUP;
  const win = {
    document: doc,
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
    clearTimeout: (id: number) => clearTimeout(id),
  } as unknown as Window;
  install(win);
  installEarlyClicks(win, EARLY_CLICK_SELECTOR, REACT_ROOT_MARK, ANSWERS_EARLY_ATTRIBUTE);
  installEarlySubmits(win, EARLY_SUBMIT_ATTRIBUTE, EARLY_SUBMIT_HELD_ATTRIBUTE);
  const form = doc.querySelector('form')!;
  return {
    win,
    doc,
    form,
    tap: () => doc.querySelector('button')!.dispatchEvent(new MouseEvent('click', { bubbles: true })),
    send: () => form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })),
    status: () => doc.querySelector('[role="status"]'),
  };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('held status: a press held until the page’s script runs says so', () => {
  it('a held tap: the live region is in the page at once, empty; its words come after the delay', () => {
    const { doc, tap, status } = page();
    tap();
    expect(status()).not.toBeNull();
    expect(status()!.tagName).toBe('OUTPUT');
    expect(status()!.className).toBe('s');
    expect(status()!.parentElement).toBe(doc.body);
    expect(status()!.textContent).toBe('');
    jest.advanceTimersByTime(399);
    expect(status()!.textContent).toBe('');
    jest.advanceTimersByTime(1);
    expect(status()!.textContent).toBe('Still loading.');
    // The ring is a picture of the words, not more of them.
    expect(status()!.querySelector('span.r')!.getAttribute('aria-hidden')).toBe('true');
  });

  it('goes when the page’s script takes the tap', () => {
    const { win, tap, status } = page();
    tap();
    jest.advanceTimersByTime(400);
    expect(takeEarlyClick(win)).not.toBeNull();
    expect(status()).toBeNull();
  });

  it('a press the page takes before the delay shows nothing, then or later', () => {
    const { win, tap, status } = page();
    tap();
    takeEarlyClick(win);
    expect(status()).toBeNull();
    jest.advanceTimersByTime(1000);
    expect(status()).toBeNull();
  });

  it('a held send says it will be sent, and goes when the form is claimed', () => {
    const { win, form, send, status } = page();
    send();
    jest.advanceTimersByTime(400);
    expect(status()!.textContent).toBe('Still loading, then sent.');
    claimEarlySubmit(win, form);
    expect(status()).toBeNull();
  });

  it('a held form React replaced is gone with its send: once the page runs, the status says so', () => {
    const { win, doc, form, send, status } = page();
    send();
    jest.advanceTimersByTime(400);
    // Still on the page, in a part not yet taken: the status stays.
    reportLostEarlySubmits(win);
    expect(status()!.textContent).toBe('Still loading, then sent.');
    // React's own form in its place, without the held marks.
    const fresh = doc.createElement('form');
    fresh.innerHTML = '<input name="name">';
    form.replaceWith(fresh);
    reportLostEarlySubmits(win);
    // The same region, its words changed (so a screen reader says them), the ring gone.
    expect(status()!.textContent).toBe('Not sent.');
    expect(status()!.querySelector('span')).toBeNull();
    // It stays until the visitor fills a form in again.
    jest.advanceTimersByTime(60_000);
    expect(status()!.textContent).toBe('Not sent.');
    fresh.querySelector('input')!.dispatchEvent(new Event('input', { bubbles: true }));
    expect(status()).toBeNull();
  });

  it('a held form drawn afresh in a part taken after the page’s start: said as the new form is attached', () => {
    const { win, doc, form, send, status } = page();
    send();
    jest.advanceTimersByTime(400);
    // The page starts; the form's part is not taken yet.
    reportLostEarlySubmits(win);
    expect(status()!.textContent).toBe('Still loading, then sent.');
    // Another form of the page is attached meanwhile: the held one is still there.
    const other = doc.createElement('form');
    doc.body.append(other);
    expect(claimEarlySubmit(win, other)).toBe(false);
    expect(status()!.textContent).toBe('Still loading, then sent.');
    // React draws the held form's part afresh: its new form is attached, unheld.
    const fresh = doc.createElement('form');
    form.replaceWith(fresh);
    expect(claimEarlySubmit(win, fresh)).toBe(false);
    expect(status()!.textContent).toBe('Not sent.');
  });

  it('a send lost before its words came is said at once, and goes when a form is sent again', () => {
    const { win, doc, form, send, status } = page();
    send();
    form.remove();
    reportLostEarlySubmits(win);
    expect(status()!.textContent).toBe('Not sent.');
    jest.advanceTimersByTime(400);
    expect(status()!.textContent).toBe('Not sent.');
    doc.dispatchEvent(new Event('submit'));
    expect(status()).toBeNull();
  });

  it('a status React took out with the whole page is put back, empty, and says so after', () => {
    const { win, doc, send, status } = page();
    send();
    jest.advanceTimersByTime(400);
    // React's own page in place of the one it could not take over: no held form, no status.
    doc.body.innerHTML = '<main><form><input name="name"></form></main>';
    reportLostEarlySubmits(win);
    expect(status()!.parentElement).toBe(doc.body);
    expect(status()!.textContent).toBe('');
    jest.advanceTimersByTime(400);
    expect(status()!.textContent).toBe('Not sent.');
  });

  it('nothing is said when the held send was taken, or when nothing was sent', () => {
    const taken = page();
    taken.send();
    jest.advanceTimersByTime(400);
    claimEarlySubmit(taken.win, taken.form);
    taken.form.remove();
    reportLostEarlySubmits(taken.win);
    expect(taken.status()).toBeNull();
    const tapped = page();
    tapped.tap();
    tapped.form.remove();
    reportLostEarlySubmits(tapped.win);
    expect(tapped.status()!.textContent).toBe('');
    jest.advanceTimersByTime(400);
    expect(tapped.status()!.textContent).toBe('Still loading.');
  });

  it('a form claimed without being held leaves a held tap’s status', () => {
    const { win, form, tap, status } = page();
    tap();
    jest.advanceTimersByTime(400);
    claimEarlySubmit(win, form);
    expect(status()!.textContent).toBe('Still loading.');
  });

  it('one status for two presses, saying the last; taking the other leaves it', () => {
    const { doc, win, tap, send, status } = page();
    tap();
    tap();
    jest.advanceTimersByTime(400);
    send();
    expect(doc.querySelectorAll('[role="status"]')).toHaveLength(1);
    expect(status()!.textContent).toBe('Still loading, then sent.');
    clearHeldStatus(win, 'click');
    expect(status()).not.toBeNull();
  });

  it('a second press while the first waits for its words shows one status, once', () => {
    const { doc, tap, send, status } = page();
    tap();
    jest.advanceTimersByTime(200);
    send();
    jest.advanceTimersByTime(200);
    expect(doc.querySelectorAll('[role="status"]')).toHaveLength(1);
    expect(status()!.textContent).toBe('Still loading, then sent.');
  });

  it('a page without the status: the catchers hold as before, and clearing does nothing', () => {
    const { win, form, tap, send, status } = page(() => {});
    tap();
    send();
    expect(status()).toBeNull();
    expect(takeEarlyClick(win)).not.toBeNull();
    expect(claimEarlySubmit(win, form)).toBe(true);
  });

  it('the inline script works on its own (it refers to nothing outside itself)', () => {
    const { tap, status } = page((win) => new Function('window', HELD_STATUS_SCRIPT)(win));
    tap();
    jest.advanceTimersByTime(1000);
    expect(status()!.textContent).toBe('One moment: the page is still loading.');
  });
});
