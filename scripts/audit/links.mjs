// A broken-link and missing-image crawl of the site from '/', same origin only (the machine
// has no internet; outside links are not ours to check here).
import { LinkChecker } from 'linkinator';

export async function crawlLinks(baseUrl) {
  const checker = new LinkChecker();
  const origin = new URL(baseUrl).origin;
  const result = await checker.check({
    path: `${baseUrl}/`,
    recurse: true,
    concurrency: 8,
    timeout: 20_000,
    linksToSkip: (link) => Promise.resolve(!link.startsWith(origin)),
  });
  const broken = result.links
    .filter((link) => link.state === 'BROKEN')
    .map((link) => ({ url: link.url, status: link.status, parent: link.parent }));
  const checked = result.links.filter((link) => link.state !== 'SKIPPED').length;
  return { checked, broken };
}
