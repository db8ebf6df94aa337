/** @jest-environment jsdom */
import { ANSWERS_EARLY_ATTRIBUTE } from './earlyClicks';
import { SCRIPT_FAILED_AGAIN_TEXT, SCRIPT_FAILED_TEXT } from './errorTexts';
import { installScriptFailure, markPageScriptRan, PAGE_SCRIPT_PREFIX, type ScriptFailureNotice } from './scriptFailure';
import { SCRIPT_FAILURE_SCRIPT } from './scriptFailureScript';

const NOTICE: ScriptFailureNotice = {
  message: 'The page did not load.',
  again: 'Still not loaded.',
  tryAgain: 'Try again',
  trying: 'Trying…',
  reload: 'Reload',
  cannotStart: 'The page cannot start here.',
  slow: 'The page is slow.',
  classes: { notice: 'n', message: 'm', tryAgain: 't', reload: 'r' },
  mark: 'data-answers-early',
};

const DELAY = 1000;
const GRACE = 5000;
const SLOW = 15000;
const QUIET = 5000;
const TIMES = { retry: DELAY, grace: GRACE, slow: SLOW, quiet: QUIET };

/** A page at the site's address; the watcher keeps its state on the window. */
function page(
  markup = '',
  run: (win: Window) => void = (win) => installScriptFailure(win, PAGE_SCRIPT_PREFIX, NOTICE, TIMES),
  timings: Partial<PerformanceResourceTiming & { responseStatus: number }>[] = [],
) {
  const opened = Date.now();
  const doc = document.implementation.createHTMLDocument('x');
  const base = doc.createElement('base');
  base.href = 'https://apartments.example/apply';
  doc.head.append(base);
  doc.body.innerHTML = markup;
  // A made document stays 'loading'; the page here has been read, as when its scripts fail.
  Object.defineProperty(doc, 'readyState', { value: 'complete', configurable: true });
  const reload = jest.fn();
  const listeners = new EventTarget();
  const win = {
    document: doc,
    location: { reload, origin: 'https://apartments.example' },
    // The page's clock starts with the test's (fake timers move both).
    performance: { getEntriesByType: (type: string) => (type === 'resource' ? timings : []), now: () => Date.now() - opened },
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
    addEventListener: listeners.addEventListener.bind(listeners),
    dispatchEvent: listeners.dispatchEvent.bind(listeners),
  } as unknown as Window;
  run(win);
  return { doc, win, reload };
}

/** A load failure as the browser reports it: an error event that does not bubble. */
function fail(element: Element) {
  element.dispatchEvent(new Event('error', { bubbles: false }));
}

/** The scripts the watcher added to fetch files again. */
const refetched = (doc: Document) => [...doc.head.querySelectorAll('script')];
const notice = (doc: Document) => doc.querySelector('[role="alert"]');
const buttons = (doc: Document) => [...notice(doc)!.querySelectorAll('button')].map((button) => button.textContent);

/** The watcher installed, as the inline script is, while the page is read or before it is. */
const installedWhile = (readyState: 'loading' | 'interactive', timings: Partial<PerformanceResourceTiming>[] = []) =>
  page(
    MAIN,
    (w) => {
      Object.defineProperty(w.document, 'readyState', { value: readyState, configurable: true });
      installScriptFailure(w, PAGE_SCRIPT_PREFIX, NOTICE, TIMES);
    },
    timings,
  );

/** The file fails, and so does the quiet second try a second later. */
function failTwice(doc: Document, script: Element) {
  fail(script);
  jest.advanceTimersByTime(DELAY);
  const again = refetched(doc).find((s) => s.src === (script as HTMLScriptElement).src)!;
  fail(again);
  return again;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const MAIN = '<script src="/_next/static/chunks/main-app-1.js" async></script>';
const PAGE_CHUNK = '<script src="/_next/static/chunks/app/apply/page-2.js" async></script>';

describe('script failure: which failures are tried again', () => {
  it.each([
    ['a chunk of the page, by path', MAIN, 'https://apartments.example/_next/static/chunks/main-app-1.js'],
    ['the page’s route entry, by full address', '<script src="https://apartments.example/_next/static/chunks/app/apply/page-2.js"></script>', 'https://apartments.example/_next/static/chunks/app/apply/page-2.js'],
    ['the framework on a CDN host with the same paths', '<script src="https://cdn.example/_next/static/chunks/webpack-3.js"></script>', 'https://cdn.example/_next/static/chunks/webpack-3.js'],
    ['a third party’s script (the captcha): the forms tell that', '<script src="https://www.google.com/recaptcha/api.js?render=k"></script>', null],
    ['a script elsewhere on the site', '<script src="/assets/other.js"></script>', null],
    ['a picture that fails: the picture fallback handles it', '<img src="/_next/static/media/x.png">', null],
  ])('%s', (_name, markup, again) => {
    const { doc } = page(markup);
    fail(doc.body.firstElementChild!);
    expect(refetched(doc)).toHaveLength(0);
    jest.advanceTimersByTime(DELAY);
    expect(refetched(doc).map((script) => [script.src, script.async])).toEqual(again ? [[again, true]] : []);
    expect(notice(doc)).toBeNull();
  });

  it('a second try that works shows nothing', () => {
    const { doc } = page(MAIN);
    fail(doc.querySelector('script')!);
    jest.advanceTimersByTime(DELAY);
    refetched(doc)[0]!.dispatchEvent(new Event('load'));
    expect(notice(doc)).toBeNull();
  });
});

describe('script failure: files that failed before the watcher ran (it waits for the stylesheet)', () => {
  const MAIN_URL = 'https://apartments.example/_next/static/chunks/main-app-1.js';
  it.each([
    ['no body, no status (a dropped connection)', { decodedBodySize: 0, responseStatus: 0 }, true],
    ['no body, where the browser gives no status', { decodedBodySize: 0 }, true],
    ['a 404 page in place of the file (a build that is gone)', { decodedBodySize: 5120, responseStatus: 404 }, true],
    ['a proxy’s 502', { decodedBodySize: 300, responseStatus: 502 }, true],
    ['loaded', { decodedBodySize: 48000, responseStatus: 200 }, false],
    ['loaded, where the browser gives no status', { decodedBodySize: 48000 }, false],
  ])('%s', (_name, timing, again) => {
    const { doc } = page(MAIN, undefined, [{ name: MAIN_URL, ...timing }]);
    jest.advanceTimersByTime(DELAY);
    expect(refetched(doc).map((script) => script.src)).toEqual(again ? [MAIN_URL] : []);
  });

  it('a file of another origin is left alone: its timings are empty unless it allows them', () => {
    const src = 'https://cdn.example/_next/static/chunks/main-app-1.js';
    const { doc } = page(`<script src="${src}"></script>`, undefined, [{ name: src, decodedBodySize: 0 }]);
    jest.advanceTimersByTime(DELAY);
    expect(refetched(doc)).toHaveLength(0);
  });

  it('a failure found in the timings and then heard counts once', () => {
    const { doc } = page(MAIN, undefined, [{ name: MAIN_URL, decodedBodySize: 0 }]);
    fail(doc.body.querySelector('script')!);
    expect(notice(doc)).toBeNull();
    jest.advanceTimersByTime(DELAY);
    expect(refetched(doc)).toHaveLength(1);
  });
});

describe('script failure: the notice, when the second try fails too', () => {
  it('says what happened and offers to try again or reload, last in the page', () => {
    const { doc, reload } = page(MAIN + '<footer>Footer</footer>');
    failTwice(doc, doc.body.querySelector('script')!);
    const shown = notice(doc)!;
    expect(doc.body.lastElementChild).toBe(shown);
    expect(shown.className).toBe('n');
    expect(shown.querySelector('p')!.textContent).toBe('The page did not load.');
    const buttons = [...shown.querySelectorAll('button')];
    expect(buttons.map((button) => [button.type, button.textContent, button.className])).toEqual([
      ['button', 'Try again', 't'],
      ['button', 'Reload', 'r'],
    ]);
    buttons[1]!.click();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('Try again fetches every failed file again; when that works the page’s script removes the notice', () => {
    const { doc, win } = page(MAIN + PAGE_CHUNK);
    doc.body.querySelectorAll('script').forEach(fail);
    jest.advanceTimersByTime(DELAY);
    refetched(doc).forEach(fail);
    const before = refetched(doc).length;
    const tryAgain = notice(doc)!.querySelector('button')!;
    tryAgain.click();
    const fresh = refetched(doc).slice(before);
    expect(fresh.map((script) => script.src).sort()).toEqual([
      'https://apartments.example/_next/static/chunks/app/apply/page-2.js',
      'https://apartments.example/_next/static/chunks/main-app-1.js',
    ]);
    expect([tryAgain.disabled, tryAgain.textContent]).toEqual([true, 'Trying…']);
    fresh.forEach((script) => script.dispatchEvent(new Event('load')));
    expect([tryAgain.disabled, tryAgain.textContent]).toEqual([false, 'Try again']);
    markPageScriptRan(win);
    expect(notice(doc)).toBeNull();
  });

  it('Try again that fails says so, in a changed text (said again by a screen reader)', () => {
    const { doc } = page(MAIN);
    failTwice(doc, doc.body.querySelector('script')!);
    const before = refetched(doc).length;
    notice(doc)!.querySelector('button')!.click();
    fail(refetched(doc)[before]!);
    expect(notice(doc)!.querySelector('p')!.textContent).toBe('Still not loaded.');
    expect(notice(doc)!.querySelector('button')!.disabled).toBe(false);
    expect(doc.querySelectorAll('[role="alert"]')).toHaveLength(1);
  });

  it('the browser back online fetches the failed files again by itself', () => {
    const { doc, win } = page(MAIN);
    failTwice(doc, doc.body.querySelector('script')!);
    const before = refetched(doc).length;
    win.dispatchEvent(new Event('online'));
    expect(refetched(doc).slice(before).map((script) => script.src)).toEqual(['https://apartments.example/_next/static/chunks/main-app-1.js']);
  });

  it('waits for the rest of the page when the failure comes while it is read', () => {
    const { doc } = page(MAIN);
    Object.defineProperty(doc, 'readyState', { value: 'loading', configurable: true });
    failTwice(doc, doc.body.querySelector('script')!);
    expect(notice(doc)).toBeNull();
    doc.body.insertAdjacentHTML('beforeend', '<footer>Footer</footer>');
    Object.defineProperty(doc, 'readyState', { value: 'interactive', configurable: true });
    doc.dispatchEvent(new Event('DOMContentLoaded'));
    expect(doc.body.lastElementChild).toBe(notice(doc));
  });

  it('nothing is tried or shown for a failure after the page’s script ran: the part that failed says so', () => {
    const { doc, win } = page(MAIN);
    markPageScriptRan(win);
    fail(doc.body.querySelector('script')!);
    jest.advanceTimersByTime(DELAY);
    expect(refetched(doc)).toHaveLength(0);
    win.dispatchEvent(new Event('online'));
    expect(refetched(doc)).toHaveLength(0);
  });

  it('marking a page without the watcher does nothing', () => {
    expect(() => markPageScriptRan({} as Window)).not.toThrow();
  });

  it('the inline script works on its own, with the site’s texts', () => {
    const { doc } = page(MAIN, (win) => new Function('window', SCRIPT_FAILURE_SCRIPT)(win));
    failTwice(doc, doc.body.querySelector('script')!);
    expect(notice(doc)!.textContent).toBe(`${SCRIPT_FAILED_TEXT}Try againReload the page`);
    // Its presses are its own, not kept for the page (earlyClicks.ts).
    expect(notice(doc)!.hasAttribute(ANSWERS_EARLY_ATTRIBUTE)).toBe(true);
    const before = refetched(doc).length;
    notice(doc)!.querySelector('button')!.click();
    fail(refetched(doc)[before]!);
    expect(notice(doc)!.querySelector('p')!.textContent).toBe(SCRIPT_FAILED_AGAIN_TEXT);
  });
});

describe('script failure: every file came, but the page did not start (a browser too old for it)', () => {
  it('once the page has loaded and the grace has passed unstarted, the notice says so, with Reload only', () => {
    const { doc, reload } = page(MAIN);
    jest.advanceTimersByTime(GRACE - 1);
    expect(notice(doc)).toBeNull();
    jest.advanceTimersByTime(1);
    expect(notice(doc)!.querySelector('p')!.textContent).toBe('The page cannot start here.');
    expect(buttons(doc)).toEqual(['Reload']);
    // No file is fetched again: each came.
    expect(refetched(doc)).toHaveLength(0);
    notice(doc)!.querySelector('button')!.click();
    expect(reload).toHaveBeenCalled();
  });

  it('a page that starts within the grace says nothing', () => {
    const { doc, win } = page(MAIN);
    jest.advanceTimersByTime(GRACE - 1);
    markPageScriptRan(win);
    jest.advanceTimersByTime(GRACE);
    expect(notice(doc)).toBeNull();
  });

  it('the grace counts from the load event: the files run before it, React after', () => {
    const { doc, win } = installedWhile('interactive');
    // Twice the grace, still under the slow load's wait (below).
    jest.advanceTimersByTime(GRACE * 2);
    expect(notice(doc)).toBeNull();
    win.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(GRACE);
    expect(buttons(doc)).toEqual(['Reload']);
  });

  it('a file that failed to come keeps its own notice, with Try again', () => {
    const { doc } = page(MAIN);
    failTwice(doc, doc.body.querySelector('script')!);
    jest.advanceTimersByTime(GRACE);
    expect(buttons(doc)).toEqual(['Try again', 'Reload']);
    expect(doc.querySelectorAll('[role="alert"]')).toHaveLength(1);
  });

  it('a file that came on its quiet second try is left to start, however long', () => {
    const { doc } = page(MAIN);
    fail(doc.querySelector('script')!);
    jest.advanceTimersByTime(DELAY);
    refetched(doc)[0]!.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(GRACE * 2);
    expect(notice(doc)).toBeNull();
  });
});

describe('script failure: a file that neither comes nor fails (a connection that stalls)', () => {
  /** A page read (DOMContentLoaded) whose load event has not come: a file is still coming. */
  const stillLoading = () => installedWhile('interactive');
  const loaded = ({ doc, win }: { doc: Document; win: Window }) => {
    Object.defineProperty(doc, 'readyState', { value: 'complete', configurable: true });
    win.dispatchEvent(new Event('load'));
  };

  it('the page read long ago and still loading: the notice says it is taking long, with Reload only', () => {
    const { doc, reload } = stillLoading();
    jest.advanceTimersByTime(SLOW - 1);
    expect(notice(doc)).toBeNull();
    jest.advanceTimersByTime(1);
    expect(notice(doc)!.querySelector('p')!.textContent).toBe('The page is slow.');
    expect(buttons(doc)).toEqual(['Reload']);
    expect(refetched(doc)).toHaveLength(0);
    notice(doc)!.querySelector('button')!.click();
    expect(reload).toHaveBeenCalled();
  });

  it('counts from when the page was read, not from when this script ran', () => {
    const { doc } = installedWhile('loading');
    jest.advanceTimersByTime(SLOW * 2);
    expect(notice(doc)).toBeNull();
    Object.defineProperty(doc, 'readyState', { value: 'interactive', configurable: true });
    doc.dispatchEvent(new Event('DOMContentLoaded'));
    jest.advanceTimersByTime(SLOW);
    expect(notice(doc)!.querySelector('p')!.textContent).toBe('The page is slow.');
  });

  it('says nothing when the page loaded in time, or started while a picture still loads', () => {
    const inTime = stillLoading();
    loaded(inTime);
    markPageScriptRan(inTime.win);
    jest.advanceTimersByTime(SLOW + GRACE);
    expect(notice(inTime.doc)).toBeNull();
    const started = stillLoading();
    markPageScriptRan(started.win);
    jest.advanceTimersByTime(SLOW);
    expect(notice(started.doc)).toBeNull();
  });

  it('goes when the file comes at last and the page starts', () => {
    const slowPage = stillLoading();
    jest.advanceTimersByTime(SLOW);
    expect(notice(slowPage.doc)).not.toBeNull();
    loaded(slowPage);
    markPageScriptRan(slowPage.win);
    expect(notice(slowPage.doc)).toBeNull();
  });

  it('gives way to what is found after: the file failed (Try again), or came and could not run', () => {
    const failedPage = stillLoading();
    jest.advanceTimersByTime(SLOW);
    failTwice(failedPage.doc, failedPage.doc.body.querySelector('script')!);
    expect(failedPage.doc.querySelectorAll('[role="alert"]')).toHaveLength(1);
    expect(buttons(failedPage.doc)).toEqual(['Try again', 'Reload']);
    const brokenPage = stillLoading();
    jest.advanceTimersByTime(SLOW);
    loaded(brokenPage);
    jest.advanceTimersByTime(GRACE);
    expect(brokenPage.doc.querySelectorAll('[role="alert"]')).toHaveLength(1);
    expect(notice(brokenPage.doc)!.querySelector('p')!.textContent).toBe('The page cannot start here.');
  });

  it('a slow load that still brings files is left to finish; once nothing has come a while, it is said', () => {
    const timings: Partial<PerformanceResourceTiming>[] = [];
    const { win, doc } = installedWhile('interactive', timings);
    // A file (or a picture) arrives every 3 s, past the 15 s.
    for (let seconds = 3; seconds <= 24; seconds += 3) {
      jest.advanceTimersByTime(3000);
      timings.push({ name: `https://apartments.example/_next/static/chunks/${seconds}.js`, responseEnd: win.performance.now() });
    }
    expect(notice(doc)).toBeNull();
    // Then nothing more comes: said once nothing has come for the quiet time.
    jest.advanceTimersByTime(QUIET - 1000);
    expect(notice(doc)).toBeNull();
    jest.advanceTimersByTime(1000);
    expect(notice(doc)!.querySelector('p')!.textContent).toBe('The page is slow.');
  });

  it('a failure shown first is not replaced by the slow notice', () => {
    const { doc } = stillLoading();
    failTwice(doc, doc.body.querySelector('script')!);
    jest.advanceTimersByTime(SLOW);
    expect(notice(doc)!.querySelector('p')!.textContent).toBe('The page did not load.');
  });
});
