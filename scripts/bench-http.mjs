// `npm run bench:http` (not part of CI): throughput of a cached floor plan page of the
// production server beside a minimal static server sending the identical HTML bytes, in the
// same run (autocannon, 64 connections, 15 s each); then 200 concurrent connections on /, a
// floor plan page and /sublets, which must see 0 errors.
// Options: --duration=S (default 15), AUDIT_PORT (default 3320).
import http from 'node:http';
import autocannon from 'autocannon';
import { commandOptions } from './audit/options.mjs';
import { auditPages } from './audit/pages.mjs';
import { startSite } from './audit/server.mjs';

const { duration } = commandOptions({ duration: { type: 'count', default: 15 } });
const port = Number(process.env.AUDIT_PORT || 3320);

function run(url, connections, seconds) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, pipelining: 1, timeout: 20 }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const figures = (r) => ({
  requestsPerSecond: r.requests.average,
  p50: r.latency.p50,
  p99: r.latency.p99,
  errors: r.errors + r.timeouts + r.non2xx,
  total: r.requests.total,
});

function staticServer(body, contentType) {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
    res.end(body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const site = await startSite({ port, log: 'ignore' });
try {
  const { pages } = await auditPages(site.url);
  const floorplan = pages.find((p) => p.name === 'floor plan (yearly)');
  if (!floorplan) throw new Error('no floor plan page found');
  const pageUrl = new URL(floorplan.path, site.url).toString();
  // Twice: the first visit renders and caches it (ISR), the second is served from the cache.
  await fetch(pageUrl);
  const response = await fetch(pageUrl);
  const body = Buffer.from(await response.arrayBuffer());
  const server = await staticServer(body, response.headers.get('content-type') ?? 'text/html');
  const staticUrl = `http://127.0.0.1:${server.address().port}/`;

  console.log(`Cached floor plan page ${floorplan.path} (${(body.length / 1000).toFixed(1)} kB) vs the same bytes from a minimal Node static server; 64 connections, ${duration} s each.\n`);
  const next = figures(await run(pageUrl, 64, duration));
  const plain = figures(await run(staticUrl, 64, duration));
  server.close();
  console.log('| server | requests/s | p50 | p99 | errors |');
  console.log('|---|---:|---:|---:|---:|');
  console.log(`| site (server/main.mts) | ${next.requestsPerSecond.toFixed(0)} | ${next.p50} ms | ${next.p99} ms | ${next.errors} |`);
  console.log(`| static bytes | ${plain.requestsPerSecond.toFixed(0)} | ${plain.p50} ms | ${plain.p99} ms | ${plain.errors} |`);
  console.log(`\nratio site / static: ${(next.requestsPerSecond / plain.requestsPerSecond).toFixed(2)}\n`);

  console.log('200 concurrent connections, 10 s each:\n');
  console.log('| page | requests | requests/s | p99 | errors |');
  console.log('|---|---:|---:|---:|---:|');
  let failed = false;
  for (const path of ['/', floorplan.path, '/sublets']) {
    const r = figures(await run(new URL(path, site.url).toString(), 200, 10));
    failed ||= r.errors > 0;
    console.log(`| ${path} | ${r.total} | ${r.requestsPerSecond.toFixed(0)} | ${r.p99} ms | ${r.errors} |`);
  }
  if (failed) {
    console.error('\nErrors under 200 concurrent connections.');
    process.exitCode = 1;
  }
} finally {
  await site.stop();
}
