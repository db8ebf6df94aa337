import { createContactAnalyticsEndpoint } from '@/lib/leads/analytics-endpoint';

export const dynamic = 'force-dynamic';

const handle = createContactAnalyticsEndpoint();

/** POST /api/analytics/contact/{clicked|initiated|submitted} with `{ property }` → 204 (docs/http-api.md). */
export async function POST(request: Request, { params }: { params: Promise<{ event: string }> }): Promise<Response> {
  const { event } = await params;
  return handle(request, event);
}
