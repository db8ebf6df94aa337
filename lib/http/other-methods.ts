import { jsonError, noContent } from './responses';

/** What a route handler module can export besides HEAD (Next answers it with GET) and OPTIONS. */
export const ROUTE_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type RouteMethod = (typeof ROUTE_METHODS)[number];

export const METHOD_NOT_ALLOWED_MESSAGE = 'Method not allowed';

/**
 * The handlers an API route exports for the methods it does not take, beside its own: 405 with
 * the `Allow` header that RFC 9110 requires of a 405 and the API's refusal body
 * (docs/http-api.md), and OPTIONS naming the same methods. Next's own answer to a method a route
 * does not export is an empty 405 without `Allow`; and once the route exports these, Next's
 * OPTIONS would count them as taken, so OPTIONS comes from here too.
 *
 *   export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
 *
 * The type has no key for a method the route takes, so it cannot be exported from here by mistake.
 */
export function otherMethods<Taken extends RouteMethod>(...taken: Taken[]): Record<Exclude<RouteMethod, Taken> | 'OPTIONS', () => Response> {
  const allowed: string[] = [...taken, 'OPTIONS'];
  if (allowed.includes('GET')) allowed.push('HEAD');
  const allow = allowed.sort().join(', ');
  const refuse = () => jsonError(405, METHOD_NOT_ALLOWED_MESSAGE, {}, { Allow: allow });
  const handlers: Record<string, () => Response> = { OPTIONS: () => noContent({ Allow: allow, 'Cache-Control': 'no-store' }) };
  for (const method of ROUTE_METHODS) if (!allowed.includes(method)) handlers[method] = refuse;
  return handlers as Record<Exclude<RouteMethod, Taken> | 'OPTIONS', () => Response>;
}
