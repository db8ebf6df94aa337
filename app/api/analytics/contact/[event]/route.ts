import { createContactAnalyticsEndpoint } from '@/lib/leads/analytics-endpoint';
import { otherMethods } from '@/lib/http/other-methods';

export const dynamic = 'force-dynamic';

/** Other methods: 405 with Allow, and OPTIONS (lib/http/other-methods.ts). */
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');

const handle = createContactAnalyticsEndpoint();

/** POST /api/analytics/contact/{clicked|initiated|submitted} with `{ property }` → 204 (docs/http-api.md). */
export async function POST(request: Request, { params }: { params: Promise<{ event: string }> }): Promise<Response> {
  const { event } = await params;
  return handle(request, event);
}
