import { createContactEndpoint } from '@/lib/leads/contact-endpoint';
import { otherMethods } from '@/lib/http/other-methods';

export const dynamic = 'force-dynamic';

/** Other methods: 405 with Allow, and OPTIONS (lib/http/other-methods.ts). */
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');

const handle = createContactEndpoint();

/** POST /api/contact: a contact message (docs/http-api.md) → 201 `{ message }`. */
export async function POST(request: Request): Promise<Response> {
  return handle(request);
}
