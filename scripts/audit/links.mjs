// A broken-link and missing-image crawl of the site from '/', same origin only (the machine has
// no internet; outside links are not ours to check here). Pages are parsed for href, src and
// srcset; every same-origin URL is requested once (GET, redirects followed) and must answer < 400.
const CONCURRENCY = 6;
const TIMEOUT_MS = 60_000;

const decode = (value) => value.replace(/&amp;/g, '&').replace(/&#x27;/g, "'").replace(/&quot;/g, '"');

/** The URLs an HTML page refers to: links, images (src and every srcset candidate), scripts, styles. */
export function referencedUrls(html) {
  const urls = [];
  for (const match of html.matchAll(/\s(?:href|src)="([^"]+)"/g)) urls.push(decode(match[1]));
  for (const match of html.matchAll(/\s(?:srcSet|srcset|imageSrcSet)="([^"]+)"/gi)) {
    for (const candidate of decode(match[1]).split(',')) {
      const url = candidate.trim().split(/\s+/)[0];
      if (url) urls.push(url);
    }
  }
  return urls;
}

export async function crawlLinks(baseUrl, { maxUrls = 5000 } = {}) {
  const origin = new URL(baseUrl).origin;
  const seen = new Map(); // url → first page that referred to it
  const queue = [];
  const broken = [];
  let checked = 0;

  const enqueue = (raw, parent) => {
    let url;
    try {
      url = new URL(raw, parent);
    } catch {
      broken.push({ url: raw, status: 'invalid URL', parent });
      return;
    }
    if (url.origin !== origin || !/^https?:$/.test(url.protocol)) return;
    url.hash = '';
    const key = url.toString();
    if (seen.has(key) || seen.size >= maxUrls) return;
    seen.set(key, parent);
    queue.push(key);
  };

  const visit = async (url) => {
    try {
      const response = await fetch(url, { redirect: 'follow', signal: AbortSignal.timeout(TIMEOUT_MS) });
      checked += 1;
      if (response.status >= 400) {
        broken.push({ url, status: response.status, parent: seen.get(url) });
        await response.body?.cancel();
        return;
      }
      const type = response.headers.get('content-type') ?? '';
      if (type.includes('text/html') && new URL(response.url).origin === origin) {
        for (const ref of referencedUrls(await response.text())) enqueue(ref, url);
      } else {
        await response.arrayBuffer();
      }
    } catch (error) {
      checked += 1;
      broken.push({ url, status: error?.name === 'TimeoutError' ? 'timeout' : String(error?.message ?? error), parent: seen.get(url) });
    }
  };

  enqueue(`${origin}/`, `${origin}/`);
  const workers = Array.from({ length: CONCURRENCY }, async () => {
    for (;;) {
      const next = queue.shift();
      if (next) {
        await visit(next);
        continue;
      }
      // Others may still add URLs: wait while any visit is under way.
      if (checked >= seen.size) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  await Promise.all(workers);
  return { checked, broken };
}
