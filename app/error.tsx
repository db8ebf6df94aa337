'use client';

import { useEffect, useRef, useState } from 'react';
import { ErrorState } from '@/components/layout/ErrorState';
import { Button, ButtonLink } from '@/components/ui/Button';
import { Icon } from '@/components/ui/Icon';
import { DATABASE_UNAVAILABLE_TEXT, LOAD_FAILED_TEXT, PAGE_FAILED_TEXT, RELOAD_PAGE_LABEL, UNEXPECTED_ERROR_TITLE } from '@/components/layout/errorTexts';
import { DATABASE_UNAVAILABLE_DIGEST } from '@/lib/http/pages-without-database';
import { loadFailureOf } from '@/lib/html/load-failure';

/**
 * Errors while rendering a page: the product's error text (docs/product.md#messages), a retry and a
 * way home. When the page's code is gone from the server (the site was deployed again since this
 * page was opened, lib/html/load-failure.ts), trying again cannot help: it offers a reload instead.
 * When the database could not be reached (the server's 503, lib/http/pages-without-database.ts),
 * it says that this passes.
 */
export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  const [outdated, setOutdated] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  // Shown in place of a page a link led to, the message is where the visitor was (the link may
  // have been in the footer) and the focus on a link no longer there: both go to the title.
  useEffect(() => {
    window.scrollTo(0, 0);
    titleRef.current?.focus({ preventScroll: true });
  }, []);
  useEffect(() => {
    console.error(error);
    let current = true;
    // A failure with no file behind it is told apart without a request (load-failure.ts).
    void loadFailureOf(error).then((failure) => current && setOutdated(failure === 'updated'));
    return () => {
      current = false;
    };
  }, [error]);
  if (outdated) {
    return (
      <ErrorState title={UNEXPECTED_ERROR_TITLE} message={LOAD_FAILED_TEXT.updated} titleRef={titleRef}>
        <Button onClick={() => window.location.reload()} iconStart={<Icon name="arrow-right" />}>
          {RELOAD_PAGE_LABEL}
        </Button>
      </ErrorState>
    );
  }
  const digest = error instanceof Error && 'digest' in error ? String((error as Error & { digest?: string }).digest ?? '') : '';
  const message =
    digest === DATABASE_UNAVAILABLE_DIGEST
      ? DATABASE_UNAVAILABLE_TEXT
      : `${PAGE_FAILED_TEXT}${digest ? ` (Reference ${digest})` : ''}`;
  return (
    <ErrorState titleRef={titleRef} title={UNEXPECTED_ERROR_TITLE} message={message}>
      <Button onClick={() => retry()} iconStart={<Icon name="arrow-right" />}>
        Try again
      </Button>
      <ButtonLink href="/" variant="secondary" iconStart={<Icon name="home" />}>
        Go to the home page
      </ButtonLink>
    </ErrorState>
  );
}
