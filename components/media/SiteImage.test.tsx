import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { FALLBACK_ATTRIBUTE } from '@/lib/html/image-fallback';
import { SiteImage } from './SiteImage';
import * as styles from './SiteImage.css';

const SRC = '/assets/0988bbd6c552e1855fa186c4662cef95.jpg';

function img(element: ReactElement) {
  return render(element).container.querySelector('img')!;
}

describe('SiteImage', () => {
  it('gives a picture that fills its frame a class, not next/image’s inline style', () => {
    const picture = img(<SiteImage src={SRC} alt="The Bluebell" fill sizes="100vw" className="card" />);
    expect(picture).not.toHaveAttribute('style');
    expect(picture.className.split(' ')).toEqual([styles.fill, 'card']);
    expect(picture).toHaveAttribute('srcset', expect.stringContaining('/_next/image?url=%2Fassets%2F0988bbd6c552e1855fa186c4662cef95.jpg'));
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(picture).toHaveAttribute(FALLBACK_ATTRIBUTE);
  });

  it('gives a picture with a width and height the class that hides its alt text while it loads', () => {
    const picture = img(<SiteImage src={SRC} alt="Kitchen" width={640} height={480} />);
    expect(picture).not.toHaveAttribute('style');
    expect(picture).toHaveClass(styles.sized);
    expect(picture).toHaveAttribute('width', '640');
  });

  it('keeps next/image’s inline style, with the caller’s, when the caller gives a style', () => {
    const picture = img(<SiteImage src={SRC} alt="Hero" fill sizes="100vw" style={{ objectPosition: 'top' }} />);
    expect(picture.style.position).toBe('absolute');
    expect(picture.style.objectPosition).toBe('top');
    expect(picture).not.toHaveClass(styles.fill);
  });
});
