import { createTourBookingEndpoint } from '@/lib/tours/book-endpoint';

export const dynamic = 'force-dynamic';

const handle = createTourBookingEndpoint();

/** POST /api/tours: books a tour (docs/http-api.md) → 201 `{ message }`, 409 when the time is taken. */
export async function POST(request: Request): Promise<Response> {
  return handle(request);
}
