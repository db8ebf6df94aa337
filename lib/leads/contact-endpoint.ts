import 'server-only';
import { listCommunityMailboxes } from '../data/community-mailboxes';
import { storeLeadWithMail } from '../data/leads';
import { contactRecipients } from '../domain/lead-recipients';
import { CAPTCHA_ACTIONS } from '../domain/validation/captcha-actions';
import { contactMessageSchema } from '../domain/validation/contact';
import { MESSAGE_FAILED_MESSAGE, MESSAGE_SENT_MESSAGE, REQUIRED_FIELDS_MESSAGE } from '../domain/validation/messages';
import { captchaNote, createFormEndpoint, type FormEndpointDeps } from '../http/form-endpoint';
import { log } from '../log';
import { FORM_SUBMISSION_LIMITS } from '../rate-limit/endpoint-limiter';
import { contactMail } from './lead-mail';

/**
 * POST /api/contact (docs/http-api.md): a contact message. 201 `{ message: 'Message Sent!' }`;
 * stored, then mailed to each ticked community's mailbox, else the page's community, else
 * INQUIRIES_EMAIL, with reply-to the sender. A `to` in the body is ignored.
 */
export function createContactEndpoint(deps: FormEndpointDeps = {}) {
  return createFormEndpoint(
    {
      name: 'contact',
      schema: ({ requireCaptcha }) => contactMessageSchema({ requireCaptcha }),
      captchaAction: CAPTCHA_ACTIONS.contact,
      limits: FORM_SUBMISSION_LIMITS,
      invalidMessage: REQUIRED_FIELDS_MESSAGE,
      successMessage: MESSAGE_SENT_MESSAGE,
      failureMessage: MESSAGE_FAILED_MESSAGE,
      async store(message, { db, config, now, captchaVerified }) {
        const communities = await listCommunityMailboxes(db);
        const recipients = contactRecipients({ ticked: message.communities, pageProperty: message.property }, communities, config.inquiriesEmail);
        const mail = contactMail(message, recipients, { siteUrl: config.siteUrl, receivedAt: now });
        const { captchaResponse: _token, ...fields } = message;
        const { leadId } = await storeLeadWithMail(
          db,
          {
            kind: 'contact',
            propertyId: recipients.tickedCommunities[0]?.id ?? recipients.pageCommunity?.id ?? null,
            name: message.name,
            email: message.email,
            phone: message.phone,
            payload: captchaVerified ? fields : { ...fields, captchaVerified },
            currentPage: message.currentPage,
          },
          [{ kind: 'contact', to: recipients.to, replyTo: message.email, ...mail, subject: captchaNote(mail.subject, captchaVerified) }],
        );
        log.info('lead.stored', { kind: 'contact', leadId, recipients: recipients.to.length });
      },
    },
    deps,
  );
}
