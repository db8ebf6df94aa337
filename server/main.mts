// The site's server: `npm start` runs it after building, `npm run dev` runs it with --dev.
// Next's request handler behind our own HTTP server (server/site-server.ts says why), and a
// graceful stop on SIGTERM/SIGINT.
import path from 'node:path';
import next from 'next';
import { parseTrustProxy } from '../lib/http/client-address';
import { log } from '../lib/log';
import { securityOptionsFromEnv } from '../lib/security/headers';
import { optimizedImageSourceExists } from '../lib/storage/optimized-images';
import { assetExistsInStore } from '../lib/storage/storage-key';
import { runShutdownHooks } from '../lib/shutdown';
import { loadPrecompressedFiles, responseCompression } from './compression';
import { buildMethodRefusals } from './request-methods';
import { createSiteServer } from './site-server';
import { staticFileRefusals } from './static-files';
import { stopGracefully } from './stop-gracefully';

const dev = process.argv.includes('--dev');
const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT || 3000);
const host = process.env.HOST?.trim() || undefined;
const trustProxyHops = parseTrustProxy(process.env.TRUST_PROXY);

if (!Number.isInteger(port) || port < 1 || port > 65535 || trustProxyHops === null) {
  // The full configuration is checked when Next starts (lib/config.ts); these two are needed first.
  process.stderr.write(`\nInvalid configuration: PORT must be 1–65535 and TRUST_PROXY 0–10 or true/false (got PORT="${process.env.PORT ?? ''}", TRUST_PROXY="${process.env.TRUST_PROXY ?? ''}")\n\n`);
  process.exit(1);
}

// The optimized-image cache's directory, for cache-handler.cjs and for deletion (lib/storage/optimized-images.ts).
process.env.OPTIMIZED_IMAGES_DIR ||= path.join(root, '.next', 'cache', 'optimized-images');

const app = next({ dev, dir: root, hostname: host ?? 'localhost', port, webpack: true });
await app.prepare();
const server = createSiteServer({
  trustProxyHops,
  security: securityOptionsFromEnv(process.env, dev),
  handle: app.getRequestHandler(),
  imageSourceExists: (requestUrl) => optimizedImageSourceExists(requestUrl, assetExistsInStore),
  precompressed: dev ? undefined : loadPrecompressedFiles(path.join(root, '.next', 'static')),
  staticFiles: dev ? undefined : staticFileRefusals(path.join(root, '.next', 'static'), path.join(root, 'public')),
  // A development server has no full list of routes at start: it compiles them when first asked.
  methods: dev ? undefined : buildMethodRefusals(path.join(root, '.next')),
  compress: responseCompression(),
});
server.listen(port, host, () => {
  log.info('server.listening', { url: `http://${host ?? 'localhost'}:${port}`, mode: dev ? 'development' : 'production', trustProxyHops });
});

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    log.info('server.stopping', { signal });
    void stopGracefully(server, {
      afterRequests: async () => {
        await app.close();
        await runShutdownHooks((error) => log.error('server.shutdown_hook_failed', error));
      },
    }).then(
      (result) => {
        log.info('server.stopped', result);
        process.exit(0);
      },
      (error: unknown) => {
        log.error('server.stop_failed', error);
        process.exit(1);
      },
    );
  });
}
