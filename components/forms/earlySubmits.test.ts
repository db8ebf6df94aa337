/** @jest-environment jsdom */
import { claimEarlySubmit, EARLY_SUBMIT_ATTRIBUTE, EARLY_SUBMIT_HELD_ATTRIBUTE, EARLY_SUBMITS_SCRIPT, installEarlySubmits, sendEarlySubmit } from './earlySubmits';

/** A fresh window per case: the catcher keeps its state on the window. */
function page(markup: string, install: (win: Window) => void = (win) => installEarlySubmits(win, EARLY_SUBMIT_ATTRIBUTE, EARLY_SUBMIT_HELD_ATTRIBUTE)) {
  const doc = document.implementation.createHTMLDocument('x');
  doc.body.innerHTML = markup;
  const win = { document: doc } as unknown as Window;
  install(win);
  const form = doc.querySelector('form')!;
  const send = () => form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  return { win, form, send };
}

describe('early submits: a form sent before its script ran', () => {
  it('a form marked as its script’s is held, and sent once when its script asks', () => {
    const { win, form, send } = page('<form method="post" data-sent-by-script><input name="a"></form>');
    expect(send()).toBe(false);
    expect(send()).toBe(false);
    // Claimed twice, as React may attach a form twice: each time it is still to be sent.
    expect(claimEarlySubmit(win, form)).toBe(true);
    expect(claimEarlySubmit(win, form)).toBe(true);
    const sent: boolean[] = [];
    form.addEventListener('submit', (event) => {
      sent.push(event.defaultPrevented);
      event.preventDefault();
    });
    sendEarlySubmit(win, form);
    sendEarlySubmit(win, form);
    // Once, and not held: the catcher leaves a claimed form to its script.
    expect(sent).toEqual([false]);
    expect(claimEarlySubmit(win, form)).toBe(false);
  });

  it('a held form is marked busy until its script claims it', () => {
    const { win, form, send } = page('<form method="post" data-sent-by-script><button type="submit">Send</button></form>');
    const marks = () => [form.hasAttribute(EARLY_SUBMIT_HELD_ATTRIBUTE), form.getAttribute('aria-busy')];
    expect(marks()).toEqual([false, null]);
    send();
    expect(marks()).toEqual([true, 'true']);
    claimEarlySubmit(win, form);
    expect(marks()).toEqual([false, null]);
  });

  it('a form not held keeps a busy mark of its own when claimed', () => {
    const { win, form } = page('<form method="post" data-sent-by-script aria-busy="true"></form>');
    claimEarlySubmit(win, form);
    expect(form.getAttribute('aria-busy')).toBe('true');
  });

  it('a claimed form is left to its script', () => {
    const { win, form, send } = page('<form method="post" data-sent-by-script></form>');
    expect(claimEarlySubmit(win, form)).toBe(false);
    expect(send()).toBe(true);
    expect(claimEarlySubmit(win, form)).toBe(false);
  });

  it.each([
    ['a search (GET) works as without JavaScript', '<form method="get" action="/"></form>'],
    ['a plain HTML post the browser sends (the cancel and moderation buttons)', '<form method="post" action="/api/tours/cancel/x"></form>'],
  ])('%s', (_name, markup) => {
    const { win, form, send } = page(markup);
    expect(send()).toBe(true);
    expect(claimEarlySubmit(win, form)).toBe(false);
  });

  it('claims nothing on a page without the script', () => {
    expect(claimEarlySubmit({} as Window, document.createElement('form'))).toBe(false);
  });

  it('the inline script works on its own (it refers to nothing outside itself)', () => {
    const { win, form, send } = page('<form method="post" data-sent-by-script></form>', (win) => new Function('window', EARLY_SUBMITS_SCRIPT)(win));
    expect(send()).toBe(false);
    expect(form.hasAttribute(EARLY_SUBMIT_HELD_ATTRIBUTE)).toBe(true);
    expect(claimEarlySubmit(win, form)).toBe(true);
  });
});
