import type { Metadata, Viewport } from 'next';
import { Suspense, type ReactNode } from 'react';
import '@/styles/global.css';
import { AnnouncementSlot } from '@/components/layout/AnnouncementSlot';
import { Footer } from '@/components/layout/Footer';
import { Header } from '@/components/layout/Header';
import { EARLY_CLICKS_SCRIPT } from '@/components/layout/earlyClicks';
import { EARLY_SUBMITS_SCRIPT } from '@/components/forms/earlySubmits';
import { SCRIPT_FAILURE_SCRIPT } from '@/components/layout/scriptFailureScript';
import { IntentPrefetch } from '@/components/layout/IntentPrefetch';
import { NavigationProgress } from '@/components/layout/NavigationProgress';
import { RefreshOnReturn } from '@/components/layout/RefreshOnReturn';
import * as shell from '@/components/layout/Shell.css';
import { SiteModalsProvider } from '@/components/layout/SiteModalsProvider';
import { SkipLink } from '@/components/layout/SkipLink';
import { IMAGE_FALLBACK_SCRIPT } from '@/lib/html/image-fallback';
import { company } from '@/lib/company';

export const metadata: Metadata = {
  title: { default: `${company.name} | Apartments in ${company.city}, ${company.state}`, template: `%s | ${company.name}` },
  description: `Apartments, town homes and furnished short-term stays in ${company.city}, ${company.state}.`,
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#8c1d2f' };

/**
 * The shell of every page: skip link, header, <main id="main"> (pages render their content
 * inside it and must not add another <main>), footer, and the page-wide modals provider.
 * No database access here.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        {/* First in <body>: it must listen before any picture can fail (lib/html/image-fallback.ts),
            before any button can be pressed (components/layout/earlyClicks.ts), before any form
            can be sent (components/forms/earlySubmits.ts) and before the page's own script could
            fail (components/layout/scriptFailure.ts). */}
        <script dangerouslySetInnerHTML={{ __html: IMAGE_FALLBACK_SCRIPT + EARLY_CLICKS_SCRIPT + EARLY_SUBMITS_SCRIPT + SCRIPT_FAILURE_SCRIPT }} />
        <SiteModalsProvider>
          <SkipLink />
          <Header />
          <main id="main" tabIndex={-1} className={shell.main}>
            {children}
          </main>
          <Footer />
          <AnnouncementSlot />
        </SiteModalsProvider>
        <IntentPrefetch />
        <RefreshOnReturn />
        {/* It reads the search parameters: a page prerendered at build leaves it to the browser. */}
        <Suspense fallback={null}>
          <NavigationProgress />
        </Suspense>
      </body>
    </html>
  );
}
