import { ogFittedText, ogSafeText, ogTextCapacity, type OgTextBox } from './og-text';

/** The preview picture's boxes beside a photo (a text column 588 px wide; lib/seo/og-image.tsx). */
const EYEBROW: OgTextBox = { width: 588, fontSize: 26, lines: 1, uppercase: true, letterSpacing: 2 };
const TITLE: OgTextBox = { width: 588, fontSize: 46, lines: 3 };
const LINE: OgTextBox = { width: 588, fontSize: 30, lines: 2 };

describe('ogTextCapacity', () => {
  test.each([
    ['the eyebrow beside a photo', EYEBROW, 32],
    ['a long title beside a photo', TITLE, 62],
    ['a fact line beside a photo', LINE, 69],
    ['a long title without a photo (1,064 px)', { ...TITLE, width: 1064 }, 122],
  ])('%s holds %i characters', (_name, box, expected) => {
    expect(ogTextCapacity(box)).toBe(expected);
  });
});

describe('ogFittedText', () => {
  test.each([
    ['a text that fits is kept', 'Maple Court', EYEBROW, 'Maple Court'],
    [
      'a long name is cut after a whole word',
      'The Block at North College Avenue - Student Apartments Near Campus',
      EYEBROW,
      'The Block at North College...',
    ],
    [
      'a long title loses its last words',
      '2 Bed / 2 Bath Deluxe Townhome with Attached Garage (Building C, Units 200-212)',
      TITLE,
      '2 Bed / 2 Bath Deluxe Townhome with Attached Garage...',
    ],
    [
      'and the punctuation before the cut',
      'Studio to 3 Beds near the Square and Indiana University campus, College Mall / B-Line Trail',
      LINE,
      'Studio to 3 Beds near the Square and Indiana University campus...',
    ],
    ['typographic characters are replaced first', 'Kirkwood — “The Iris”…', LINE, 'Kirkwood - "The Iris"...'],
  ])('%s', (_name, text, box, expected) => {
    const fitted = ogFittedText(text, box);
    expect(fitted).toBe(expected);
    expect(fitted.length).toBeLessThanOrEqual(ogTextCapacity(box));
  });

  test('a single word longer than its box is cut inside', () => {
    expect(ogFittedText('Supercalifragilisticexpialidocious-Residences-Of-Bloomington', EYEBROW)).toBe(
      'Supercalifragilisticexpialido...',
    );
  });
});

describe('ogSafeText', () => {
  test('keeps Latin-1 and drops what the font has not', () => {
    expect(ogSafeText('Café  ‘Ünter’ 🏠 Haus')).toBe("Café 'Ünter' Haus");
  });
});
