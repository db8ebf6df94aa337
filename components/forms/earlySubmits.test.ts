/** @jest-environment jsdom */
import {
  claimEarlySubmit,
  EARLY_SUBMIT_ATTRIBUTE,
  EARLY_SUBMIT_HELD_ATTRIBUTE,
  EARLY_SUBMITS_SCRIPT,
  installEarlySubmits,
  reportLostEarlySubmits,
  sendEarlySubmit,
  settleRedrawnForm,
  takeRedrawnForm,
} from './earlySubmits';

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

describe('a form React drew afresh takes over from the one the HTML had', () => {
  const FIELDS = '<input name="name"><input name="email"><button type="submit">Send</button>';

  /** The page's form typed in (and sent, with `send`), then replaced by React's own. */
  function redrawn({ send = false, markup = FIELDS } = {}) {
    const early = page(`<form method="post" data-sent-by-script>${FIELDS}</form>`);
    const status = { show: jest.fn(), clear: jest.fn(), lostSend: jest.fn() };
    (early.win as Window & { __heldStatus?: unknown }).__heldStatus = status;
    const name = early.form.elements.namedItem('name') as HTMLInputElement;
    name.value = 'Typed early';
    name.dispatchEvent(new Event('input', { bubbles: true }));
    if (send) early.send();
    const fresh = early.win.document.createElement('form');
    fresh.setAttribute(EARLY_SUBMIT_ATTRIBUTE, '');
    fresh.innerHTML = markup;
    early.form.replaceWith(fresh);
    return { ...early, fresh, status };
  }

  it('one typed in: what was typed is the new one’s to take until it is entered; nothing is sent', () => {
    const { win, form, fresh } = redrawn();
    expect(takeRedrawnForm(win, fresh)).toBe(form);
    expect(claimEarlySubmit(win, fresh)).toBe(false);
    // Attached again before it is entered (React may attach a form twice): the same one.
    expect(takeRedrawnForm(win, fresh)).toBe(form);
    settleRedrawnForm(win, fresh);
    expect(takeRedrawnForm(win, fresh)).toBeNull();
    // Not another new form's either.
    const other = win.document.createElement('form');
    other.innerHTML = fresh.innerHTML;
    expect(takeRedrawnForm(win, other)).toBeNull();
  });

  it('one sent: the new one sends it, and the status that said it would be sent stays until then', () => {
    const { win, form, fresh, status } = redrawn({ send: true });
    expect(takeRedrawnForm(win, fresh)).toBe(form);
    expect(claimEarlySubmit(win, fresh)).toBe(true);
    reportLostEarlySubmits(win);
    expect(status.lostSend).not.toHaveBeenCalled();
    expect(status.clear).not.toHaveBeenCalled();
    settleRedrawnForm(win, fresh);
    expect(status.clear).toHaveBeenCalledWith('send');
  });

  it('a new form with other controls is not it: the send is said lost', () => {
    const { win, fresh, status } = redrawn({ send: true, markup: '<input name="name"><input name="phone">' });
    expect(takeRedrawnForm(win, fresh)).toBeNull();
    expect(claimEarlySubmit(win, fresh)).toBe(false);
    expect(status.lostSend).toHaveBeenCalledTimes(1);
    // Said once.
    reportLostEarlySubmits(win);
    expect(status.lostSend).toHaveBeenCalledTimes(1);
  });

  it('the page’s own form, still there, is taken over as it is, not drawn afresh', () => {
    const { win, form } = page(`<form method="post" data-sent-by-script>${FIELDS}</form>`);
    form.querySelector('input')!.dispatchEvent(new Event('input', { bubbles: true }));
    expect(takeRedrawnForm(win, form)).toBeNull();
  });

  it('a form claimed, then gone (the visitor moved on), is not taken again by a new one', () => {
    const { win, form } = page(`<form method="post" data-sent-by-script>${FIELDS}</form>`);
    form.querySelector('input')!.dispatchEvent(new Event('input', { bubbles: true }));
    claimEarlySubmit(win, form);
    const fresh = win.document.createElement('form');
    fresh.innerHTML = FIELDS;
    form.replaceWith(fresh);
    expect(takeRedrawnForm(win, fresh)).toBeNull();
  });

  it('two gone with the same controls: neither is guessed at', () => {
    const doc = document.implementation.createHTMLDocument('x');
    doc.body.innerHTML = `<form data-sent-by-script>${FIELDS}</form><form data-sent-by-script>${FIELDS}</form>`;
    const win = { document: doc } as unknown as Window;
    installEarlySubmits(win, EARLY_SUBMIT_ATTRIBUTE, EARLY_SUBMIT_HELD_ATTRIBUTE);
    for (const form of Array.from(doc.forms)) form.querySelector('input')!.dispatchEvent(new Event('input', { bubbles: true }));
    const fresh = doc.createElement('form');
    fresh.innerHTML = FIELDS;
    doc.body.replaceChildren(fresh);
    expect(takeRedrawnForm(win, fresh)).toBeNull();
  });

  it('a form without named controls matches nothing', () => {
    const { win, form } = page('<form method="post" data-sent-by-script><button type="submit">Send</button></form>');
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    const fresh = win.document.createElement('form');
    form.replaceWith(fresh);
    expect(takeRedrawnForm(win, fresh)).toBeNull();
  });
});
