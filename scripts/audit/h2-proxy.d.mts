// Types of h2-proxy.mjs, for its test.
export interface H2Proxy {
  /** https://127.0.0.1:port */
  url: string;
  /** Base64 SHA-256 of the certificate's public key, for Chromium's --ignore-certificate-errors-spki-list. */
  spkiHash: string;
  stop(): Promise<void>;
}

export function startH2Proxy(options: { port: number; upstream: string }): Promise<H2Proxy>;

export interface Front {
  url: string;
  spkiHash: string | undefined;
  stop(): Promise<void>;
}

export function frontOf(server: { url: string }, protocol: 'http1' | 'h2', port: number): Promise<Front>;

export function pageThrough(front: Pick<Front, 'url' | 'spkiHash'>, server: { url: string }, pathname: string): { url: string; serverUrl: string; spkiHash: string | undefined };
