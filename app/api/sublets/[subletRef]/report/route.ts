import { createSubletReportEndpoint } from '@/lib/sublets/report-endpoint';
import { otherMethods } from '@/lib/http/other-methods';

export const dynamic = 'force-dynamic';

/** Other methods: 405 with Allow, and OPTIONS (lib/http/other-methods.ts). */
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');

const handle = createSubletReportEndpoint();

/** POST /api/sublets/{id}/report: `{ reason, details, email, captchaResponse }` → 201 (docs/http-api.md). */
export async function POST(request: Request, { params }: { params: Promise<{ subletRef: string }> }): Promise<Response> {
  const { subletRef } = await params;
  return handle(request, subletRef);
}
