import 'server-only';
import { reissueSubletLinks } from '../data/sublet-links';
import { CAPTCHA_ACTIONS } from '../domain/validation/captcha-actions';
import { REQUIRED_FIELDS_MESSAGE } from '../domain/validation/messages';
import { SUBLET_LINK_FAILED_MESSAGE, SUBLET_LINK_SENT_MESSAGE, subletLinkSchema } from '../domain/validation/sublet-link';
import { createFormEndpoint, type FormEndpointDeps } from '../http/form-endpoint';
import { log } from '../log';
import { FORM_SUBMISSION_LIMITS } from '../rate-limit/endpoint-limiter';
import { newLinkMail } from './poster-notice-mail';

/**
 * POST /api/sublets/lost-link (docs/http-api.md): `{ email, captchaResponse }` → 201 `{ message }`,
 * the same message whether or not a sublet was posted with the address. Each sublet posted with
 * it gets a new private key, mailed to that address, unless it got one in the last hour
 * (lib/data/sublet-links.ts); the old link stops working. Nothing is stored as a lead: the mail
 * goes only to the address the poster gave when posting.
 */
export function createLostLinkEndpoint(deps: FormEndpointDeps & { newKey?: () => string } = {}) {
  return createFormEndpoint<ReturnType<typeof subletLinkSchema>>(
    {
      name: 'sublet-link',
      schema: ({ requireCaptcha }) => subletLinkSchema({ requireCaptcha }),
      captchaAction: CAPTCHA_ACTIONS.subletLink,
      limits: FORM_SUBMISSION_LIMITS,
      invalidMessage: REQUIRED_FIELDS_MESSAGE,
      successMessage: SUBLET_LINK_SENT_MESSAGE,
      failureMessage: SUBLET_LINK_FAILED_MESSAGE,
      async store({ email }, { db, config, now }) {
        const site = { siteUrl: config.siteUrl, inquiriesEmail: config.inquiriesEmail };
        const mailed = await reissueSubletLinks(db, {
          email,
          now,
          mail: (sublet, assetKey) => newLinkMail(sublet, assetKey, site, now),
          ...(deps.newKey ? { newKey: deps.newKey } : {}),
        });
        log.info('sublet.links_reissued', { count: mailed });
      },
    },
    deps,
  );
}
