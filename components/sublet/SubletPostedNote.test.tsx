import { render, screen } from '@testing-library/react';
import { postedAssetKey, SubletPostedNote } from './SubletPostedNote';

const KEY = 'Ab3_-'.repeat(8) + 'xyz';

describe('postedAssetKey: only a key of the shape the site issues becomes a link', () => {
  it.each([
    ['a 43-character base64url key', { assetKey: KEY, message: 'ok' }, KEY],
    ['one character short', { assetKey: KEY.slice(1) }, null],
    ['a path in disguise', { assetKey: `../${KEY.slice(3)}` }, null],
    ['a number', { assetKey: 43 }, null],
    ['no key', { message: 'ok' }, null],
    ['no body', null, null],
    ['a text body', 'Thank you', null],
  ])('%s', (_case, body, expected) => {
    expect(postedAssetKey(body)).toBe(expected);
  });
});

describe('SubletPostedNote', () => {
  it('gives the address typed, the private link and what to do if the address was wrong', () => {
    render(<SubletPostedNote email="jamie@exmaple.com" assetKey={KEY} />);
    expect(screen.getByText(/^We e-mailed/)).toHaveTextContent('We e-mailed jamie@exmaple.com a private link to see, renew or delete your listing.');
    expect(screen.getByRole('link', { name: `http://localhost/sublets/${KEY}` })).toHaveAttribute('href', `/sublets/${KEY}`);
    expect(screen.getByText(/^Not your address\?/)).toBeInTheDocument();
  });

  it('without a key in the answer, says only where the link was mailed', () => {
    render(<SubletPostedNote email="jamie@example.com" assetKey={null} />);
    expect(screen.getByText(/^We e-mailed/)).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText(/^Not your address\?/)).toBeNull();
  });
});
