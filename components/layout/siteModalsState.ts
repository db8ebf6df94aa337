/**
 * The page-wide modal flags (docs/product.md): the mobile menu, the contact modal and the
 * application modal. Pure, so the rules are tested without React.
 */

/** What a card or detail page may pre-set in the forms it opens. */
export interface ModalPreset {
  communityId?: string;
  communityName?: string;
  floorplanId?: string;
  floorplanName?: string;
  /** A unit or floor plan address (the application's "address" field). */
  address?: string;
}

export interface SiteModalsState {
  menuOpen: boolean;
  contactOpen: boolean;
  applicationOpen: boolean;
  contactPreset: ModalPreset;
  applicationPreset: ModalPreset;
}

export type SiteModalsAction =
  | { type: 'openMenu' }
  | { type: 'closeMenu' }
  | { type: 'openContact'; preset?: ModalPreset }
  | { type: 'closeContact' }
  | { type: 'openApplication'; preset?: ModalPreset }
  | { type: 'closeApplication' }
  | { type: 'applicationToContact' };

export const initialSiteModalsState: SiteModalsState = {
  menuOpen: false,
  contactOpen: false,
  applicationOpen: false,
  contactPreset: {},
  applicationPreset: {},
};

export function siteModalsReducer(state: SiteModalsState, action: SiteModalsAction): SiteModalsState {
  switch (action.type) {
    case 'openMenu':
      return { ...state, menuOpen: true };
    case 'closeMenu':
      return { ...state, menuOpen: false };
    // Opening contact (from the menu or anywhere) closes the menu and the application modal.
    case 'openContact':
      return { ...state, menuOpen: false, applicationOpen: false, contactOpen: true, contactPreset: action.preset ?? {} };
    case 'closeContact':
      return { ...state, contactOpen: false };
    // Opening apply closes the menu and the contact modal.
    case 'openApplication':
      return {
        ...state,
        menuOpen: false,
        contactOpen: false,
        applicationOpen: true,
        applicationPreset: action.preset ?? {},
      };
    case 'closeApplication':
      return { ...state, applicationOpen: false };
    // The application modal's contact-us button: close it, open contact about the same community.
    case 'applicationToContact':
      return { ...state, menuOpen: false, applicationOpen: false, contactOpen: true, contactPreset: state.applicationPreset };
    default:
      return state;
  }
}
