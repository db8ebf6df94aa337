import type { Metadata } from 'next';
import { ErrorState } from '@/components/layout/ErrorState';
import { ButtonLink } from '@/components/ui/Button';
import { Icon } from '@/components/ui/Icon';
import { NOT_FOUND_LEAD, NOT_FOUND_TITLE } from '@/components/layout/errorTexts';
import { PAGES } from '@/lib/domain/routes';
import { metadata as notFoundMetadata } from '../../not-found';

export const metadata: Metadata = notFoundMetadata;

/**
 * A manage link that opens nothing (HTTP 404, the product's texts): the listing was deleted, or
 * its poster was given a new link since (docs/product.md, "A lost link"), which is said here,
 * with the way to ask for one.
 */
export default function SubletLinkNotFound() {
  return (
    <ErrorState
      code="404"
      title={NOT_FOUND_TITLE}
      lead={NOT_FOUND_LEAD}
      message="If this was the private link to your sublet, the listing was deleted or a newer link replaced this one. You can ask for a new link with the address you posted with."
    >
      <ButtonLink href={PAGES.lostSubletLink} iconStart={<Icon name="mail" />}>
        Get a new link
      </ButtonLink>
      <ButtonLink href={PAGES.sublets} variant="secondary">
        All sublets
      </ButtonLink>
    </ErrorState>
  );
}
