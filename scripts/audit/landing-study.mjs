// The frame of a study of Lighthouse's estimates on the landing pages (audit:lcp, audit:tbt): the
// site's production server on AUDIT_PORT (default 3300), reached straight or through the local
// HTTP/2 proxy on the next port (scripts/audit/h2-proxy.mjs), and the pages asked for.
import { LANDING_PAGES, auditPages } from './pages.mjs';
import { frontOf, pageThrough } from './h2-proxy.mjs';
import { startSite } from './server.mjs';

/**
 * Starts the site, calls `study` with the pages named by `page` (those whose audit name starts so,
 * dashes for spaces; default the landing pages), each { name, path, url, options } with the
 * options Lighthouse needs for that URL, and stops the site when `study` is done.
 */
export async function studyLandingPages({ page, protocol }, study) {
  const wanted = page ? [page.replaceAll('-', ' ')] : LANDING_PAGES;
  const port = Number(process.env.AUDIT_PORT || 3300);
  const site = await startSite({ port });
  let front;
  try {
    front = await frontOf(site, protocol, port + 1);
    const { pages } = await auditPages(site.url);
    const targets = pages.filter((candidate) => wanted.some((name) => candidate.name.startsWith(name)));
    if (targets.length === 0) throw new Error(`No page named ${wanted.join(', ')}; the audit's pages: ${pages.map((p) => p.name).join(', ')}`);
    return await study(
      targets.map((target) => {
        const { url, ...options } = pageThrough(front, site, target.path);
        return { name: target.name, path: target.path, url, options };
      }),
    );
  } finally {
    await front?.stop();
    await site.stop();
  }
}
