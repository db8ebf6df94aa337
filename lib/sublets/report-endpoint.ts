import 'server-only';
import { getAppSecret as defaultGetAppSecret } from '../config';
import { storeSubletReport } from '../data/sublet-reports';
import { subletApprovalPath } from '../domain/routes';
import { CAPTCHA_ACTIONS } from '../domain/validation/captcha-actions';
import { REQUIRED_FIELDS_MESSAGE } from '../domain/validation/messages';
import { SUBLET_NOT_FOUND_MESSAGE } from '../domain/validation/sublet-messages';
import { REPORT_FAILED_MESSAGE, REPORT_SENT_MESSAGE, subletReportSchema } from '../domain/validation/sublet-report';
import { captchaNote, createFormEndpoint, FormRejection, type FormEndpointDeps } from '../http/form-endpoint';
import { log } from '../log';
import { FORM_SUBMISSION_LIMITS } from '../rate-limit/endpoint-limiter';
import { signApprovalToken } from './approval-token';
import { posterNoticeMail } from './poster-notice-mail';
import { reporterKey } from './reporter-key';
import { revalidateSubletBoard } from './revalidate';
import { subletReportMail } from './sublet-mail';

const SUBLET_ID = /^[A-Za-z0-9_-]{1,200}$/;

/**
 * POST /api/sublets/{id}/report (docs/http-api.md): `{ reason, details, email, captchaResponse }`
 * → 201 `{ message }`. Only for a sublet in its listing period, listed or held off the board by
 * reports (else 404). The report is stored as a lead and mailed to the moderators
 * (INQUIRIES_EMAIL) with a fresh link to the sublet's moderation page; reply-to the visitor when
 * they gave an address. The report from the third different visitor takes the listing off the
 * board until a moderator looks (lib/domain/sublet-reports.ts), and only then is the poster told
 * (that it is off the board, not who reported it or why).
 */
export function createSubletReportEndpoint(deps: FormEndpointDeps & { getAppSecret?: () => string; revalidate?: () => void } = {}) {
  const getAppSecret = deps.getAppSecret ?? defaultGetAppSecret;
  const revalidate = deps.revalidate ?? revalidateSubletBoard;
  return createFormEndpoint<ReturnType<typeof subletReportSchema>, string>(
    {
      name: 'sublet-report',
      schema: ({ requireCaptcha }) => subletReportSchema({ requireCaptcha }),
      captchaAction: CAPTCHA_ACTIONS.subletReport,
      limits: FORM_SUBMISSION_LIMITS,
      invalidMessage: REQUIRED_FIELDS_MESSAGE,
      successMessage: REPORT_SENT_MESSAGE,
      failureMessage: REPORT_FAILED_MESSAGE,
      async store(report, { db, config, now, params: subletId, clientAddress, captchaVerified }) {
        if (!SUBLET_ID.test(subletId)) throw new FormRejection(404, SUBLET_NOT_FOUND_MESSAGE);
        const secret = getAppSecret();
        const moderationUrl = `${config.siteUrl}${subletApprovalPath(signApprovalToken(subletId, secret, now))}`;
        const { captchaResponse: _token, ...fields } = report;
        const stored = await storeSubletReport(db, {
          subletId,
          // Taking a listing down is done by people a captcha has checked: one kept while the
          // check was out of reach is mailed and listed, but does not count.
          reporter: captchaVerified ? reporterKey(subletId, clientAddress, secret) : null,
          now,
          lead: { name: '', email: report.email, payload: captchaVerified ? fields : { ...fields, captchaVerified }, currentPage: report.currentPage },
          mails: (poster, outcome) => {
            const mail = subletReportMail(report, { ...outcome, title: poster.title, posterEmail: poster.email, moderationUrl, receivedAt: now });
            return [
              {
                kind: 'sublet-report',
                to: [config.inquiriesEmail],
                subletId,
                ...(report.email ? { replyTo: report.email } : {}),
                ...mail,
                subject: captchaNote(mail.subject, captchaVerified),
              },
            ];
          },
          holdNotice: (sublet) => posterNoticeMail('held', sublet, { siteUrl: config.siteUrl, inquiriesEmail: config.inquiriesEmail }),
        });
        if (!stored) throw new FormRejection(404, SUBLET_NOT_FOUND_MESSAGE);
        log.info('lead.stored', { kind: 'sublet-report', leadId: stored.leadId });
        if (stored.standing !== 'held-now') return;
        return () => {
          revalidate();
          log.info('sublet.held', { id: subletId, reporters: stored.reporters });
        };
      },
    },
    deps,
  );
}
