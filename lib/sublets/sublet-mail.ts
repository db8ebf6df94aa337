import { companyDateTime } from '../domain/company-day';
import { formatDisplayDate, formatUsd } from '../domain/formats';
import { SUBLET_LISTING_DAYS, subletBedroomsText } from '../domain/sublets';
import { APPROVAL_LINK_DAYS, SUBLET_EXPIRED_GRACE_DAYS, SUBLET_UNAPPROVED_DAYS } from '../domain/sublet-retention';
import { SUBLET_REPORTERS_TO_HOLD, type ReportStanding } from '../domain/sublet-reports';
import type { SubletFields } from '../domain/validation/sublet';
import type { SubletMessage } from '../domain/validation/sublet-message';
import { SUBLET_REPORT_REASON_LABELS, type SubletReport } from '../domain/validation/sublet-report';
import { isolate, renderFieldsMail, type MailField } from '../mail/render';

/**
 * The mails of the sublet board (docs/product.md#mail):
 * - to the moderators (INQUIRIES_EMAIL), reply-to the poster: the listing and the link to the
 *   confirmation page whose button approves it;
 * - to the poster: the private manage link `SITE_URL/sublets/{assetKey}` (the only place the key
 *   ever appears besides the poster's own browser); what happens to the listing later is told
 *   to the poster by ./poster-notice-mail.ts;
 * - to the poster when a visitor writes, reply-to the visitor;
 * - to the moderators when a visitor reports a listing, reply-to the visitor when they gave an
 *   address: the report, what it did to the listing (still listed, or off the board until a
 *   moderator looks) and the link to the moderation page, whose buttons put it back or take it down.
 */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

function listingFields(fields: SubletFields): MailField[] {
  return [
    { label: 'Title', value: fields.title },
    { label: 'Address', value: `${fields.address} ${fields.zipcode}` },
    { label: 'Bedrooms', value: subletBedroomsText(fields.availableBedrooms, fields.bedroom) },
    { label: 'Rent', value: `${formatUsd(fields.rent)} / month` },
    { label: 'Available', value: `${formatDisplayDate(fields.availableFrom)} – ${formatDisplayDate(fields.availableTo)}` },
    { label: 'Pets', value: fields.petsAllowed ? 'Allowed' : 'Not allowed' },
    { label: 'Utilities', value: fields.utilitiesIncluded ? 'Included' : 'Not included' },
    { label: 'Description', value: fields.description },
  ];
}

/**
 * To the moderators: a posted sublet to approve, with the link to its confirmation page. With
 * `remindedAt`, the reminder of one still waiting (lib/domain/sublet-retention.ts), its link fresh.
 */
export function moderatorMail(
  fields: SubletFields,
  { approvalUrl, photoCount, receivedAt, remindedAt }: { approvalUrl: string; photoCount: number; receivedAt: Date; remindedAt?: Date },
): RenderedMail {
  const poster = `${fields.firstName} ${fields.lastName}`;
  const posted = `${isolate(poster)} posted a sublet on ${companyDateTime(receivedAt)}`;
  const days = remindedAt ? Math.floor((remindedAt.getTime() - receivedAt.getTime()) / (24 * 60 * 60 * 1000)) : 0;
  const body = renderFieldsMail({
    heading: remindedAt ? 'A sublet still waits for approval' : 'A sublet waits for approval',
    intro: remindedAt
      ? `${posted}, ${days} days ago, and nobody has approved or rejected it yet. It is not listed until you approve it; ${SUBLET_UNAPPROVED_DAYS} days after its posting it is deleted, and its poster told. Open the link, check the listing and its photos, and press Approve or Reject. This link works for ${APPROVAL_LINK_DAYS} days.`
      : `${posted}. It is not listed until you approve it. Open the link, check the listing and its photos, and press Approve or Reject. The link works for ${APPROVAL_LINK_DAYS} days.`,
    fields: [
      { label: 'Review and approve', value: approvalUrl, href: approvalUrl },
      { label: 'Poster', value: poster },
      { label: 'Email', value: fields.email, href: `mailto:${fields.email}` },
      ...listingFields(fields),
      { label: 'Photos', value: String(photoCount) },
    ],
    footer: `Reply to this e-mail to write to the poster. An approved sublet is listed for ${SUBLET_LISTING_DAYS} days; one not approved within ${SUBLET_UNAPPROVED_DAYS} days is deleted.`,
  });
  return { subject: remindedAt ? `Sublet still waiting for approval: ${fields.title}` : `Sublet to approve: ${fields.title}`, ...body };
}

export function posterMail(fields: SubletFields, { manageUrl }: { manageUrl: string }): RenderedMail {
  const body = renderFieldsMail({
    heading: 'Your sublet was received',
    intro: `Hi ${isolate(fields.firstName)}, thank you for posting "${isolate(fields.title)}". It will be posted once it is approved (we will write to you when it is), and stays listed for ${SUBLET_LISTING_DAYS} days after that, or until its Available To date if that comes first; ${SUBLET_EXPIRED_GRACE_DAYS} days after it expires it is deleted with its photos. Your name and e-mail address are used for verification only and are not displayed. Use the private link below to see or delete your listing. Keep it to yourself: anyone who has it can delete the listing.`,
    fields: [{ label: 'Manage your sublet', value: manageUrl, href: manageUrl }, ...listingFields(fields)],
    footer: 'Visitors who write to you through the sublet board reach you by e-mail; your address is not shown to them.',
  });
  return { subject: `Your sublet: ${fields.title}`, ...body };
}

export function subletMessageMail(message: SubletMessage, { title, receivedAt }: { title: string; receivedAt: Date }): RenderedMail {
  const body = renderFieldsMail({
    heading: `A message about your sublet "${isolate(title)}"`,
    intro: `${isolate(message.name)} wrote on ${companyDateTime(receivedAt)}.`,
    fields: [
      { label: 'Name', value: message.name },
      { label: 'Email', value: message.email, href: `mailto:${message.email}` },
      { label: 'Message', value: message.message },
    ],
    footer: `Reply to this e-mail to answer ${isolate(message.name)}. Your address was not shown to them; replying shares it.`,
  });
  return { subject: `Message about your sublet: ${title}`, ...body };
}

/** What the moderators are told the report did, after when it was made. */
function reportStandingText(standing: ReportStanding, reporters: number): string {
  switch (standing) {
    case 'listed':
      return `It stays listed until you take it down; reports from ${SUBLET_REPORTERS_TO_HOLD} different visitors take it off the board until you look at it (${reporters} so far).`;
    case 'held-now':
      return `${reporters} different visitors have reported it, so it was taken off the board until you look at it: Put back lists it again (reports then no longer take it off), Take down deletes it.`;
    case 'held':
      return `It is off the board until you look at it (${reporters} different visitors have reported it): Put back lists it again, Take down deletes it.`;
    case 'kept':
      return 'You put it back after earlier reports, so it stays listed until you take it down.';
  }
}

export function subletReportMail(
  report: SubletReport,
  {
    title,
    posterEmail,
    moderationUrl,
    receivedAt,
    standing,
    reporters,
  }: { title: string; posterEmail: string; moderationUrl: string; receivedAt: Date; standing: ReportStanding; reporters: number },
): RenderedMail {
  const reason = SUBLET_REPORT_REASON_LABELS[report.reason].label;
  const held = standing === 'held-now' || standing === 'held';
  const body = renderFieldsMail({
    heading: `A sublet was reported: "${isolate(title)}"`,
    intro: `A visitor reported this listing on ${companyDateTime(receivedAt)}. ${reportStandingText(standing, reporters)} Open the link and check the listing; the poster is not told who reported it.`,
    fields: [
      { label: 'Reason', value: reason },
      ...(report.details ? [{ label: 'Details', value: report.details }] : []),
      { label: 'Reported by', value: report.email, ...(report.email ? { href: `mailto:${report.email}` } : {}) },
      { label: held ? 'Review, put back or take down' : 'Review and take down', value: moderationUrl, href: moderationUrl },
      { label: 'Poster', value: posterEmail, href: `mailto:${posterEmail}` },
      ...(report.currentPage ? [{ label: 'Reported from', value: report.currentPage }] : []),
    ],
    footer: report.email ? 'Reply to this e-mail to write to the visitor who reported it.' : 'The visitor gave no address to answer.',
  });
  const subject = standing === 'held-now' ? `Sublet taken off the board after reports from ${reporters} visitors: ${title}` : `Sublet reported (${report.reason}): ${title}`;
  return { subject, ...body };
}
