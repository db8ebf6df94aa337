import { type NextRequest, NextResponse } from 'next/server';
import { securityHeaders, securityOptionsFromEnv } from './lib/security/headers';

/** Computed once per server process from its run-time environment. */
const headers = Object.entries(securityHeaders(securityOptionsFromEnv(process.env)));

/** Adds the security headers to every response (lib/security/headers.ts). */
export function proxy(_request: NextRequest) {
  const response = NextResponse.next();
  for (const [name, value] of headers) response.headers.set(name, value);
  return response;
}
