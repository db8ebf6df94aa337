// A local HTTPS proxy that speaks HTTP/2 to the browser and HTTP/1.1 to a server behind it, as the
// proxy in front of the site does in production (docs/deploy.md), for `npm run audit:lighthouse`
// and `npm run audit:lcp` with `--protocol=h2`. Lighthouse's simulation models the two protocols differently: over HTTP/1.1
// it opens up to six connections an origin, each with its own handshake and slow start; over
// HTTP/2 it sends every request of the origin on one warm connection (docs/performance.md).
// Its certificate is made for the run with openssl; the browser trusts it by its key's hash
// (`spkiHash`, scripts/audit/lighthouse.mjs), so the page loads as a secure one would.
import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import http from 'node:http';
import http2 from 'node:http2';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// Hop-by-hop headers (RFC 9110 §7.6.1) and those HTTP/2 forbids: not forwarded either way.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'host', 'http2-settings']);

const forwardable = (headers) => Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)));

/** A self-signed certificate for 127.0.0.1, valid one day: { key, cert, spkiHash }. */
function makeCertificate() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'h2-proxy-'));
  try {
    const keyPath = path.join(dir, 'key.pem');
    const certPath = path.join(dir, 'cert.pem');
    const args = ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', keyPath, '-out', certPath, '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'];
    try {
      execFileSync('openssl', args, { stdio: ['ignore', 'ignore', 'pipe'] });
    } catch (error) {
      throw new Error(`the proxy's certificate needs openssl (apt-get install -y openssl): ${error.message}`);
    }
    const cert = readFileSync(certPath);
    // What Chromium's --ignore-certificate-errors-spki-list takes: base64 SHA-256 of the public key.
    const spki = new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' });
    return { key: readFileSync(keyPath), cert, spkiHash: createHash('sha256').update(spki).digest('base64') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Starts the proxy on 127.0.0.1:`port` (0: any free port) in front of `upstream` (an http://
 * origin). Returns { url, spkiHash, stop() }.
 */
export async function startH2Proxy({ port, upstream }) {
  const target = new URL(upstream);
  const { key, cert, spkiHash } = makeCertificate();
  const agent = new http.Agent({ keepAlive: true });
  const server = http2.createSecureServer({ key, cert, allowHTTP1: true }, (request, response) => {
    const forwarded = http.request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: { ...forwardable(request.headers), host: target.host, 'x-forwarded-proto': 'https' },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
        answer.pipe(response);
      },
    );
    forwarded.on('error', (error) => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(`proxy: ${error.message}`);
    });
    request.pipe(forwarded);
  });
  const sessions = new Set();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `https://127.0.0.1:${server.address().port}`,
    spkiHash,
    async stop() {
      agent.destroy();
      for (const session of sessions) session.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * Where the audits' browser loads `server`'s pages ({ url } of a started server) over `protocol`:
 * the server itself ('http1'), or a new proxy in front of it on `port` ('h2').
 * Returns { url, spkiHash, stop() }; spkiHash is undefined when there is no proxy.
 */
export async function frontOf(server, protocol, port) {
  if (protocol === 'h2') return startH2Proxy({ port, upstream: server.url });
  return { url: server.url, spkiHash: undefined, async stop() {} };
}

/**
 * The page at `pathname` of `server` as the audits load it through `front`: the URL the browser
 * loads, the same page straight from the server (for warming it up without the proxy's
 * certificate), and the certificate to trust (scripts/audit/lighthouse.mjs).
 */
export function pageThrough(front, server, pathname) {
  return { url: new URL(pathname, front.url).toString(), serverUrl: new URL(pathname, server.url).toString(), spkiHash: front.spkiHash };
}
