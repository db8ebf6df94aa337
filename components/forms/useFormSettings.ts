'use client';

import { useCallback, useEffect, useState } from 'react';
import type { FormCommunity } from '@/lib/domain/form-communities';
import type { PublicSiteConfig } from '@/lib/public-config';
import { FALLBACK_SITE_CONFIG, loadCommunities, loadSiteConfig } from './formSettings';

export interface SiteConfigState {
  /** null while /api/site-config loads. */
  siteConfig: PublicSiteConfig | null;
  /** The configuration once known (waits for the fetch; the fallback when it fails). */
  resolveSiteConfig: () => Promise<PublicSiteConfig>;
}

/** The runtime site configuration: the one the page passed, else fetched once per page load. */
export function useSiteConfig(given?: PublicSiteConfig): SiteConfigState {
  const [loaded, setLoaded] = useState<PublicSiteConfig | null>(null);
  useEffect(() => {
    if (given) return;
    let live = true;
    loadSiteConfig().then(
      (config) => live && setLoaded(config),
      () => live && setLoaded(FALLBACK_SITE_CONFIG),
    );
    return () => {
      live = false;
    };
  }, [given]);
  const resolveSiteConfig = useCallback(
    () => (given ? Promise.resolve(given) : loadSiteConfig().catch(() => FALLBACK_SITE_CONFIG)),
    [given],
  );
  return { siteConfig: given ?? loaded, resolveSiteConfig };
}

export type CommunitiesState =
  | { status: 'loading'; communities: null }
  | { status: 'ready'; communities: FormCommunity[] }
  | { status: 'failed'; communities: null };

/** The listed communities: the ones the page passed, else fetched once per page load. */
export function useFormCommunities(given?: readonly FormCommunity[]): CommunitiesState {
  const [state, setState] = useState<CommunitiesState>({ status: 'loading', communities: null });
  useEffect(() => {
    if (given) return;
    let live = true;
    loadCommunities().then(
      (communities) => live && setState({ status: 'ready', communities }),
      () => live && setState({ status: 'failed', communities: null }),
    );
    return () => {
      live = false;
    };
  }, [given]);
  return given ? { status: 'ready', communities: [...given] } : state;
}
