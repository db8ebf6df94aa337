import { directionsUrl, fullAddress, mapEmbedUrl, mapLinkUrl } from './map-links';
import { isDirectVideoFile } from './video-file';

describe('map links', () => {
  it('embeds OpenStreetMap around coordinates, with a marker', () => {
    const url = new URL(mapEmbedUrl({ address: 'x', latitude: 39.16667, longitude: -86.52884 }));
    expect(url.hostname).toBe('www.openstreetmap.org');
    expect(url.searchParams.get('marker')).toBe('39.16667,-86.52884');
    const [w, s, e, n] = url.searchParams.get('bbox')!.split(',').map(Number);
    expect(w! < -86.52884 && e! > -86.52884 && s! < 39.16667 && n! > 39.16667).toBe(true);
  });

  it('falls back to an address search without (valid) coordinates', () => {
    for (const place of [{ address: '415 E Kirkwood Ave, Bloomington, IN' }, { address: '415 E Kirkwood Ave, Bloomington, IN', latitude: 200, longitude: 0 }]) {
      const url = new URL(mapEmbedUrl(place));
      expect(url.hostname).toBe('maps.google.com');
      expect(url.searchParams.get('q')).toBe('415 E Kirkwood Ave, Bloomington, IN');
      expect(url.searchParams.get('output')).toBe('embed');
    }
  });

  it('links to Google Maps and directions', () => {
    expect(new URL(mapLinkUrl({ address: 'a', latitude: 1, longitude: 2 })).searchParams.get('query')).toBe('1,2');
    expect(new URL(mapLinkUrl({ address: '1 Main St' })).searchParams.get('query')).toBe('1 Main St');
    expect(new URL(directionsUrl({ address: '1 Main St' })).searchParams.get('destination')).toBe('1 Main St');
  });

  it.each([
    ['415 E Kirkwood Ave', '47408', '415 E Kirkwood Ave, Bloomington, IN 47408'],
    ['  ', '47408', 'Bloomington, IN 47408'],
    [null, null, 'Bloomington, IN'],
    ['812 E 3rd St Apt 301, Bloomington, IN 47401', '47401', '812 E 3rd St Apt 301, Bloomington, IN 47401'],
    ['812 E 3rd St, Bloomington', '47401', '812 E 3rd St, Bloomington, IN 47401'],
    ['812 E 3rd St, Bloomington, IN 47401', null, '812 E 3rd St, Bloomington, IN 47401'],
  ])('fullAddress(%j, %j) → %s', (street, zip, text) => {
    expect(fullAddress(street, zip, { city: 'Bloomington', state: 'IN' })).toBe(text);
  });
});

describe('isDirectVideoFile', () => {
  it.each([
    ['https://cdn.example.com/tours/aster.mp4', true],
    ['https://cdn.example.com/tours/aster.WEBM?token=1', true],
    ['/assets/clip.mp4', true],
    ['https://www.youtube.com/watch?v=abcdefghijk', false],
    ['https://my.matterport.com/show/?m=abc', false],
    ['javascript:alert(1)//.mp4', false],
    ['//evil.example/x.mp4', false],
    ['', false],
    [null, false],
  ])('%s → %s', (link, expected) => {
    expect(isDirectVideoFile(link)).toBe(expected);
  });
});
