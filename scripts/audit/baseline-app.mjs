// The framework's own floor: a bare Next.js page (a heading and a paragraph) built with the
// site's own next.config.mjs and node_modules, served by `next start`, for side-by-side figures.
// The same page is served a second time at SITE_HEADERS_PATH with the site's own response headers
// (its security headers): Cross-Origin-Opener-Policy alone moves Lighthouse's figures, because a
// page that sends it is loaded in a new renderer process (docs/performance.md).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import os from 'node:os';
import path from 'node:path';
import { spawnGroup, waitForUrl } from './server.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

const LAYOUT = `export const metadata = {
  title: 'Bare Next.js page',
  description: 'The framework floor: a bare Next.js page built with the same configuration.',
};
export default function RootLayout({ children }) {
  return <html lang="en"><body>{children}</body></html>;
}
`;
const PAGE = `export default function Page() {
  return (
    <main>
      <h1>Bare Next.js page</h1>
      <p>A heading and a paragraph, built with the site's own next.config.mjs: the framework's own floor.</p>
    </main>
  );
}
`;

/** Where the bare page is served with the site's response headers as well. */
export const SITE_HEADERS_PATH = '/with-site-headers';

// Headers that describe one response rather than the site's policy: not copied.
const PER_RESPONSE = /^(content-(type|length|encoding)|date|connection|keep-alive|transfer-encoding|etag|vary|cache-control|set-cookie|link|x-nextjs-.*)$/;

/** The headers the site sends with a page, less those that describe only that response. */
async function siteHeaders(pageUrl) {
  const response = await fetch(pageUrl);
  await response.arrayBuffer();
  return [...response.headers].filter(([name]) => !PER_RESPONSE.test(name)).map(([key, value]) => ({ key, value }));
}

function config(headers) {
  const site = JSON.stringify(pathToFileURL(path.join(root, 'next.config.mjs')).href);
  // The site's own configuration (it resolves its files relative to itself), plus the headers,
  // with Next's own gzip: the site turns it off because its server compresses (server/compression.ts).
  return `import site from ${site};
export default { ...site, compress: true, async headers() { return [{ source: ${JSON.stringify(SITE_HEADERS_PATH)}, headers: ${JSON.stringify(headers)} }]; } };
`;
}

/** Builds and serves the bare page; `siteUrl` is the running site whose home page's headers it copies. */
export async function startBaselineApp({ port, siteUrl, log = 'ignore' }) {
  const headers = await siteHeaders(`${siteUrl}/`);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'baseline-app-'));
  mkdirSync(path.join(dir, 'app'));
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'baseline-app', private: true }));
  writeFileSync(path.join(dir, 'next.config.mjs'), config(headers));
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  writeFileSync(path.join(dir, 'app', 'layout.jsx'), LAYOUT);
  writeFileSync(path.join(dir, 'app', 'page.jsx'), PAGE);
  mkdirSync(path.join(dir, 'app', SITE_HEADERS_PATH.slice(1)));
  writeFileSync(path.join(dir, 'app', SITE_HEADERS_PATH.slice(1), 'page.jsx'), PAGE);
  const build = spawnSync(process.execPath, [nextBin, 'build', '--webpack'], { cwd: dir, stdio: log === 'ignore' ? 'ignore' : 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (build.status !== 0) throw new Error('the bare Next.js page did not build');
  const server = spawnGroup(process.execPath, [nextBin, 'start', '-H', '127.0.0.1', '-p', String(port)], { cwd: dir, stdio: ['ignore', log, log] });
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(`${url}/`, 60_000, server.alive);
  return {
    url,
    distDir: path.join(dir, '.next'),
    async stop() {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
