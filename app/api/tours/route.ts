import { createTourBookingEndpoint } from '@/lib/tours/book-endpoint';
import { otherMethods } from '@/lib/http/other-methods';

export const dynamic = 'force-dynamic';

/** Other methods: 405 with Allow, and OPTIONS (lib/http/other-methods.ts). */
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');

const handle = createTourBookingEndpoint();

/** POST /api/tours: books a tour (docs/http-api.md) → 201 `{ message }`, 409 when the time is taken. */
export async function POST(request: Request): Promise<Response> {
  return handle(request);
}
