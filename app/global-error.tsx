'use client';

import '@/styles/global.css';
import { ErrorState } from '@/components/layout/ErrorState';
import { Button } from '@/components/ui/Button';
import { PAGE_FAILED_TEXT, UNEXPECTED_ERROR_TITLE } from '@/components/layout/errorTexts';

/** Errors in the root layout itself: a whole document with the same message and a retry. */
export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en">
      <body>
        <title>{UNEXPECTED_ERROR_TITLE}</title>
        <main id="main">
          <ErrorState
            title={UNEXPECTED_ERROR_TITLE}
            message={PAGE_FAILED_TEXT}
          >
            <Button onClick={() => retry()}>Try again</Button>
            {/* A full load, not a client navigation: the root layout itself failed, so start afresh. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/">Go to the home page</a>
          </ErrorState>
        </main>
      </body>
    </html>
  );
}
