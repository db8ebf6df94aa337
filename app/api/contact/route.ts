import { createContactEndpoint } from '@/lib/leads/contact-endpoint';

export const dynamic = 'force-dynamic';

const handle = createContactEndpoint();

/** POST /api/contact: a contact message (docs/http-api.md) → 201 `{ message }`. */
export async function POST(request: Request): Promise<Response> {
  return handle(request);
}
