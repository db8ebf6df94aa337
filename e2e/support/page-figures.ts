import { gzipSync } from 'node:zlib';
import type { APIRequestContext, Page } from '@playwright/test';
import { DISMISSED_ANNOUNCEMENTS_KEY } from '../../lib/domain/announcement-timing';
import { announcementKey } from '../../lib/domain/announcements';

/**
 * The figures that drive a page's main-thread work on a phone, exact on any machine (same build,
 * same data): what the page makes the browser download and parse (first-load JS and the HTML),
 * decode (the React flight data inlined in the HTML), lay out (DOM elements) and hydrate
 * (client-component instances). Lighthouse's Performance score follows them, but with the
 * machine's noise on top.
 */
export interface PageFigures {
  /** Every script the page loads without interaction, gzip-compressed here (level 9) so that the figure does not depend on the server's compression settings. */
  firstLoadJsGzip: number;
  /** Bytes of the server HTML as the browser's parser reads it (uncompressed): the markup and the flight data. */
  htmlBytes: number;
  /** Bytes of the `self.__next_f.push(...)` scripts in the server HTML: the props and tree React decodes before it hydrates. */
  flightBytes: number;
  /** Elements in the document after load. */
  domElements: number;
  /** Function, class, forwardRef and memo component fibers in React's tree after load: what hydration renders. */
  clientComponents: number;
}

/**
 * Installed before any page script: React registers with a DevTools hook when it finds one and
 * reports each committed root to it. This minimal hook only keeps the roots.
 */
function installReactHook() {
  const roots = new Set<unknown>();
  const renderers = new Map<number, unknown>();
  (window as unknown as Record<string, unknown>).__budgetRoots = roots;
  (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    isDisabled: false,
    supportsFiber: true,
    renderers,
    inject(renderer: unknown) {
      renderers.set(renderers.size + 1, renderer);
      return renderers.size;
    },
    onCommitFiberRoot(_id: number, root: unknown) {
      roots.add(root);
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
}

/** Counted in the page: fibers of component types (React's work tags 0, 1, 11 and 15) in each root's current tree. */
function countComponents(): number {
  type Fiber = { tag: number; child: Fiber | null; sibling: Fiber | null };
  const COMPONENT_TAGS = new Set([0, 1, 11, 15]);
  const roots = (window as unknown as { __budgetRoots: Set<{ current: Fiber }> }).__budgetRoots;
  let count = 0;
  for (const root of roots) {
    const stack: Fiber[] = [root.current];
    while (stack.length) {
      const fiber = stack.pop()!;
      if (COMPONENT_TAGS.has(fiber.tag)) count += 1;
      if (fiber.child) stack.push(fiber.child);
      if (fiber.sibling) stack.push(fiber.sibling);
    }
  }
  return count;
}

const FLIGHT_SCRIPT = /<script>(self\.__next_f\.push\([\s\S]*?)<\/script>/g;

/** The page's server HTML in bytes, and the flight data's share of it. */
export async function htmlFigures(request: APIRequestContext, path: string): Promise<Pick<PageFigures, 'htmlBytes' | 'flightBytes'>> {
  const html = await (await request.get(path)).text();
  const flightBytes = [...html.matchAll(FLIGHT_SCRIPT)].reduce((sum, match) => sum + Buffer.byteLength(match[1]!), 0);
  return { htmlBytes: Buffer.byteLength(html), flightBytes };
}

/**
 * Marks every announcement dismissed for the page's visit, so the banner (its code and its
 * elements, which come 3 s after load) is never counted: whether it came before the network was
 * idle depended on the machine's speed, and the figures must not.
 */
async function dismissAnnouncements(page: Page, request: APIRequestContext): Promise<void> {
  const announcements = (await (await request.get('/api/announcements')).json()) as { text: string; link: string | null }[];
  const keys = announcements.map((item) => announcementKey(item));
  await page.addInitScript(
    ([storageKey, dismissed]) => window.sessionStorage.setItem(storageKey, JSON.stringify(dismissed)),
    [DISMISSED_ANNOUNCEMENTS_KEY, keys] as const,
  );
}

/** Loads `path` in a fresh page with the hook installed and measures it once the network is idle. */
export async function measurePage(page: Page, request: APIRequestContext, path: string): Promise<PageFigures> {
  await dismissAnnouncements(page, request);
  const scripts = new Map<string, Promise<Buffer | null>>();
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || scripts.has(response.url())) return;
    scripts.set(response.url(), response.body().catch(() => null));
  });
  await page.addInitScript(installReactHook);
  // The page's timers stand still: what it loads later on its own (the home special modal fetches
  // its dialog 2 s after load) is not its first load, and a slow machine must not count it.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.goto(path, { waitUntil: 'networkidle' });
  // Let React finish hydrating what streamed in last (a commit can follow the last response).
  await page.waitForTimeout(500);
  const bodies = await Promise.all(scripts.values());
  const firstLoadJsGzip = bodies.reduce((sum, body) => sum + (body ? gzipSync(body, { level: 9 }).length : 0), 0);
  const domElements = await page.evaluate(() => document.getElementsByTagName('*').length);
  const clientComponents = await page.evaluate(countComponents);
  return { firstLoadJsGzip, ...(await htmlFigures(request, path)), domElements, clientComponents };
}

/**
 * The images the page preloads (`<link rel="preload" as="image">`, which React writes for a
 * picture marked `preload` or rendered eagerly) whose picture is not in the first screen as the
 * page loads: on a phone they take bandwidth from what is (docs/performance-log.md, "Lighter
 * listing HTML"). A picture not shown at all counts as outside.
 */
export async function preloadedImagesOffScreen(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('link[rel="preload"][as="image"]')].flatMap((link) => {
      const srcset = link.getAttribute('imagesrcset');
      const href = link.getAttribute('href');
      const picture = [...document.images].find((image) => (srcset ? image.getAttribute('srcset') === srcset : image.getAttribute('src') === href));
      const box = picture?.getBoundingClientRect();
      const inFirstScreen = box !== undefined && box.height > 0 && box.top + window.scrollY < window.innerHeight;
      return inFirstScreen ? [] : [(href ?? srcset ?? '').slice(0, 100)];
    }),
  );
}
