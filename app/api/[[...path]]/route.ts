import { jsonError } from '@/lib/http/responses';

export const dynamic = 'force-dynamic';

/**
 * /api, or any path under it, that names no endpoint: 404 `{ message, errors }` as every refusal
 * of the API is (docs/http-api.md), not the site's HTML 404 page. Next tries this route only when
 * no other matches the path, so a known path asked with another method still answers 405.
 */
function notFound(): Response {
  return jsonError(404, 'Not found');
}

// OPTIONS too: Next's own would answer 204 naming every method, as if the path were an endpoint.
export { notFound as DELETE, notFound as GET, notFound as OPTIONS, notFound as PATCH, notFound as POST, notFound as PUT };
