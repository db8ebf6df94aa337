'use client';

import { useCallback, useEffect, useRef } from 'react';
import useSWR from 'swr';
import { ONCE_PER_PAGE } from '@/components/ui/swr';
import type { FormCommunity } from '@/lib/domain/form-communities';
import type { PublicSiteConfig } from '@/lib/public-config';
import { COMMUNITIES_URL, FALLBACK_SITE_CONFIG, fetchCommunities, fetchSiteConfig, SITE_CONFIG_URL } from './formSettings';

export interface SiteConfigState {
  /** null while /api/site-config loads. */
  siteConfig: PublicSiteConfig | null;
  /** The configuration once known (waits for the fetch; the fallback when it fails). */
  resolveSiteConfig: () => Promise<PublicSiteConfig>;
}

/** The runtime site configuration: the one the page passed, else fetched once per page load. */
export function useSiteConfig(given?: PublicSiteConfig): SiteConfigState {
  const { data, error } = useSWR(given ? null : SITE_CONFIG_URL, fetchSiteConfig, ONCE_PER_PAGE);
  const loaded = data ?? (error ? FALLBACK_SITE_CONFIG : null);
  const loadedRef = useRef(loaded);
  useEffect(() => {
    loadedRef.current = loaded;
  });
  // A submit before the first read finished reads it itself (rare: the form was filled first).
  const resolveSiteConfig = useCallback(
    () => Promise.resolve(given ?? loadedRef.current ?? fetchSiteConfig().catch(() => FALLBACK_SITE_CONFIG)),
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
  const { data, error } = useSWR(given ? null : COMMUNITIES_URL, fetchCommunities, ONCE_PER_PAGE);
  if (given) return { status: 'ready', communities: [...given] };
  if (data) return { status: 'ready', communities: data };
  return error ? { status: 'failed', communities: null } : { status: 'loading', communities: null };
}
