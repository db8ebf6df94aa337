import { companyDateTime } from '../domain/company-day';
import type { CommunityMailbox } from '../domain/lead-recipients';
import type { ApplicationRequest } from '../domain/validation/application';
import type { ContactMessage } from '../domain/validation/contact';
import { isolate, type MailField, phoneField, renderFieldsMail } from '../mail/render';

/** The mails that report a lead to the leasing team: every field, the page, reply-to the visitor. */

export const APPLICATION_MAIL_SUBJECT = 'Rental Application Request';

export interface LeadMailContext {
  siteUrl: string;
  receivedAt: Date;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

function emailField(email: string): MailField {
  return { label: 'Email', value: email, href: `mailto:${email}` };
}


/** The page the form was sent from; a link only when it is a page of this site. */
function pageField(currentPage: string, siteUrl: string): MailField {
  let href: string | undefined;
  try {
    const page = new URL(currentPage);
    if (page.origin === new URL(siteUrl).origin) href = page.toString();
  } catch {
    href = undefined;
  }
  return { label: 'Page', value: currentPage, href };
}

function communityLabel(ref: string, community: CommunityMailbox | null): string {
  if (!ref) return '';
  return community ? community.name : `${ref} (not a listed community)`;
}

const FOOTER = 'Reply to this e-mail to answer the visitor directly.';

export function applicationMail(
  request: ApplicationRequest,
  community: CommunityMailbox | null,
  { siteUrl, receivedAt }: LeadMailContext,
): RenderedMail {
  const body = renderFieldsMail({
    heading: APPLICATION_MAIL_SUBJECT,
    intro: `${isolate(request.name)} asked for a rental application on ${companyDateTime(receivedAt)}.`,
    fields: [
      { label: 'Name', value: request.name },
      emailField(request.email),
      phoneField(request.phone),
      { label: 'Community', value: communityLabel(request.property, community) },
      { label: 'Address or floor plan', value: request.address },
      { label: 'Questions', value: request.questions },
      pageField(request.currentPage, siteUrl),
    ],
    footer: FOOTER,
  });
  return { subject: APPLICATION_MAIL_SUBJECT, ...body };
}

function preferredContact(message: ContactMessage): string {
  return [
    message.phonePreferred ? 'Call' : null,
    message.textPreferred ? 'Text' : null,
    message.emailPreferred ? 'Email' : null,
  ]
    .filter(Boolean)
    .join(', ');
}

function rentRange(lower: number, upper: number): string {
  const dollars = (n: number) => `$${n.toLocaleString('en-US')}`;
  return `${dollars(lower)} – ${dollars(upper)}`;
}

export function contactMail(
  message: ContactMessage,
  { tickedCommunities, pageCommunity }: { tickedCommunities: CommunityMailbox[]; pageCommunity: CommunityMailbox | null },
  { siteUrl, receivedAt }: LeadMailContext,
): RenderedMail {
  const info = message.additionalInfo;
  const unknownTicked = message.communities.filter(
    (ref) => !tickedCommunities.some((c) => c.id === ref.trim() || c.name.toLowerCase() === ref.trim().toLowerCase()),
  );
  const communities = [...tickedCommunities.map((c) => c.name), ...unknownTicked.map((ref) => `${ref} (not a listed community)`)];
  const subject = `Contact Message from ${message.name}`;
  const body = renderFieldsMail({
    heading: 'Contact Message',
    intro: `${isolate(message.name)} sent a message on ${companyDateTime(receivedAt)}.`,
    fields: [
      { label: 'Name', value: message.name },
      emailField(message.email),
      phoneField(message.phone),
      { label: 'Preferred contact', value: preferredContact(message) },
      { label: 'Question', value: message.question },
      { label: 'Communities', value: communities.join(', ') },
      { label: 'Community of the page', value: communityLabel(message.property, pageCommunity) },
      { label: 'Bedrooms', value: info.bedrooms },
      { label: 'Move-in date', value: info.moveInDate },
      { label: 'Amenities', value: info.amenities },
      { label: 'Pets', value: info.pets },
      { label: 'Floor plan', value: info.floorPlan },
      { label: 'How they heard about us', value: info.hearAboutUs },
      { label: 'Rent range', value: rentRange(info.lowerRent, info.upperRent) },
      pageField(message.currentPage, siteUrl),
    ],
    footer: FOOTER,
  });
  return { subject, ...body };
}
