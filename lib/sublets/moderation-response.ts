import 'server-only';
import { subletApprovalPath } from '../domain/routes';

/** A post from a page's form (the moderators' or the poster's page: they work without JavaScript), or a client that wants HTML. */
export function wantsHtml(request: Request): boolean {
  const type = request.headers.get('content-type') ?? '';
  return /^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type) || /text\/html/i.test(request.headers.get('accept') ?? '');
}

/** 303 back to a private page whose button posted, which shows the result. A relative Location: whatever host was used. */
export function backToPage(path: string, result: string): Response {
  const page = `${path}?result=${encodeURIComponent(result)}`;
  return new Response(null, { status: 303, headers: { Location: page, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' } });
}

/** 303 back to the moderators' confirmation page. */
export function backToModerationPage(token: string, result: string): Response {
  return backToPage(subletApprovalPath(token), result);
}
