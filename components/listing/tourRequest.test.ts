import { decodeTourRequest, encodeTourRequest } from './tourRequest';

describe('tour requests carried in markup', () => {
  test('round trip', () => {
    const request = { video: { type: 'video' as const, url: 'https://youtu.be/x' }, title: 'Video Tour: Aspen', poster: { src: '/assets/a.jpg', alt: 'Aspen' } };
    expect(decodeTourRequest(encodeTourRequest(request))).toEqual(request);
  });

  test.each([
    [null],
    [''],
    ['{'],
    ['[]'],
    ['{"title":"x"}'],
    ['{"title":"x","video":{"type":"script","url":"u"}}'],
    ['{"title":1,"video":{"type":"video","url":"u"}}'],
  ])('not a request: %s', (text) => {
    expect(decodeTourRequest(text)).toBeNull();
  });

  test('a poster without a src is dropped', () => {
    expect(decodeTourRequest('{"title":"t","video":{"type":"other","url":"u"},"poster":{"alt":"a"}}')?.poster).toBeNull();
  });
});
