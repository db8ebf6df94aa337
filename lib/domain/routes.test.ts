import { communityPath, floorplanPath, PAGES, subletApprovalPath, subletManagePath } from './routes';

describe('page paths', () => {
  it.each([
    [floorplanPath('kirkwood-iris'), '/floorplans/kirkwood-iris'],
    [communityPath('kirkwood-commons'), '/communities/kirkwood-commons'],
    [subletManagePath('AbC_-09'), '/sublets/AbC_-09'],
    [subletApprovalPath('sub_1.2.sig-_'), '/sublets/approve/sub_1.2.sig-_'],
    // Odd ids from an import stay inside their path segment.
    [floorplanPath('a b/c?d#e'), '/floorplans/a%20b%2Fc%3Fd%23e'],
    [communityPath('ünïcode'), '/communities/%C3%BCn%C3%AFcode'],
  ])('%s', (built, expected) => {
    expect(built).toBe(expected);
  });

  it('names the fixed pages', () => {
    expect(PAGES).toEqual({
      home: '/',
      flexibleTerm: '/flexible-term',
      sublets: '/sublets',
      newSublet: '/sublets/new',
      lostSubletLink: '/sublets/lost-link',
      team: '/team',
      apply: '/apply',
      contact: '/contact',
      privacy: '/privacy',
    });
  });
});
