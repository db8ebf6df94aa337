import 'server-only';
import { getAppSecret as defaultGetAppSecret } from '../config';
import { storeLeadWithMail } from '../data/leads';
import { loadListedSubletPoster } from '../data/sublets';
import { subletApprovalPath } from '../domain/routes';
import { CAPTCHA_ACTIONS } from '../domain/validation/captcha-actions';
import { REQUIRED_FIELDS_MESSAGE } from '../domain/validation/messages';
import { SUBLET_NOT_FOUND_MESSAGE } from '../domain/validation/sublet-messages';
import { REPORT_FAILED_MESSAGE, REPORT_SENT_MESSAGE, subletReportSchema } from '../domain/validation/sublet-report';
import { captchaNote, createFormEndpoint, FormRejection, type FormEndpointDeps } from '../http/form-endpoint';
import { log } from '../log';
import { FORM_SUBMISSION_LIMITS } from '../rate-limit/endpoint-limiter';
import { signApprovalToken } from './approval-token';
import { subletReportMail } from './sublet-mail';

const SUBLET_ID = /^[A-Za-z0-9_-]{1,200}$/;

/**
 * POST /api/sublets/{id}/report (docs/http-api.md): `{ reason, details, email, captchaResponse }`
 * → 201 `{ message }`. Only for a listed sublet (else 404). The report is stored as a lead and
 * mailed to the moderators (INQUIRIES_EMAIL) with a fresh link to the sublet's moderation page,
 * whose Take down button removes it; reply-to the visitor when they gave an address. Nothing
 * about the report reaches the poster.
 */
export function createSubletReportEndpoint(deps: FormEndpointDeps & { getAppSecret?: () => string } = {}) {
  const getAppSecret = deps.getAppSecret ?? defaultGetAppSecret;
  return createFormEndpoint<ReturnType<typeof subletReportSchema>, string>(
    {
      name: 'sublet-report',
      schema: ({ requireCaptcha }) => subletReportSchema({ requireCaptcha }),
      captchaAction: CAPTCHA_ACTIONS.subletReport,
      limits: FORM_SUBMISSION_LIMITS,
      invalidMessage: REQUIRED_FIELDS_MESSAGE,
      successMessage: REPORT_SENT_MESSAGE,
      failureMessage: REPORT_FAILED_MESSAGE,
      async store(report, { db, config, now, params: subletId, captchaVerified }) {
        const poster = SUBLET_ID.test(subletId) ? await loadListedSubletPoster(db, subletId, now) : null;
        if (!poster) throw new FormRejection(404, SUBLET_NOT_FOUND_MESSAGE);
        const moderationUrl = `${config.siteUrl}${subletApprovalPath(signApprovalToken(subletId, getAppSecret(), now))}`;
        const mail = subletReportMail(report, { title: poster.title, posterEmail: poster.email, moderationUrl, receivedAt: now });
        const { captchaResponse: _token, ...fields } = report;
        const { leadId } = await storeLeadWithMail(
          db,
          {
            kind: 'sublet-report',
            subletId,
            name: '',
            email: report.email,
            payload: captchaVerified ? fields : { ...fields, captchaVerified },
            currentPage: report.currentPage,
          },
          [
            {
              kind: 'sublet-report',
              to: [config.inquiriesEmail],
              ...(report.email ? { replyTo: report.email } : {}),
              ...mail,
              subject: captchaNote(mail.subject, captchaVerified),
            },
          ],
        );
        log.info('lead.stored', { kind: 'sublet-report', leadId });
      },
    },
    deps,
  );
}
