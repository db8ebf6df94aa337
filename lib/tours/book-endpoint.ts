import 'server-only';
import { getAppSecret as defaultGetAppSecret } from '../config';
import { company } from '../company';
import { leads } from '../data/schema';
import { loadTourCommunity, takeTourSeat } from '../data/tours';
import { communityMailboxes } from '../domain/lead-recipients';
import { isOfferedSlot, slotStart } from '../domain/tours';
import { CAPTCHA_ACTIONS } from '../domain/validation/captcha-actions';
import { REQUIRED_FIELDS_MESSAGE } from '../domain/validation/messages';
import {
  TOUR_BOOKED_MESSAGE,
  TOUR_FAILED_MESSAGE,
  TOUR_NOT_BOOKABLE_MESSAGE,
  TOUR_SLOT_TAKEN_MESSAGE,
  tourRequestSchema,
} from '../domain/validation/tour';
import { captchaNote, createFormEndpoint, FormRejection, type FormEndpointDeps } from '../http/form-endpoint';
import { log } from '../log';
import { enqueueMail } from '../mail/outbox';
import { FORM_SUBMISSION_LIMITS } from '../rate-limit/endpoint-limiter';
import { signTourCancelToken } from './cancel-token';
import { tourBookedMail, tourConfirmationMail } from './tour-mail';

/** Where a refused slot is reported: the time field, which the form clears and offers again. */
const slotTaken = () => new FormRejection(409, TOUR_SLOT_TAKEN_MESSAGE, { time: TOUR_SLOT_TAKEN_MESSAGE });

/**
 * POST /api/tours (docs/http-api.md): books a tour. The slot must be one the community's hours
 * offer within the next 14 days (else 409), and a seat of it must be free at the moment of
 * booking (else 409, nothing stored). The booking is stored as a lead with its two mails, in one
 * transaction: to the community's mailbox (reply-to the visitor), and to the visitor with the
 * calendar file and the signed cancel link. → 201 `{ message: 'Tour booked!' }`.
 */
export function createTourBookingEndpoint(deps: FormEndpointDeps & { getAppSecret?: () => string } = {}) {
  const getAppSecret = deps.getAppSecret ?? defaultGetAppSecret;
  return createFormEndpoint(
    {
      name: 'tour',
      schema: ({ requireCaptcha }) => tourRequestSchema({ requireCaptcha }),
      captchaAction: CAPTCHA_ACTIONS.tour,
      limits: FORM_SUBMISSION_LIMITS,
      invalidMessage: REQUIRED_FIELDS_MESSAGE,
      successMessage: TOUR_BOOKED_MESSAGE,
      failureMessage: TOUR_FAILED_MESSAGE,
      async store(request, { db, config, now, captchaVerified }) {
        const community = await loadTourCommunity(db, request.property);
        if (!community) throw new FormRejection(404, TOUR_NOT_BOOKABLE_MESSAGE, { property: TOUR_NOT_BOOKABLE_MESSAGE });
        const floorplan = request.floorplan ? community.floorplans.find((plan) => plan.id === request.floorplan) : null;
        if (floorplan === undefined) throw new FormRejection(400, REQUIRED_FIELDS_MESSAGE, { floorplan: 'Floor plan is not valid' });
        if (!isOfferedSlot(community.openingHours, request.day, request.time, now)) throw slotTaken();
        const startsAt = slotStart(request.day, request.time);
        const { captchaResponse: _token, ...fields } = request;

        const bookingId = await db.transaction(async (tx) => {
          const [lead] = await tx
            .insert(leads)
            .values({
              kind: 'tour',
              propertyId: community.id,
              name: request.name,
              email: request.email,
              phone: request.phone || null,
              payload: captchaVerified ? fields : { ...fields, captchaVerified },
              currentPage: request.currentPage || null,
            })
            .returning({ id: leads.id });
          if (!lead) throw new Error('The leads table returned no row');
          const id = await takeTourSeat(tx, {
            leadId: lead.id,
            propertyId: community.id,
            floorplanId: floorplan?.id ?? null,
            kind: request.kind,
            startsAt,
            capacity: community.capacity,
          });
          if (id === null) throw slotTaken(); // rolls the lead back: nothing is stored

          const booking = { ...request, id, startsAt, community, floorplanName: floorplan?.name ?? null };
          const context = { siteUrl: config.siteUrl, companyName: company.name, cancelToken: signTourCancelToken(id, getAppSecret()), now };
          const staff = tourBookedMail(booking, context);
          const mailboxes = communityMailboxes(community.email, config.inquiriesEmail);
          await enqueueMail(tx, {
            kind: 'tour-booked',
            to: mailboxes,
            replyTo: request.email,
            leadId: lead.id,
            ...staff,
            subject: captchaNote(staff.subject, captchaVerified),
          });
          await enqueueMail(tx, { kind: 'tour-confirmation', to: [request.email], replyTo: mailboxes.join(', '), leadId: lead.id, ...tourConfirmationMail(booking, context) });
          return id;
        });
        log.info('tour.booked', { bookingId, property: community.id });
      },
    },
    deps,
  );
}
