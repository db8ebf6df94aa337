import { company } from '../company';
import { companyDateTime } from '../domain/company-day';
import { communityPath, tourCancelPath } from '../domain/routes';
import { tourAddressLines, TOUR_KIND_LABELS, TOUR_KIND_NOUNS, TOUR_SLOT_MINUTES, type TourKind } from '../domain/tours';
import { telLink } from '../domain/formats';
import type { MailAttachment } from '../mail/attachment';
import { isolate, type MailField, phoneField, renderFieldsMail } from '../mail/render';
import { calendarFile, ICS_CONTENT_TYPE } from './ics';

/** What the tour mails say: the booking, its community and where the visitor booked from. */
export interface TourMailBooking {
  id: number;
  kind: TourKind;
  startsAt: Date;
  name: string;
  email: string;
  /** Digits. */
  phone: string;
  currentPage: string;
  community: {
    id: string;
    name: string;
    phone: string;
    address: string;
    zipcode: string;
    officeName: string | null;
    officeAddress: string | null;
    officeZipcode: string | null;
  };
  floorplanName: string | null;
}

export interface TourMailContext {
  siteUrl: string;
  companyName: string;
  /** The signed cancel token of the booking. */
  cancelToken: string;
  now: Date;
}

export interface RenderedTourMail {
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
}

/** 'Nov 30, 2026, 9:30 AM EST': Bloomington time, zone named. */
const when = (startsAt: Date) => companyDateTime(startsAt);

function where(booking: TourMailBooking): string {
  if (booking.kind === 'VIDEO') return 'Video call: the leasing team sends the link before the tour';
  const { officeName, name } = booking.community;
  return [officeName ?? `${name} leasing office`, ...tourAddressLines(booking.community, company)].join(', ');
}

const phoneHref = (phone: string) => (phone ? telLink(phone) : undefined);

/** The calendar file; the visitor's carries the cancel link, the community's does not. */
function calendarAttachment(booking: TourMailBooking, context: TourMailContext, cancelUrl: string | null): MailAttachment {
  const host = new URL(context.siteUrl).hostname;
  const content = calendarFile(
    {
      uid: `tour-${booking.id}@${host}`,
      start: booking.startsAt,
      end: new Date(booking.startsAt.getTime() + TOUR_SLOT_MINUTES * 60_000),
      stamp: context.now,
      summary: `${booking.kind === 'VIDEO' ? 'Video tour' : 'Tour'} of ${booking.community.name}`,
      location: where(booking),
      description: [
        `Your ${TOUR_KIND_NOUNS[booking.kind]} of ${booking.community.name}${booking.floorplanName ? `, ${booking.floorplanName}` : ''}.`,
        booking.community.phone ? `Leasing office: ${booking.community.phone}` : '',
        cancelUrl ? `To cancel: ${cancelUrl}` : '',
      ]
        .filter(Boolean)
        .join('\n'),
      url: `${context.siteUrl}${communityPath(booking.community.id)}`,
    },
    `-//${context.companyName}//Tours//EN`,
  );
  return { filename: 'tour.ics', contentType: ICS_CONTENT_TYPE, content };
}

function tourFields(booking: TourMailBooking): MailField[] {
  return [
    { label: 'When', value: when(booking.startsAt) },
    { label: 'Tour', value: TOUR_KIND_LABELS[booking.kind] },
    { label: 'Community', value: booking.community.name },
    { label: 'Floor plan', value: booking.floorplanName ?? '' },
    { label: 'Where', value: where(booking) },
  ];
}

/** What the visitor's mails list: the booking, the office's phone and the cancel link. */
function visitorFields(booking: TourMailBooking, cancelUrl: string): MailField[] {
  return [
    ...tourFields(booking),
    { label: 'Leasing office', value: booking.community.phone, href: phoneHref(booking.community.phone) },
    { label: 'Cancel', value: cancelUrl, href: cancelUrl },
  ];
}

const CANCEL_FOOTER = 'Cannot make it? Use the cancel link above so someone else can have the time.';

/** To the visitor: the booking, the office's phone, the cancel link, and the calendar file. */
export function tourConfirmationMail(booking: TourMailBooking, context: TourMailContext): RenderedTourMail {
  const cancelUrl = `${context.siteUrl}${tourCancelPath(context.cancelToken)}`;
  const body = renderFieldsMail({
    heading: 'Your tour is booked',
    intro: `Hi ${isolate(booking.name)}, your tour of ${booking.community.name} is booked. The calendar file attached adds it to your calendar.`,
    fields: visitorFields(booking, cancelUrl),
    footer: CANCEL_FOOTER,
  });
  return {
    subject: `Your tour of ${booking.community.name}: ${when(booking.startsAt)}`,
    ...body,
    attachments: [calendarAttachment(booking, context, cancelUrl)],
  };
}

/** To the visitor a day before (lib/domain/tour-reminders.ts): when, where, and the cancel link. */
export function tourReminderMail(booking: TourMailBooking, context: TourMailContext): Omit<RenderedTourMail, 'attachments'> {
  const cancelUrl = `${context.siteUrl}${tourCancelPath(context.cancelToken)}`;
  const body = renderFieldsMail({
    heading: 'Your tour is coming up',
    intro: `Hi ${isolate(booking.name)}, this is a reminder of your ${TOUR_KIND_NOUNS[booking.kind]} of ${booking.community.name} on ${when(booking.startsAt)}.`,
    fields: visitorFields(booking, cancelUrl),
    footer: CANCEL_FOOTER,
  });
  return { subject: `Reminder: your tour of ${booking.community.name}, ${when(booking.startsAt)}`, ...body };
}

/** To the community's mailbox: who is coming, when, and how to reach them. */
export function tourBookedMail(booking: TourMailBooking, context: TourMailContext): RenderedTourMail {
  const body = renderFieldsMail({
    heading: 'Tour Booked',
    intro: `${isolate(booking.name)} booked a tour on ${companyDateTime(context.now)}.`,
    fields: [
      ...tourFields(booking),
      { label: 'Name', value: booking.name },
      { label: 'Email', value: booking.email, href: `mailto:${booking.email}` },
      phoneField(booking.phone),
      { label: 'Page', value: booking.currentPage },
    ],
    footer: 'Reply to this e-mail to answer the visitor directly.',
  });
  return {
    subject: `Tour Booked: ${booking.community.name}, ${when(booking.startsAt)}`,
    ...body,
    attachments: [calendarAttachment(booking, context, null)],
  };
}

/** To the community's mailbox when the visitor cancels through the mailed link. */
export function tourCancelledMail(booking: { name: string; email: string; kind: TourKind; startsAt: Date; communityName: string }, now: Date) {
  const body = renderFieldsMail({
    heading: 'Tour Cancelled',
    intro: `${isolate(booking.name)} cancelled their tour on ${companyDateTime(now)}. The time is free again.`,
    fields: [
      { label: 'When', value: when(booking.startsAt) },
      { label: 'Tour', value: TOUR_KIND_LABELS[booking.kind] },
      { label: 'Community', value: booking.communityName },
      { label: 'Name', value: booking.name },
      { label: 'Email', value: booking.email, href: `mailto:${booking.email}` },
    ],
  });
  return { subject: `Tour Cancelled: ${booking.communityName}, ${when(booking.startsAt)}`, ...body };
}
