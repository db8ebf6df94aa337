/**
 * A page whose own script could not be fetched tries again, and says so if that fails too. Each
 * page starts with a dozen script files (the framework, the layout's, the page's); when one fails
 * (a phone's connection drops, a proxy gives up, or the page was opened from a build whose files
 * are gone: docs/deploy.md, "Pages opened before a deploy"), React never starts and the page stays
 * as its HTML drew it: it looks ready, but its buttons and forms do nothing, without a word.
 *
 * An inline script at the top of <body> (InlineScripts.tsx) hears the failure (or, for one that
 * came before the script ran, finds it in the browser's timings) and fetches the file again, once,
 * a second later: the framework's loader takes a file whenever it comes, so the page then starts as
 * if nothing had happened, with what the visitor typed meanwhile (earlyInput.ts). When that fails
 * too, a notice says so, with "Try again" (the failed files again; also done by itself when the
 * browser is back online) and "Reload the page". The page's script removes the notice when it
 * runs after all.
 *
 * A file that came but ran into an error (a browser too old for the build's code, one that lacks
 * something it calls) leaves nothing to fetch again, and a press held meanwhile (earlyClicks.ts,
 * components/forms/earlySubmits.ts) would wait for good under a status saying the page is still
 * loading. When every file came, the page has loaded and START_GRACE_MS later it has still not
 * started, the notice says it could not start here, with "Reload the page" only. The error itself
 * is not what is watched: the files may run, and fail, before this script does.
 *
 * A file that neither comes nor fails (a phone's connection that stalls) holds back the load event,
 * so neither of the above comes. When the page has been read SLOW_LOAD_MS ago, is still loading,
 * unstarted, and nothing of it has come for STALL_QUIET_MS (a slow connection that still brings
 * files is left to finish: reloading would start it over), the notice says it is taking long,
 * with "Reload the page" only: fetching the file again would wait behind the same request. The
 * page's script removes it if it starts after all.
 *
 * Only the page's own files count (their paths start with the prefix below): a third party's
 * script (the captcha) failing is the forms' concern. Once the page's script has run, a part
 * fetched later that fails is told where it was to show (loadOrExplain.tsx, app/error.tsx).
 */
export const PAGE_SCRIPT_PREFIX = '/_next/static/';

/** What the notice says and how it looks; it is made by the inline script, so both are passed. */
export interface ScriptFailureNotice {
  message: string;
  /** The message after "Try again" failed as well: a changed text is said again. */
  again: string;
  tryAgain: string;
  trying: string;
  reload: string;
  /** The message when a file of the page ran into an error and the page did not start. */
  cannotStart: string;
  /** The message when a file of the page has neither come nor failed long after the page was read. */
  slow: string;
  classes: { notice: string; message: string; tryAgain: string; reload: string };
  /** Set on the notice: its buttons answer now, and are not kept for the page (earlyClicks.ts). */
  mark: string;
}

interface ScriptFailureState {
  ran: boolean;
  notice: HTMLElement | null;
}

type ScriptFailureWindow = Window & { __scriptFailure?: ScriptFailureState };

/** How long the quiet second try waits: a dropped connection is often back by then. */
export const RETRY_DELAY_MS = 1000;

/**
 * How long after it has loaded a page may still start: React takes the page after its files have
 * run (the load event waits for them), 0.3 s later at 4x CPU on the test machine, up to 1.1 s at
 * 8x (the home and a community page; measured 2026-12-02).
 */
export const START_GRACE_MS = 6000;

/**
 * How long after the page was read its files may still be coming: 130–145 kB with Brotli on a
 * landing page (docs/performance.md), under 6 s on a 2G connection of 200 kbit/s.
 */
export const SLOW_LOAD_MS = 15000;

/**
 * How long nothing of the page may come before a slow load counts as stalled: on a 2G connection
 * the page's dozen files and first pictures come one after another, seconds apart at most.
 */
export const STALL_QUIET_MS = 5000;

/** The watcher's waits, in milliseconds (the constants above). */
export interface ScriptFailureTimes {
  retry: number;
  grace: number;
  slow: number;
  quiet: number;
}

export const SCRIPT_FAILURE_TIMES: ScriptFailureTimes = { retry: RETRY_DELAY_MS, grace: START_GRACE_MS, slow: SLOW_LOAD_MS, quiet: STALL_QUIET_MS };

/** Why the notice shows: a file failed to come, one ran into an error, or one is still coming. */
type NoticeKind = 'failed' | 'cannotStart' | 'slow';

/**
 * Installs the watcher (the inline script runs this; tests call it). Its text is the script, so
 * it refers to nothing outside itself. A script's error event does not bubble: it is heard in
 * the capture phase. The notice goes last in <body>, and a file fetched again last in <head>,
 * where React leaves an element it did not render alone; the notice is an alert, so a screen
 * reader says it at once.
 */
export function installScriptFailure(win: Window, prefix: string, notice: ScriptFailureNotice, times: ScriptFailureTimes): void {
  const state: ScriptFailureState = { ran: false, notice: null };
  (win as ScriptFailureWindow).__scriptFailure = state;
  const doc = win.document;
  // The files that failed and are not being fetched again, and how often each was tried.
  const failed: string[] = [];
  const tries: Record<string, number> = {};
  let pending = 0;
  let message: HTMLElement | null = null;
  let tryAgain: HTMLButtonElement | null = null;
  let shown: NoticeKind | null = null;

  function part<T extends HTMLElement>(tag: string, className: string, text: string): T {
    const element = doc.createElement(tag) as T;
    element.className = className;
    element.textContent = text;
    return element;
  }
  function fetchAgain() {
    const files = failed.splice(0, failed.length);
    // The quiet second try changes nothing on the page; one from the notice says how it went.
    const fromNotice = tryAgain !== null;
    files.forEach((src) => {
      const script = doc.createElement('script');
      script.async = true;
      script.src = src;
      pending += 1;
      const settled = () => {
        pending -= 1;
        if (pending === 0 && fromNotice && tryAgain) {
          tryAgain.disabled = false;
          tryAgain.textContent = notice.tryAgain;
          if (failed.length > 0 && message) message.textContent = notice.again;
        }
      };
      script.addEventListener('load', settled);
      script.addEventListener('error', settled);
      doc.head.appendChild(script);
    });
    if (files.length > 0 && tryAgain) {
      tryAgain.disabled = true;
      tryAgain.textContent = notice.trying;
    }
  }
  // A file failed to come: the notice, with Try again. A file ran into an error, or is still
  // coming: no file to fetch again, so Reload only. What is found after a slow load (the file
  // failed, or came and could not run) takes that notice's place.
  function show(kind: NoticeKind) {
    if (state.ran || (state.notice && shown !== 'slow')) return;
    if (state.notice) state.notice.remove();
    shown = kind;
    const box = part('div', notice.classes.notice, '');
    box.setAttribute('role', 'alert');
    box.setAttribute(notice.mark, '');
    message = part('p', notice.classes.message, kind === 'failed' ? notice.message : notice[kind]);
    box.appendChild(message);
    if (kind === 'failed') {
      tryAgain = part<HTMLButtonElement>('button', notice.classes.tryAgain, notice.tryAgain);
      tryAgain.type = 'button';
      tryAgain.addEventListener('click', fetchAgain);
      box.appendChild(tryAgain);
    }
    const reload = part<HTMLButtonElement>('button', notice.classes.reload, notice.reload);
    reload.type = 'button';
    reload.addEventListener('click', () => win.location.reload());
    box.appendChild(reload);
    state.notice = box;
    doc.body.appendChild(box);
  }
  // Each failed element counts once, whether heard or found in the timings below.
  const counted: Element[] = [];
  function failure(script: HTMLScriptElement) {
    if (state.ran || counted.indexOf(script) !== -1) return;
    let url: URL;
    try {
      url = new URL(script.getAttribute('src') || '', doc.baseURI);
    } catch {
      return;
    }
    if (url.pathname.indexOf(prefix) !== 0) return;
    const src = url.href;
    counted.push(script);
    tries[src] = (tries[src] || 0) + 1;
    if (failed.indexOf(src) === -1) failed.push(src);
    if (tries[src] === 1) {
      win.setTimeout(fetchAgain, times.retry);
      return;
    }
    if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', () => show('failed'));
    else show('failed');
  }
  doc.addEventListener(
    'error',
    (event) => {
      const target = event.target as Element | null;
      if (target && target.tagName === 'SCRIPT') failure(target as HTMLScriptElement);
    },
    true,
  );
  // This script waits for the page's stylesheet, and the page's own files may have failed
  // meanwhile, unheard. The browser's timings tell: a failed file has no body (and, where the
  // browser says, a status of 0 or an error). Only files of this origin: another's timings are
  // empty unless it allows them, which would read as a failure.
  const timingsNow = () => (win.performance && win.performance.getEntriesByType ? (win.performance.getEntriesByType('resource') as PerformanceResourceTiming[]) : []);
  const timings = timingsNow();
  Array.prototype.forEach.call(doc.querySelectorAll('script[src]'), (script: HTMLScriptElement) => {
    const entry = timings.filter((timing) => timing.name === script.src)[0] as PerformanceResourceTiming | undefined;
    const status = entry ? (entry as PerformanceResourceTiming & { responseStatus?: number }).responseStatus : undefined;
    const bad = entry && (entry.decodedBodySize === 0 || status === 0 || (status !== undefined && status >= 400));
    if (bad && new URL(script.src).origin === win.location.origin) failure(script);
  });
  win.addEventListener('online', () => {
    if (!state.ran && pending === 0) fetchAgain();
  });
  // Every file came, and the page has loaded but not started: one ran into an error. A file that
  // failed to come is the notice's above, tried again or to be.
  const afterLoad = () =>
    win.setTimeout(() => {
      if (counted.length === 0) show('cannotStart');
    }, times.grace);
  if (doc.readyState === 'complete') afterLoad();
  else win.addEventListener('load', afterLoad);
  // Read long ago and still loading: a file is still coming (a picture too, but then the page has
  // started unless one of its files is what is missing). Stalled once nothing has come for a
  // while: the browser's timings list each file (of any origin) as it ends.
  const lastArrival = () => {
    let last = 0;
    timingsNow().forEach((entry) => (last = Math.max(last, entry.responseEnd)));
    return last;
  };
  const checkStall = () => {
    if (state.ran || doc.readyState === 'complete') return;
    if (win.performance.now() - lastArrival() >= times.quiet) show('slow');
    else win.setTimeout(checkStall, 1000);
  };
  const afterRead = () => win.setTimeout(checkStall, times.slow);
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', afterRead);
  else afterRead();
}

/**
 * Called once the page's script runs (DelegatedActions.tsx, on every page): failures after this
 * are told where they happen, and a notice shown before goes, since the page works after all.
 */
export function markPageScriptRan(win: Window): void {
  const state = (win as ScriptFailureWindow).__scriptFailure;
  if (!state) return;
  state.ran = true;
  state.notice?.remove();
}
