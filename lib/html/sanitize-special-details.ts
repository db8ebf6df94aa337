import sanitizeHtml from 'sanitize-html';

/**
 * Home-page specials carry HTML `details` written by the listing editors (docs/product.md). It is
 * rendered with dangerouslySetInnerHTML, so it is cleaned on the server first with
 * sanitize-html (a maintained allow-list sanitizer built on htmlparser2, no DOM needed):
 * text formatting, lists, headings and links only. No scripts, styles, event handlers, frames,
 * forms or images; links are http(s)/mailto/tel and open safely in a new tab.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'ul', 'ol', 'li', 'h3', 'h4', 'blockquote', 'a', 'span'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...(attribs.href ? { href: attribs.href } : {}), target: '_blank', rel: 'noopener noreferrer' },
    }),
    // The modal's title is the h2: headings inside the details sit below it.
    h1: 'h3',
    h2: 'h3',
  },
};

export function sanitizeSpecialDetails(html: string | null | undefined): string {
  if (!html) return '';
  return sanitizeHtml(html, OPTIONS).trim();
}
