// The interactions `npm run bench:interactions` times, and how: a phone's viewport and touch,
// the CPU slowed 4× as Lighthouse does for its phone, and each interaction's longest Event Timing
// entry (see the command's header).
import { chromium } from '@playwright/test';
import { BROWSER_ARGS, CHROME_PATH } from './lighthouse.mjs';

export const CPU_SLOWDOWN = 4;
const SETTLE_MS = 700;

/** Collects the page's Event Timing entries (16 ms and over, the API's floor) from the start. */
function recordEventTiming() {
  window.__eventTiming = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.interactionId) window.__eventTiming.push(entry.duration);
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** Runs `act` and returns the longest event duration it caused (0 when every event was under 16 ms). */
async function latency(page, act) {
  await page.evaluate(() => {
    window.__eventTiming = [];
  });
  await act();
  await page.waitForTimeout(SETTLE_MS);
  return page.evaluate(() => Math.round(Math.max(0, ...window.__eventTiming)));
}

const button = (page, name) => page.getByRole('button', { name }).first();

/** The floor beside them: a tap on the bare Next.js page's heading, which runs no code. */
export const BARE_TAP = { steps: [['tap on the heading (no code runs)', (page) => page.getByRole('heading', { level: 1 }).tap()]] };

/** What is measured on each page: [label, action] in order, each from the state the last left. */
export const SCENARIOS = [
  {
    page: 'home',
    path: '/?availability=all',
    steps: [
      ['open the Bedrooms filter', (page) => page.locator('summary', { hasText: 'Bedrooms' }).tap()],
      ['tick 2 Beds', (page) => page.getByRole('group', { name: 'Bedrooms' }).getByRole('checkbox', { name: '2 Beds' }).tap()],
      ['close the filter', (page) => page.locator('summary', { hasText: 'Bedrooms' }).tap()],
      ['remove the 2 Beds pill', (page) => button(page, 'Remove filter: 2 Beds').tap()],
      ["a card's next photo", (page) => button(page, /^Next photo/).tap()],
      ['open a tour', (page) => button(page, /^(Video Tour|Virtual Tour|360° Tour): /).tap()],
      ['Escape closes it', (page) => page.keyboard.press('Escape')],
      ['open the menu', (page) => button(page, 'Open menu').tap()],
      ['Escape closes the menu', (page) => page.keyboard.press('Escape')],
      ["a card's Apply", (page) => page.locator('main').getByRole('button', { name: /^Apply/ }).first().tap()],
      ['Escape closes the application', (page) => page.keyboard.press('Escape')],
    ],
  },
  {
    page: 'floor plan (yearly)',
    steps: [
      ['Apply', (page) => button(page, /^Apply/).tap()],
      ['Escape closes the application', (page) => page.keyboard.press('Escape')],
      ['Contact', (page) => button(page, /^Contact/).tap()],
      ['Escape closes the contact form', (page) => page.keyboard.press('Escape')],
    ],
  },
  {
    page: 'community',
    steps: [
      ['open the first picture', (page) => button(page, /^Open picture 1/).tap()],
      ['Escape closes it', (page) => page.keyboard.press('Escape')],
    ],
  },
  {
    page: 'sublets',
    steps: [
      ["a sublet's Contact", (page) => page.locator('main article').first().getByRole('button', { name: /Contact/ }).tap()],
      ['Escape closes it', (page) => page.keyboard.press('Escape')],
    ],
  },
];

async function measureScenario(browser, url, cookieUrl, steps) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  try {
    await context.addCookies([{ name: 'homeSpecialClosed', value: '1', url: cookieUrl }]);
    await context.addInitScript(recordEventTiming);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    const figures = [];
    for (const [, act] of steps) figures.push(await latency(page, () => act(page)));
    return figures;
  } finally {
    await context.close();
  }
}

/**
 * Every target's steps ({ url, siteUrl: the site whose special offer is marked closed, steps }),
 * `rounds` times, each target loaded in a new browser context, in turns: for each target, for
 * each step, the latencies of the rounds.
 */
export async function measureRounds(targets, rounds, { onRound = () => {} } = {}) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: BROWSER_ARGS });
  const runs = targets.map((target) => target.steps.map(() => []));
  try {
    for (let round = 0; round < rounds; round += 1) {
      for (const [i, target] of targets.entries()) {
        const figures = await measureScenario(browser, target.url, target.siteUrl, target.steps);
        figures.forEach((ms, step) => runs[i][step].push(ms));
      }
      onRound(round + 1);
    }
  } finally {
    await browser.close();
  }
  return runs;
}
