import type { Metadata } from 'next';
import { ErrorState } from '@/components/layout/ErrorState';
import { ButtonLink } from '@/components/ui/Button';
import { Icon } from '@/components/ui/Icon';
import { GET_NEW_SUBLET_LINK_LABEL, NOT_FOUND_LEAD, NOT_FOUND_TITLE, SUBLET_LINK_NOT_FOUND_MESSAGE } from '@/components/layout/errorTexts';
import { PAGES } from '@/lib/domain/routes';
import { metadata as notFoundMetadata } from '../../not-found';

export const metadata: Metadata = notFoundMetadata;

/**
 * A manage link that opens nothing (HTTP 404, the product's texts): the listing was deleted, or
 * its poster was given a new link since (docs/product.md, "A lost link"), which is said here,
 * with the way to ask for one. Before the page's scripts have run (or without them) the site
 * server writes the same words (server/error-document.ts).
 */
export default function SubletLinkNotFound() {
  return (
    <ErrorState
      code="404"
      title={NOT_FOUND_TITLE}
      lead={NOT_FOUND_LEAD}
      message={SUBLET_LINK_NOT_FOUND_MESSAGE}
    >
      <ButtonLink href={PAGES.lostSubletLink} iconStart={<Icon name="mail" />}>
        {GET_NEW_SUBLET_LINK_LABEL}
      </ButtonLink>
      <ButtonLink href={PAGES.sublets} variant="secondary">
        All sublets
      </ButtonLink>
    </ErrorState>
  );
}
