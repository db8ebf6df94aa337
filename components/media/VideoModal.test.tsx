import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VideoModal } from './VideoModal';

const youtube = { type: 'video' as const, url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' };
const tour = { type: 'other' as const, url: 'https://my.matterport.com/show/?m=abc123' };

function thirdPartyRequests(container: ParentNode = document) {
  return [...container.querySelectorAll('iframe, script, img')]
    .map((element) => element.getAttribute('src') ?? '')
    .filter((src) => /youtube|ytimg|vimeo|matterport/.test(src));
}

describe('VideoModal', () => {
  test('opens on a facade: nothing from the video host until play is pressed', async () => {
    const user = userEvent.setup();
    render(
      <VideoModal open onClose={() => {}} video={youtube} title="Video Tour: Aspen" poster={{ src: '/assets/aspen.jpg' }} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Video Tour: Aspen' });
    expect(dialog).toBeInTheDocument();
    expect(thirdPartyRequests()).toEqual([]);
    const play = screen.getByRole('button', { name: /Play Video Tour: Aspen/ });
    expect(play).toHaveFocus();
    expect(play).toHaveTextContent('Loads from YouTube');

    await user.click(play);
    const frame = screen.getByTitle('Video Tour: Aspen');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', expect.stringMatching(/^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?autoplay=1/));
    // Focus stays in the dialog (on the player's stage), so Escape still closes it.
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(document.activeElement).not.toBe(document.body);
  });

  test('a virtual tour (type other) is framed by its url after the click', async () => {
    const user = userEvent.setup();
    render(<VideoModal open onClose={() => {}} video={tour} title="Virtual Tour: Aspen" />);
    expect(thirdPartyRequests()).toEqual([]);
    await user.click(screen.getByRole('button', { name: /Load Virtual Tour: Aspen/ }));
    expect(screen.getByTitle('Virtual Tour: Aspen')).toHaveAttribute('src', tour.url);
  });

  test('autoLoad shows the player at once', () => {
    render(<VideoModal open onClose={() => {}} video={youtube} title="Video" autoLoad />);
    expect(screen.getByTitle('Video')).toHaveAttribute('src', expect.stringContaining('youtube-nocookie.com'));
  });

  test('offers the link in a new tab, and Escape closes', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<VideoModal open onClose={onClose} video={tour} title="Tour" />);
    expect(screen.getByRole('link', { name: /Open in a new tab/ })).toHaveAttribute('href', tour.url);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  test('a tour on a host the site does not frame opens in a new tab, even when asked to load at once', () => {
    const kuula = { type: 'other' as const, url: 'https://kuula.co/share/collection/7lVfK' };
    render(<VideoModal open onClose={() => {}} video={kuula} title="Virtual Tour: Aspen" autoLoad />);
    expect(document.querySelector('iframe')).toBeNull();
    const open = screen.getByRole('link', { name: /Open Virtual Tour: Aspen/ });
    expect(open).toHaveAttribute('href', kuula.url);
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveTextContent('On kuula.co, in a new tab');
    expect(screen.queryByRole('button', { name: /Load/ })).toBeNull();
    // Nothing loads at once here: the link takes the focus the player would have had.
    expect(open).toHaveFocus();
  });

  test('the new-tab link is where the modal puts the focus', () => {
    render(<VideoModal open onClose={() => {}} video={{ type: 'other', url: 'https://kuula.co/share/x' }} title="Virtual Tour" />);
    expect(screen.getByRole('link', { name: /Open Virtual Tour/ })).toHaveFocus();
  });

  test('renders nothing when closed or without a video', () => {
    const { rerender } = render(<VideoModal open={false} onClose={() => {}} video={youtube} title="Video" />);
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<VideoModal open onClose={() => {}} video={null} title="Video" />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('a video link that cannot be embedded says so instead of framing it', () => {
    render(<VideoModal open onClose={() => {}} video={{ type: 'video', url: 'https://example.com/movie.mp4' }} title="Video" />);
    expect(screen.getByText('This tour cannot be shown here.')).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });
});
