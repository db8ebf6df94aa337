import 'server-only';
import { listCommunityMailboxes } from '../data/community-mailboxes';
import { storeLeadWithMail } from '../data/leads';
import { applicationRecipients } from '../domain/lead-recipients';
import { applicationSchema } from '../domain/validation/application';
import { CAPTCHA_ACTIONS } from '../domain/validation/captcha-actions';
import {
  APPLICATION_FAILURE_MESSAGE,
  APPLICATION_SUCCESS_MESSAGE,
  REQUIRED_FIELDS_MESSAGE,
} from '../domain/validation/messages';
import { captchaNote, createFormEndpoint, type FormEndpointDeps } from '../http/form-endpoint';
import { log } from '../log';
import { FORM_SUBMISSION_LIMITS } from '../rate-limit/endpoint-limiter';
import { applicationMail } from './lead-mail';

/**
 * POST /api/application (docs/http-api.md): a Rental Application Request. 201
 * `{ message: 'Rental Application Request Complete!' }`; the request is stored, then mailed to
 * the chosen community's mailbox (else INQUIRIES_EMAIL) with reply-to the applicant.
 */
export function createApplicationEndpoint(deps: FormEndpointDeps = {}) {
  return createFormEndpoint(
    {
      name: 'application',
      schema: ({ requireCaptcha }) => applicationSchema({ requireProperty: true, requireCaptcha }),
      captchaAction: CAPTCHA_ACTIONS.application,
      limits: FORM_SUBMISSION_LIMITS,
      invalidMessage: REQUIRED_FIELDS_MESSAGE,
      successMessage: APPLICATION_SUCCESS_MESSAGE,
      failureMessage: APPLICATION_FAILURE_MESSAGE,
      async store(request, { db, config, now, captchaVerified }) {
        const communities = await listCommunityMailboxes(db);
        const { to, community } = applicationRecipients(request.property, communities, config.inquiriesEmail);
        const mail = applicationMail(request, community, { siteUrl: config.siteUrl, receivedAt: now });
        const { captchaResponse: _token, ...fields } = request;
        const { leadId } = await storeLeadWithMail(
          db,
          {
            kind: 'application',
            propertyId: community?.id ?? null,
            name: request.name,
            email: request.email,
            phone: request.phone,
            payload: captchaVerified ? fields : { ...fields, captchaVerified },
            currentPage: request.currentPage,
          },
          [{ kind: 'application', to, replyTo: request.email, ...mail, subject: captchaNote(mail.subject, captchaVerified) }],
        );
        log.info('lead.stored', { kind: 'application', leadId, recipients: to.length });
      },
    },
    deps,
  );
}
