'use client';

import { createContext, useContext } from 'react';
import type { ModalPreset, SiteModalsState } from './siteModalsState';

export type { ModalPreset } from './siteModalsState';

export interface SiteModalsApi {
  /** The modal open now, with what it was opened about. */
  modal: SiteModalsState;
  openMenu: () => void;
  closeMenu: () => void;
  /** Opens the contact modal (closes the menu and the application modal). */
  openContact: (preset?: ModalPreset) => void;
  closeContact: () => void;
  /** Opens the application modal (closes the menu and the contact modal). */
  openApplication: (preset?: ModalPreset) => void;
  closeApplication: () => void;
  /** Closes the application modal and opens contact with the same preset. */
  switchApplicationToContact: () => void;
}

export const SiteModalsContext = createContext<SiteModalsApi | null>(null);

/** The page-wide modals. Must be used under SiteModalsProvider (the root layout has it). */
export function useSiteModals(): SiteModalsApi {
  const api = useContext(SiteModalsContext);
  if (!api) throw new Error('useSiteModals() needs <SiteModalsProvider> (rendered by app/layout.tsx).');
  return api;
}
