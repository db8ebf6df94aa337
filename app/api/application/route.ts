import { createApplicationEndpoint } from '@/lib/leads/application-endpoint';

export const dynamic = 'force-dynamic';

const handle = createApplicationEndpoint();

/** POST /api/application: a Rental Application Request (docs/http-api.md) → 201 `{ message }`. */
export async function POST(request: Request): Promise<Response> {
  return handle(request);
}
