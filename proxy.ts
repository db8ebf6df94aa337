import { type NextRequest, NextResponse } from 'next/server';
import { securityHeaders, securityOptionsFromEnv } from './lib/security/headers';
import { privatePageHeaders } from './lib/security/private-pages';

/** Computed once per server process from its run-time environment. */
const headers = Object.entries(securityHeaders(securityOptionsFromEnv(process.env)));

/**
 * Adds the security headers to every response (lib/security/headers.ts), and the stricter ones of
 * the pages whose URL holds a secret (lib/security/private-pages.ts: no Referer, noindex).
 */
export function proxy(request: NextRequest) {
  const response = NextResponse.next();
  for (const [name, value] of headers) response.headers.set(name, value);
  for (const [name, value] of Object.entries(privatePageHeaders(request.nextUrl.pathname))) response.headers.set(name, value);
  return response;
}
