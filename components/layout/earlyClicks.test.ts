/** @jest-environment jsdom */
import { createRoot } from 'react-dom/client';
import { ANSWERS_EARLY_ATTRIBUTE, EARLY_CLICKS_SCRIPT, installEarlyClicks, takeEarlyClick, EARLY_CLICK_SELECTOR, REACT_ROOT_MARK } from './earlyClicks';

/** A fresh window per case: the catcher keeps its state on the window. */
function page(markup: string) {
  const doc = document.implementation.createHTMLDocument('x');
  doc.body.innerHTML = markup;
  const win = { document: doc } as unknown as Window;
  installEarlyClicks(win, EARLY_CLICK_SELECTOR, REACT_ROOT_MARK, ANSWERS_EARLY_ATTRIBUTE);
  return { doc, win };
}

/** What react-dom does to the document it starts on (with a random suffix). */
function startReact(doc: Document) {
  Object.assign(doc, { [`${REACT_ROOT_MARK}k3x9`]: {} });
}

// The buttons as TourButtons.tsx, ModalTrigger.tsx and SpecialOffer.tsx render them.
const TOUR = '<button type="button" data-tour="https://youtu.be/x" data-tour-type="video" aria-label="Video Tour: Aspen"><svg><path id="inner"></path></svg>Video Tour</button>';
const APPLY_BUTTON = '<button type="button" data-site-modal="apply">Apply Now</button>';
const APPLY_LINK = '<a href="/apply" data-site-modal="apply">Apply</a>';
const OFFER = '<div data-special-offer=""><button type="button" aria-expanded="false" aria-controls="o1">Special Offer</button><div id="o1" hidden>Half off</div></div>';
const SUBMIT = '<form><button type="submit">Search</button></form>';
const CLIENT = '<button type="button" aria-label="Next photo of Aspen"><svg><path id="arrow"></path></svg></button>';
const CLIENT_SUBMIT = '<form><button>Send</button></form>';
const CLIENT_RESET = '<form><button type="reset">Clear</button></form>';
const CLIENT_DISABLED = '<button type="button" disabled>Next photo</button>';
const FORM_BUTTON = '<form><input name="name"><button type="button">Back</button></form>';
const DISABLED = '<button type="button" data-tour="https://youtu.be/x" data-tour-type="video" disabled>Video Tour</button>';

describe('early clicks: which presses before the listeners exist are kept', () => {
  it.each([
    ['a tour button', TOUR, 'button', true],
    ['the icon inside a tour button', TOUR, '#inner', true],
    ['a modal button (a card’s Apply Now)', APPLY_BUTTON, 'button', true],
    ['a Special Offer button', OFFER, 'button', true],
    ['a modal link: it works as a link without JavaScript', APPLY_LINK, 'a', false],
    ['a submit button: the form submits without JavaScript', SUBMIT, 'button', false],
    ['a client component’s button, before React started', CLIENT, 'button', true],
    ['the icon inside a client component’s button', CLIENT, '#arrow', true],
    ['a button without a type: it submits its form', CLIENT_SUBMIT, 'button', false],
    ['a reset button: it clears its form without JavaScript', CLIENT_RESET, 'button', false],
    ['a disabled button', DISABLED, 'button', false],
    ['a disabled button of a client component', CLIENT_DISABLED, 'button', false],
    ['a form’s own button: its fields are handed over after, it would act on an empty form', FORM_BUTTON, 'button', false],
  ])('%s', (_name, markup, selector, kept) => {
    const { doc, win } = page(markup);
    const target = doc.querySelector(selector)!;
    target.addEventListener('click', (event) => event.preventDefault());
    target.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    const taken = takeEarlyClick(win);
    expect(taken).toBe(kept ? target.closest('button') : null);
  });

  it('a client component’s button pressed once React started is React’s: pressed again, it would be done twice', () => {
    const { doc, win } = page(CLIENT + TOUR);
    startReact(doc);
    doc.querySelector('[aria-label^="Next photo"]')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(takeEarlyClick(win)).toBeNull();
  });

  it('React marks where it starts as the catcher expects (a new React that did not would have presses done twice)', () => {
    const container = document.createElement('div');
    const root = createRoot(container);
    expect(Object.keys(container).filter((key) => key.startsWith(REACT_ROOT_MARK))).toHaveLength(1);
    root.unmount();
  });

  it('a delegated button pressed once React started is still kept: its listeners come later', () => {
    const { doc, win } = page(CLIENT + TOUR);
    startReact(doc);
    const tour = doc.querySelector('[data-tour]')!;
    tour.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(takeEarlyClick(win)).toBe(tour);
  });

  it('keeps only the last button pressed', () => {
    const { doc, win } = page(TOUR + APPLY_BUTTON);
    doc.querySelector('[data-tour]')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    doc.querySelector('[data-site-modal]')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(takeEarlyClick(win)).toBe(doc.querySelector('[data-site-modal]'));
  });

  it('a press on the failure notice is its own: the press held before stays the one kept', () => {
    // The notice as scriptFailure.ts makes it: its buttons answer before the page's script runs.
    const NOTICE = '<div role="alert" data-answers-early=""><button type="button">Try again</button></div>';
    const { doc, win } = page(APPLY_BUTTON + NOTICE);
    doc.querySelector('[data-site-modal]')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    doc.querySelector('[role="alert"] button')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(takeEarlyClick(win)).toBe(doc.querySelector('[data-site-modal]'));
  });

  it('keeps nothing once taken, and hands a button over once', () => {
    const { doc, win } = page(TOUR);
    const tour = doc.querySelector('button')!;
    tour.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(takeEarlyClick(win)).toBe(tour);
    expect(takeEarlyClick(win)).toBeNull();
    tour.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(takeEarlyClick(win)).toBeNull();
  });

  it('drops a button that left the page before the listeners came', () => {
    const { doc, win } = page(TOUR);
    const tour = doc.querySelector('button')!;
    tour.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    tour.remove();
    expect(takeEarlyClick(win)).toBeNull();
  });

  it('stops nothing: the press still reaches the page', () => {
    const { doc } = page(TOUR);
    const seen: string[] = [];
    doc.addEventListener('click', () => seen.push('document'));
    doc.querySelector('button')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(seen).toEqual(['document']);
  });

  it('returns nothing on a page without the script', () => {
    expect(takeEarlyClick({} as Window)).toBeNull();
  });

  it('the inline script works on its own (it refers to nothing outside itself)', () => {
    const doc = document.implementation.createHTMLDocument('x');
    doc.body.innerHTML = TOUR;
    const win = { document: doc } as unknown as Window;
    new Function('window', EARLY_CLICKS_SCRIPT)(win);
    const tour = doc.querySelector('button')!;
    tour.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(takeEarlyClick(win)).toBe(tour);
  });
});
