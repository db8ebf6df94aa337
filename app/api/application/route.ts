import { createApplicationEndpoint } from '@/lib/leads/application-endpoint';
import { otherMethods } from '@/lib/http/other-methods';

export const dynamic = 'force-dynamic';

/** Other methods: 405 with Allow, and OPTIONS (lib/http/other-methods.ts). */
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');

const handle = createApplicationEndpoint();

/** POST /api/application: a Rental Application Request (docs/http-api.md) → 201 `{ message }`. */
export async function POST(request: Request): Promise<Response> {
  return handle(request);
}
