import { formatRating, ratingStars, ratingText } from './rating';

describe('rating', () => {
  it.each([
    [4.6, '4.6 Stars on Google'],
    [5, '5 Stars on Google'],
    [4.25, '4.3 Stars on Google'],
  ])('%s → %s', (rating, text) => {
    expect(ratingText(rating)).toBe(text);
  });

  it('formats one decimal at most', () => {
    expect(formatRating(3.999)).toBe('4');
  });

  it.each([
    [4.6, ['full', 'full', 'full', 'full', 'half']],
    [4.2, ['full', 'full', 'full', 'full', 'empty']],
    [0, ['empty', 'empty', 'empty', 'empty', 'empty']],
    [7, ['full', 'full', 'full', 'full', 'full']],
    [Number.NaN, ['empty', 'empty', 'empty', 'empty', 'empty']],
  ])('stars of %s', (rating, stars) => {
    expect(ratingStars(rating)).toEqual(stars);
  });
});
