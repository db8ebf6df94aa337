import type { Metadata, Viewport } from 'next';
import { Suspense, type ReactNode } from 'react';
import '@/styles/global.css';
import { AnnouncementSlot } from '@/components/layout/AnnouncementSlot';
import { Footer } from '@/components/layout/Footer';
import { Header } from '@/components/layout/Header';
import { InlineScripts } from '@/components/layout/InlineScripts';
import { IntentPrefetch } from '@/components/layout/IntentPrefetch';
import { NavigationProgress } from '@/components/layout/NavigationProgress';
import { RefreshOnReturn } from '@/components/layout/RefreshOnReturn';
import * as shell from '@/components/layout/Shell.css';
import { SiteModalsProvider } from '@/components/layout/SiteModalsProvider';
import { SkipLink } from '@/components/layout/SkipLink';
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
        {/* First in <body>: it listens before anything can be pressed, sent or fail. */}
        <InlineScripts />
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
