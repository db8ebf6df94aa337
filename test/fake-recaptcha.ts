import { createServer, type Server } from 'node:http';

/**
 * A local stand-in for reCAPTCHA's siteverify endpoint (RECAPTCHA_VERIFY_URL in tests).
 * Tokens describe their own verdict: `ok:{action}:{score}:{anything}` verifies with that action
 * and score; any other token answers `success: false`. With `down` set it answers 500.
 */
export class FakeRecaptcha {
  readonly secret = 'test-secret';
  readonly requests: { secret: string | null; response: string | null }[] = [];
  down = false;
  private server: Server | null = null;
  private port = 0;

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
        const secret = form.get('secret');
        const token = form.get('response');
        this.requests.push({ secret, response: token });
        if (this.down) {
          response.writeHead(500).end('down');
          return;
        }
        const [kind, action, score] = (token ?? '').split(':');
        const verdict =
          secret === this.secret && kind === 'ok'
            ? { success: true, action, score: Number(score), hostname: 'localhost', challenge_ts: new Date().toISOString() }
            : { success: false, 'error-codes': ['invalid-input-response'] };
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(verdict));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    this.port = typeof address === 'object' && address ? address.port : 0;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}/recaptcha/api/siteverify`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

let counter = 0;

/** A fresh token the fake verifies for `action` with `score`. */
export function captchaToken(action: string, score = 0.9): string {
  counter += 1;
  return `ok:${action}:${score}:${counter}-${Math.random().toString(36).slice(2)}`;
}
