import { createSubletReportEndpoint } from '@/lib/sublets/report-endpoint';

export const dynamic = 'force-dynamic';

const handle = createSubletReportEndpoint();

/** POST /api/sublets/{id}/report: `{ reason, details, email, captchaResponse }` → 201 (docs/http-api.md). */
export async function POST(request: Request, { params }: { params: Promise<{ subletRef: string }> }): Promise<Response> {
  const { subletRef } = await params;
  return handle(request, subletRef);
}
