'use client';

import { useEffect } from 'react';
import { ErrorState } from '@/components/layout/ErrorState';
import { Button, ButtonLink } from '@/components/ui/Button';
import { Icon } from '@/components/ui/Icon';
import { UNEXPECTED_ERROR_TITLE } from '@/components/layout/errorTexts';

/** Errors while rendering a page: the product's error text (docs/product.md#messages), a retry and a way home. */
export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  const digest = error instanceof Error && 'digest' in error ? String((error as Error & { digest?: string }).digest ?? '') : '';
  return (
    <ErrorState
      title={UNEXPECTED_ERROR_TITLE}
      message={`Something went wrong while loading this page. Please try again.${digest ? ` (Reference ${digest})` : ''}`}
    >
      <Button onClick={() => retry()} iconStart={<Icon name="arrow-right" />}>
        Try again
      </Button>
      <ButtonLink href="/" variant="secondary" iconStart={<Icon name="home" />}>
        Go to the home page
      </ButtonLink>
    </ErrorState>
  );
}
