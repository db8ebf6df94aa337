// Types of h2-proxy.mjs, for its test.
export interface H2Proxy {
  /** https://127.0.0.1:port */
  url: string;
  /** Base64 SHA-256 of the certificate's public key, for Chromium's --ignore-certificate-errors-spki-list. */
  spkiHash: string;
  stop(): Promise<void>;
}

export function startH2Proxy(options: { port: number; upstream: string }): Promise<H2Proxy>;
