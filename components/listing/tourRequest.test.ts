/** @jest-environment jsdom */
import { readTourRequest, tourAttributes } from './tourRequest';

/** A button as TourButtons.tsx renders it: its name, then the request's attributes. */
function button(attributes: Record<string, string>, label: string | null = 'Video Tour: Aspen'): HTMLButtonElement {
  const element = document.createElement('button');
  if (label !== null) element.setAttribute('aria-label', label);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

describe('tour requests carried in markup', () => {
  test.each([
    ['a video with a poster', { type: 'video' as const, url: 'https://youtu.be/x' }, { src: '/assets/a.jpg', alt: 'Aspen' }],
    ['a virtual tour without a poster', { type: 'other' as const, url: 'https://my.matterport.com/show/?m=a"b' }, null],
    ['a remote poster without alt text', { type: 'video' as const, url: 'https://vimeo.com/1' }, { src: 'https://cdn.example/p.jpg', remote: true }],
  ])('round trip: %s', (_, video, poster) => {
    expect(readTourRequest(button(tourAttributes(video, poster)))).toEqual({ video, title: 'Video Tour: Aspen', poster });
  });

  test('the title is the button’s accessible name', () => {
    const request = readTourRequest(button(tourAttributes({ type: 'video', url: 'u' }, null), '360° Tour: The Bluebell'));
    expect(request?.title).toBe('360° Tour: The Bluebell');
  });

  test.each([
    ['no attributes', {}],
    ['no url', { 'data-tour': '', 'data-tour-type': 'video' }],
    ['no type', { 'data-tour': 'u' }],
    ['an unknown type', { 'data-tour': 'u', 'data-tour-type': 'script' }],
  ])('not a request: %s', (_, attributes) => {
    expect(readTourRequest(button(attributes))).toBeNull();
  });

  test('a button without a name is not a request', () => {
    expect(readTourRequest(button({ 'data-tour': 'u', 'data-tour-type': 'video' }, null))).toBeNull();
  });

  test('no poster without a src', () => {
    expect(readTourRequest(button({ 'data-tour': 'u', 'data-tour-type': 'other', 'data-tour-poster-alt': 'a' }))?.poster).toBeNull();
  });
});
