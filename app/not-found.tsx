import type { Metadata } from 'next';
import { ErrorState } from '@/components/layout/ErrorState';
import { ButtonLink } from '@/components/ui/Button';
import { Icon } from '@/components/ui/Icon';
import { NOT_FOUND_LEAD, NOT_FOUND_MESSAGE, NOT_FOUND_TITLE } from '@/components/layout/errorTexts';
import { PAGES } from '@/lib/domain/routes';
import { NO_PREVIEW_IMAGE } from '@/lib/seo/page-metadata';

export const metadata: Metadata = {
  title: { absolute: NOT_FOUND_TITLE },
  robots: { index: false },
  // A 404 is not shared: no preview image (Next.js would add the root's, with a wrong host).
  ...NO_PREVIEW_IMAGE,
};

/** Unknown routes and notFound(): HTTP 404 with the product's texts (docs/product.md#messages) and a way home. */
export default function NotFound() {
  return (
    <ErrorState
      code="404"
      title={NOT_FOUND_TITLE}
      lead={NOT_FOUND_LEAD}
      message={NOT_FOUND_MESSAGE}
    >
      <ButtonLink href="/" iconStart={<Icon name="home" />}>
        Go to the home page
      </ButtonLink>
      <ButtonLink href={PAGES.flexibleTerm} variant="secondary">
        Flexible term stays
      </ButtonLink>
    </ErrorState>
  );
}
