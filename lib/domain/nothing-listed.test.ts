import { communityWithoutFloorplans, communityWithoutUnits, floorplanCountFigure } from './nothing-listed';

describe('what a community page says when nothing is listed', () => {
  it.each([
    ['Maple Court', false, 'Maple Court has no floor plans listed right now.', 'Contact us to join the waiting list.'],
    ['Downtown Furnished Suites & Extended Stay', true, 'Downtown Furnished Suites & Extended Stay has no floor plans listed right now.', 'Contact us to ask about your dates.'],
  ])('%s (short-term: %s), no floor plans', (name, shortTerm, text, action) => {
    expect(communityWithoutFloorplans(name, shortTerm)).toEqual({ text, action });
  });

  it('a yearly community whose floor plans list no unit sends its visitor to the waiting list', () => {
    expect(communityWithoutUnits('Oak Grove')).toEqual({
      text: 'Oak Grove has no units listed right now.',
      action: 'Contact us to join the waiting list.',
    });
  });
});

describe("a community's floor plan figure", () => {
  it.each([
    [0, null],
    [1, { count: 1, label: 'floor plan' }],
    [26, { count: 26, label: 'floor plans' }],
  ])('%i floor plans → %j', (count, figure) => {
    expect(floorplanCountFigure(count)).toEqual(figure);
  });
});
