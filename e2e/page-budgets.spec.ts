import { writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { createChunkSizer, FIRST_LOAD_OVER_BASELINE, frameworkBaseline } from '../scripts/audit/bundle-stats.mjs';
import { PAGE_BUDGETS, type BudgetedPage, type PageBudget } from './support/page-budgets';
import { measurePage, preloadedImagesOffScreen, type PageFigures } from './support/page-figures';

/**
 * Deterministic page budgets, gated here instead of Lighthouse's Performance score (which moves
 * with the machine's load): first-load JS, HTML and its flight data, DOM elements and hydrated
 * client-component instances per page, measured on the phone viewport, and no preloaded image
 * outside the phone's first screen. docs/performance.md explains the budgets and how to change
 * them. The figures are printed and written to reports/page-budgets.json.
 */
const FLOORPLAN_LINK = /href="(\/floorplans\/[A-Za-z0-9_-]+)"/;
const COMMUNITY_LINK = /<loc>[^<]*?(\/communities\/[A-Za-z0-9_-]+)<\/loc>/;

async function firstPath(request: APIRequestContext, from: string, pattern: RegExp): Promise<string> {
  const match = pattern.exec(await (await request.get(from)).text());
  if (!match) throw new Error(`no link matching ${pattern} on ${from}`);
  return match[1]!;
}

async function pathOf(request: APIRequestContext, page: BudgetedPage): Promise<string> {
  switch (page) {
    case 'floor plan (yearly)':
      return firstPath(request, '/?availability=all', FLOORPLAN_LINK);
    case 'floor plan (short-term)':
      return firstPath(request, '/flexible-term', FLOORPLAN_LINK);
    case 'community':
      return firstPath(request, '/sitemap.xml', COMMUNITY_LINK);
    default:
      return PAGE_BUDGETS[page].path!;
  }
}

/** The site audit's own gate (scripts/audit-site.mjs), so that `npm test` refuses what CI's audit would. */
function firstLoadCeiling(): number {
  const distDir = path.resolve(__dirname, '..', '.next');
  return frameworkBaseline(distDir, createChunkSizer(distDir)).gzip + FIRST_LOAD_OVER_BASELINE;
}

/** The figures a sublet-style card adds to its page (PageBudget.perCard). */
const PER_CARD_FIGURES = ['htmlBytes', 'flightBytes', 'domElements', 'clientComponents'] as const;

/** The ceilings of a page showing `cards` cards: its own, plus each card past those it includes. */
function ceilings(budget: PageBudget, cards: number): Omit<PageBudget, 'path' | 'perCard'> {
  const { path: _path, perCard, ...own } = budget;
  const extra = perCard ? Math.max(0, cards - perCard.included) : 0;
  for (const figure of PER_CARD_FIGURES) own[figure] += extra * (perCard?.[figure] ?? 0);
  return own;
}

const measured: Record<string, PageFigures & { path: string }> = {};

test.describe('page budgets', () => {
  test.skip(({ isMobile }) => !isMobile, 'measured once, on the phone viewport');

  for (const name of Object.keys(PAGE_BUDGETS) as BudgetedPage[]) {
    test(`${name} stays within its budgets`, async ({ page, request }) => {
      const path = await pathOf(request, name);
      const figures = await measurePage(page, request, path);
      measured[name] = { path, ...figures };
      console.log(`  ${name} (${path}): ${JSON.stringify(figures)}`);
      const perCard = (PAGE_BUDGETS[name] as PageBudget).perCard;
      const cards = perCard ? await page.locator(perCard.selector).count() : 0;
      const budget = ceilings(PAGE_BUDGETS[name], cards);
      if (perCard) console.log(`  ${name}: ${cards} cards, ceilings ${JSON.stringify(budget)}`);
      expect.soft(figures.firstLoadJsGzip, 'first-load JS (gzip bytes)').toBeLessThanOrEqual(budget.firstLoadJsGzip);
      expect.soft(figures.firstLoadJsGzip, `first-load JS over the framework baseline + ${FIRST_LOAD_OVER_BASELINE / 1000} kB`).toBeLessThanOrEqual(firstLoadCeiling());
      expect.soft(figures.htmlBytes, 'HTML bytes').toBeLessThanOrEqual(budget.htmlBytes);
      expect.soft(figures.flightBytes, 'flight data bytes').toBeLessThanOrEqual(budget.flightBytes);
      expect.soft(figures.domElements, 'DOM elements').toBeLessThanOrEqual(budget.domElements);
      expect.soft(figures.clientComponents, 'client-component instances').toBeLessThanOrEqual(budget.clientComponents);
      expect.soft(await preloadedImagesOffScreen(page), 'images preloaded outside the first screen').toEqual([]);
    });
  }

  test.afterAll(() => {
    if (!Object.keys(measured).length) return;
    mkdirSync('reports', { recursive: true });
    writeFileSync('reports/page-budgets.json', JSON.stringify({ date: new Date().toISOString(), budgets: PAGE_BUDGETS, measured }, null, 2));
  });
});
