import Link from 'next/link';
import type { ComponentProps } from 'react';

type SiteLinkProps = Omit<ComponentProps<typeof Link>, 'prefetch'>;

/**
 * The site's link to one of its own pages: next/link (a client-side navigation) without its
 * viewport prefetch. Each link in view used to fetch and decode its page's React payload right
 * after load, on the main thread a phone needs to answer its visitor (docs/performance.md).
 * The router prefetches a page when a pointer or the focus reaches its link instead
 * (components/layout/IntentPrefetch.tsx). Server-safe: in a server component it adds no client
 * component of its own. ESLint keeps next/link imported here only.
 */
export function SiteLink(props: SiteLinkProps) {
  return <Link {...props} prefetch={false} />;
}
