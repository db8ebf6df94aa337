import 'server-only';
import { storeLeadWithMail } from '../data/leads';
import { loadListedSubletPoster } from '../data/sublets';
import { CAPTCHA_ACTIONS } from '../domain/validation/captcha-actions';
import { MESSAGE_FAILED_MESSAGE, MESSAGE_SENT_MESSAGE, REQUIRED_FIELDS_MESSAGE } from '../domain/validation/messages';
import { subletMessageSchema } from '../domain/validation/sublet-message';
import { SUBLET_NOT_FOUND_MESSAGE } from '../domain/validation/sublet-messages';
import { captchaNote, createFormEndpoint, FormRejection, type FormEndpointDeps } from '../http/form-endpoint';
import { log } from '../log';
import { FORM_SUBMISSION_LIMITS } from '../rate-limit/endpoint-limiter';
import { subletMessageMail } from './sublet-mail';

const SUBLET_ID = /^[A-Za-z0-9_-]{1,200}$/;

/**
 * POST /api/sublets/{id}/message (docs/http-api.md): `{ name, email, message, captchaResponse }` →
 * 201 `{ message: 'Message Sent!' }`. Only for a listed sublet (else 404). The message is stored
 * as a lead and mailed to the poster with reply-to the sender; the poster's address stays on the
 * server (it is in no answer).
 */
export function createSubletMessageEndpoint(deps: FormEndpointDeps = {}) {
  return createFormEndpoint<ReturnType<typeof subletMessageSchema>, string>(
    {
      name: 'sublet-message',
      schema: ({ requireCaptcha }) => subletMessageSchema({ requireCaptcha }),
      captchaAction: CAPTCHA_ACTIONS.subletMessage,
      limits: FORM_SUBMISSION_LIMITS,
      invalidMessage: REQUIRED_FIELDS_MESSAGE,
      successMessage: MESSAGE_SENT_MESSAGE,
      failureMessage: MESSAGE_FAILED_MESSAGE,
      async store(message, { db, now, params: subletId, captchaVerified }) {
        const poster = SUBLET_ID.test(subletId) ? await loadListedSubletPoster(db, subletId, now) : null;
        if (!poster) throw new FormRejection(404, SUBLET_NOT_FOUND_MESSAGE);
        const mail = subletMessageMail(message, { title: poster.title, receivedAt: now });
        const { captchaResponse: _token, ...fields } = message;
        const { leadId } = await storeLeadWithMail(
          db,
          {
            kind: 'sublet-message',
            subletId,
            name: message.name,
            email: message.email,
            payload: captchaVerified ? fields : { ...fields, captchaVerified },
            currentPage: message.currentPage,
          },
          [{ kind: 'sublet-message', to: [poster.email], replyTo: message.email, ...mail, subject: captchaNote(mail.subject, captchaVerified) }],
        );
        log.info('lead.stored', { kind: 'sublet-message', leadId });
      },
    },
    deps,
  );
}
