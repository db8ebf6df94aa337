import { initialSiteModalsState, siteModalsReducer, type SiteModalsAction, type SiteModalsState } from './siteModalsState';

const flags = (state: SiteModalsState) => ({ menu: state.kind === 'menu', contact: state.kind === 'contact', application: state.kind === 'application' });
const run = (...actions: SiteModalsAction[]) => actions.reduce(siteModalsReducer, initialSiteModalsState);

describe('site modal flags (docs/product.md)', () => {
  it.each<[string, SiteModalsAction[], ReturnType<typeof flags>]>([
    ['all closed at first', [], { menu: false, contact: false, application: false }],
    ['the menu opens', [{ type: 'openMenu' }], { menu: true, contact: false, application: false }],
    ['apply from the menu closes the menu', [{ type: 'openMenu' }, { type: 'openApplication' }], { menu: false, contact: false, application: true }],
    ['contact from the menu closes the menu', [{ type: 'openMenu' }, { type: 'openContact' }], { menu: false, contact: true, application: false }],
    ['apply closes the contact modal', [{ type: 'openContact' }, { type: 'openMenu' }, { type: 'openApplication' }], { menu: false, contact: false, application: true }],
    ['contact closes the application modal', [{ type: 'openApplication' }, { type: 'openMenu' }, { type: 'openContact' }], { menu: false, contact: true, application: false }],
    ["the application modal's contact-us button", [{ type: 'openApplication' }, { type: 'applicationToContact' }], { menu: false, contact: true, application: false }],
    ['closing contact', [{ type: 'openContact' }, { type: 'closeContact' }], { menu: false, contact: false, application: false }],
    ['closing the application', [{ type: 'openApplication' }, { type: 'closeApplication' }], { menu: false, contact: false, application: false }],
    ['closing the menu', [{ type: 'openMenu' }, { type: 'closeMenu' }], { menu: false, contact: false, application: false }],
    ['closing one that is not open changes nothing', [{ type: 'openContact' }, { type: 'closeApplication' }, { type: 'closeMenu' }], { menu: false, contact: true, application: false }],
    ['to contact only from the application modal', [{ type: 'openMenu' }, { type: 'applicationToContact' }], { menu: true, contact: false, application: false }],
  ])('%s', (_, actions, expected) => {
    expect(flags(run(...actions))).toEqual(expected);
  });

  it('keeps the preset of each opening, and carries the application preset to contact', () => {
    const preset = { communityId: 'maple', communityName: 'Maple Court', floorplanId: 'fp1', floorplanName: 'Aspen' };
    let state = run({ type: 'openApplication', preset });
    expect(state).toEqual({ kind: 'application', preset });
    state = siteModalsReducer(state, { type: 'applicationToContact' });
    expect(state).toEqual({ kind: 'contact', preset });
    state = siteModalsReducer(state, { type: 'openContact' });
    expect(state).toEqual({ kind: 'contact', preset: {} });
  });
});
