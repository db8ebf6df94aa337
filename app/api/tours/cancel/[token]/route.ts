import { createTourCancelEndpoint } from '@/lib/tours/cancel-endpoint';

export const dynamic = 'force-dynamic';

const handle = createTourCancelEndpoint();

/** POST /api/tours/cancel/{token}: the cancel page's button (a GET never cancels). */
export async function POST(request: Request, { params }: { params: Promise<{ token: string }> }): Promise<Response> {
  const { token } = await params;
  return handle(request, token);
}
