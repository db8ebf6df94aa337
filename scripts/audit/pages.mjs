// The pages the audit measures, found on the running site so that ids follow the data.
import { openDialog } from './axe.mjs';

async function firstLink(baseUrl, path, pattern) {
  const html = await (await fetch(new URL(path, baseUrl))).text();
  const match = html.match(pattern);
  return match ? match[1] : null;
}

const FLOORPLAN_LINK = /href="(\/floorplans\/[A-Za-z0-9_-]+)"/;
const COMMUNITY_LINK = /<loc>[^<]*?(\/communities\/[A-Za-z0-9_-]+)<\/loc>/;

/** The pages a visitor lands on, by audit name: the ones the performance targets are about. */
export const LANDING_PAGES = ['home', 'floor plan (yearly)', 'community', 'flexible term', 'sublets'];

/** @returns [{ name, path, ignoreSeoAudits?, modals? }] and the names of pages it could not find */
export async function auditPages(baseUrl) {
  const yearly = await firstLink(baseUrl, '/?availability=all', FLOORPLAN_LINK);
  const shortTerm = await firstLink(baseUrl, '/flexible-term', FLOORPLAN_LINK);
  const community = await firstLink(baseUrl, '/sitemap.xml', COMMUNITY_LINK);
  const pages = [
    { name: 'home', path: '/', modals: HOME_MODALS },
    { name: 'floor plan (yearly)', path: yearly },
    { name: 'floor plan (short-term)', path: shortTerm },
    { name: 'community', path: community },
    { name: 'flexible term', path: '/flexible-term' },
    { name: 'sublets', path: '/sublets' },
    { name: 'sublet form', path: '/sublets/new' },
    { name: 'team', path: '/team' },
    // A 404 is neither indexable nor a success by design: its SEO is scored without those two audits.
    { name: '404', path: '/no-such-page', expectStatus: 404, ignoreSeoAudits: ['http-status-code', 'is-crawlable'] },
  ];
  return { pages: pages.filter((p) => p.path), missing: pages.filter((p) => !p.path).map((p) => p.name) };
}

const HOME_MODALS = [
  {
    name: 'home special modal',
    async open(page) {
      await page.context().clearCookies();
      await page.reload({ waitUntil: 'load' });
      await page.getByRole('dialog').last().waitFor({ state: 'visible', timeout: 8_000 });
      await page.waitForTimeout(400);
    },
  },
];
export { openDialog };
