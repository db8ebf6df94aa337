import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ApplicationForm } from '@/components/application/ApplicationForm';
import { resetSwrForTests } from '@/test/swr-cache';
import { MockFetch } from '@/test/mock-fetch';
import { earlyChange } from './earlyInput';
import { EARLY_SUBMIT_ATTRIBUTE, EARLY_SUBMIT_HELD_ATTRIBUTE, installEarlySubmits } from './earlySubmits';

jest.mock('react-google-recaptcha-v3', () => ({
  GoogleReCaptchaProvider: ({ children }: { children: unknown }) => children,
  useGoogleReCaptcha: () => ({ executeRecaptcha: jest.fn() }),
}));

const COMMUNITIES = [
  { id: 'maple-court', name: 'Maple Court' },
  { id: 'kirkwood', name: 'Kirkwood Commons' },
];
const NO_CAPTCHA = { recaptchaSiteKey: null, adsConversion: null };

/** Markup parsed as a page's HTML is (default values from attributes). */
function parsed(markup: string): HTMLFormElement {
  const holder = document.createElement('div');
  holder.innerHTML = `<form>${markup}</form>`;
  document.body.append(holder);
  return holder.querySelector('form')!;
}

describe('earlyChange: which controls differ from the HTML', () => {
  afterEach(() => document.body.replaceChildren());

  it.each([
    ['text typed', '<input name="a" value="">', (form: HTMLFormElement) => ((form.elements[0] as HTMLInputElement).value = 'x'), true],
    ['text as in the HTML', '<input name="a" value="preset">', () => {}, false],
    ['text changed back to the HTML value', '<input name="a" value="p">', (form: HTMLFormElement) => ((form.elements[0] as HTMLInputElement).value = 'p'), false],
    ['a textarea typed in', '<textarea name="q">first</textarea>', (form: HTMLFormElement) => ((form.elements[0] as HTMLTextAreaElement).value = 'first and more'), true],
    ['a box ticked', '<input type="checkbox" name="c">', (form: HTMLFormElement) => ((form.elements[0] as HTMLInputElement).checked = true), true],
    ['a ticked box cleared', '<input type="checkbox" name="c" checked>', (form: HTMLFormElement) => ((form.elements[0] as HTMLInputElement).checked = false), true],
    ['a select left as the HTML chose', '<select name="s"><option value="" selected>Pick</option><option value="b">B</option></select>', () => {}, false],
    ['a select changed', '<select name="s"><option value="" selected>Pick</option><option value="b">B</option></select>', (form: HTMLFormElement) => ((form.elements[0] as HTMLSelectElement).value = 'b'), true],
    ['a select on a later option the HTML chose', '<select name="s"><option value="">Pick</option><option value="b" selected>B</option></select>', () => {}, false],
    ['a select made in the browser (no option marked)', '<select name="s"><option value="">Pick</option><option value="b">B</option></select>', (form: HTMLFormElement) => ((form.elements[0] as HTMLSelectElement).value = 'b'), false],
    ['a hidden input', '<input type="hidden" name="h" value="1">', (form: HTMLFormElement) => ((form.elements[0] as HTMLInputElement).value = '2'), false],
    ['a disabled input', '<input name="d" disabled>', (form: HTMLFormElement) => ((form.elements[0] as HTMLInputElement).value = 'x'), false],
    ['a button', '<button type="submit">Send</button>', () => {}, false],
  ])('%s', (_name, markup, act, changed) => {
    const form = parsed(markup);
    act(form);
    expect(earlyChange(form.elements[0]!) !== null).toBe(changed);
  });

  it('of two radios, the one chosen carries the change', () => {
    const form = parsed('<input type="radio" name="r" value="a" checked><input type="radio" name="r" value="b">');
    (form.elements[1] as HTMLInputElement).checked = true;
    expect(earlyChange(form.elements[0]!)).toBeNull();
    expect(earlyChange(form.elements[1]!)).not.toBeNull();
  });
});

describe('a form typed in before its script ran (ApplicationForm, hydrated)', () => {
  let api: MockFetch;
  let root: Root | undefined;
  beforeEach(() => {
    void resetSwrForTests();
    api = new MockFetch().on('/api/application', { status: 201, body: { message: 'Rental Application Request Complete!' } }).install();
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.replaceChildren();
  });

  async function typedBeforeHydration(values: Record<string, string>, { send = false } = {}) {
    const form = <ApplicationForm communities={COMMUNITIES} siteConfig={NO_CAPTCHA} />;
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(form);
    for (const [name, value] of Object.entries(values)) {
      (container.querySelector(`[name="${name}"]`) as HTMLInputElement | HTMLSelectElement).value = value;
    }
    if (send) {
      const button = screen.getByRole('button', { name: 'Request Application' });
      // The browser's own post, were the catcher not there, would leave the page (jsdom: an error).
      expect(button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))).toBe(true);
    }
    await act(async () => {
      root = hydrateRoot(container, form);
    });
    return container;
  }

  it('keeps what was typed when another field is edited, and sends it', async () => {
    const user = userEvent.setup();
    await typedBeforeHydration({ name: 'Rita Renter', email: 'rita@example.com', property: 'kirkwood' });
    await waitFor(() => expect(screen.getByText('1000 characters left')).toBeInTheDocument());
    await user.type(screen.getByRole('textbox', { name: 'Questions (optional)' }), 'Pets?');
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Rita Renter');
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('rita@example.com');
    expect(screen.getByRole('combobox', { name: /Community/ })).toHaveValue('kirkwood');

    await user.click(screen.getByRole('button', { name: 'Request Application' }));
    await screen.findByText('Rental Application Request Complete!');
    expect(api.callsTo('/api/application')[0]?.body).toMatchObject({ name: 'Rita Renter', email: 'rita@example.com', property: 'kirkwood', questions: 'Pets?' });
  });

  it('sends a form sent before its script ran once it runs, with what was typed', async () => {
    installEarlySubmits(window, EARLY_SUBMIT_ATTRIBUTE, EARLY_SUBMIT_HELD_ATTRIBUTE);
    await typedBeforeHydration({ name: 'Rita Renter', email: 'rita@example.com', property: 'maple-court' }, { send: true });
    expect(api.callsTo('/api/application')).toHaveLength(0);
    await screen.findByText('Rental Application Request Complete!');
    expect(api.callsTo('/api/application')).toHaveLength(1);
    expect(api.callsTo('/api/application')[0]?.body).toMatchObject({ name: 'Rita Renter', email: 'rita@example.com', property: 'maple-court' });
  });

  /** Typed in (and sent) before the script ran; then React, not able to take it over, draws it afresh. */
  async function typedThenRedrawn(values: Record<string, string>, { send = false } = {}) {
    installEarlySubmits(window, EARLY_SUBMIT_ATTRIBUTE, EARLY_SUBMIT_HELD_ATTRIBUTE);
    const form = <ApplicationForm communities={COMMUNITIES} siteConfig={NO_CAPTCHA} />;
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(form);
    for (const [name, value] of Object.entries(values)) {
      const control = container.querySelector(`[name="${name}"]`) as HTMLInputElement | HTMLSelectElement;
      control.value = value;
      control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
    }
    if (send) screen.getByRole('button', { name: 'Request Application' }).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    container.replaceChildren();
    await act(async () => {
      root = createRoot(container);
      root.render(form);
    });
  }

  it('drawn afresh: what was typed in the form it replaced is entered again', async () => {
    await typedThenRedrawn({ name: 'Rita Renter', email: 'rita@example.com', property: 'kirkwood', questions: 'Pets?' });
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Rita Renter'));
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('rita@example.com');
    expect(screen.getByRole('combobox', { name: /Community/ })).toHaveValue('kirkwood');
    expect(screen.getByText(`${1000 - 'Pets?'.length} characters left`)).toBeInTheDocument();
    expect(api.callsTo('/api/application')).toHaveLength(0);
    // The component holds it, not only the screen: another edit keeps it, and a send carries it.
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Phone (optional)' }), '8125550199');
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Rita Renter');
    await user.click(screen.getByRole('button', { name: 'Request Application' }));
    await screen.findByText('Rental Application Request Complete!');
    expect(api.callsTo('/api/application')[0]?.body).toMatchObject({ name: 'Rita Renter', email: 'rita@example.com', property: 'kirkwood', questions: 'Pets?' });
  });

  it('drawn afresh after it was sent: it is sent, with what was typed', async () => {
    await typedThenRedrawn({ name: 'Rita Renter', email: 'rita@example.com', property: 'maple-court' }, { send: true });
    await screen.findByText('Rental Application Request Complete!');
    expect(api.callsTo('/api/application')).toHaveLength(1);
    expect(api.callsTo('/api/application')[0]?.body).toMatchObject({ name: 'Rita Renter', email: 'rita@example.com', property: 'maple-court' });
  });

  it('counts a long question typed early against its limit', async () => {
    await typedBeforeHydration({ questions: 'x'.repeat(40) });
    expect(await screen.findByText('960 characters left')).toBeInTheDocument();
  });
});
