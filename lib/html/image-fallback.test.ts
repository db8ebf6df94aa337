/** @jest-environment jsdom */
import { FALLBACK_ATTRIBUTE, IMAGE_FALLBACK_SCRIPT, installImageFallback } from './image-fallback';

describe('image fallback', () => {
  beforeAll(() => installImageFallback(document));

  const picture = (attributes: Record<string, string>) => {
    const img = document.createElement('img');
    for (const [name, value] of Object.entries(attributes)) img.setAttribute(name, value);
    document.body.append(img);
    return img;
  };

  it('puts the fallback in place of a picture that fails, without srcset, once', () => {
    const img = picture({ src: '/_next/image?url=%2Fassets%2Fgone.jpg&w=640&q=75', srcset: '/a 1x, /b 2x', sizes: '100vw', [FALLBACK_ATTRIBUTE]: '/images/default-image.jpg', alt: 'Kitchen' });
    img.dispatchEvent(new Event('error'));
    expect(img.getAttribute('src')).toBe('/images/default-image.jpg');
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.hasAttribute('sizes')).toBe(false);
    expect(img.alt).toBe('Kitchen');
    // The fallback fails too: left alone, no loop.
    img.dispatchEvent(new Event('error'));
    expect(img.getAttribute('src')).toBe('/images/default-image.jpg');
  });

  it('leaves pictures without a fallback alone', () => {
    const img = picture({ src: '/logo.svg' });
    img.dispatchEvent(new Event('error'));
    expect(img.getAttribute('src')).toBe('/logo.svg');
  });

  it('the inline script works on its own (it refers to nothing outside itself)', () => {
    const other = document.implementation.createHTMLDocument('x');
    new Function('document', IMAGE_FALLBACK_SCRIPT)(other);
    const img = other.createElement('img');
    img.setAttribute('src', '/gone.jpg');
    img.setAttribute(FALLBACK_ATTRIBUTE, '/images/default-image.jpg');
    other.body.append(img);
    img.dispatchEvent(new Event('error'));
    expect(img.getAttribute('src')).toBe('/images/default-image.jpg');
  });
});
