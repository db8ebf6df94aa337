'use client';

import { useMemo, useReducer, type ReactNode } from 'react';
import { DelegatedActions } from './DelegatedActions';
import { SiteModals } from './SiteModals';
import { initialSiteModalsState, siteModalsReducer } from './siteModalsState';
import { SiteModalsContext, type SiteModalsApi } from './useSiteModals';

/**
 * Holds which page-wide modal is open (menu, contact or application) for every page (root layout) and renders the three
 * modals and the page-wide listeners of server-rendered buttons (DelegatedActions). Client code
 * calls `useSiteModals().openContact({ communityId, … })`; server markup uses ModalTrigger.
 */
export function SiteModalsProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(siteModalsReducer, initialSiteModalsState);
  const api = useMemo<SiteModalsApi>(
    () => ({
      modal: state,
      openMenu: () => dispatch({ type: 'openMenu' }),
      closeMenu: () => dispatch({ type: 'closeMenu' }),
      openContact: (preset) => dispatch({ type: 'openContact', preset }),
      closeContact: () => dispatch({ type: 'closeContact' }),
      openApplication: (preset) => dispatch({ type: 'openApplication', preset }),
      closeApplication: () => dispatch({ type: 'closeApplication' }),
      switchApplicationToContact: () => dispatch({ type: 'applicationToContact' }),
    }),
    [state],
  );
  return (
    <SiteModalsContext.Provider value={api}>
      {children}
      <SiteModals />
      <DelegatedActions />
    </SiteModalsContext.Provider>
  );
}
