import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ImageModal } from './ImageModal';
import { MapFacade } from './MapFacade';
import { VideoPlayer } from './VideoPlayer';

const place = { address: '415 E Kirkwood Ave, Bloomington, IN 47408', latitude: 39.16667, longitude: -86.52884 };

describe('MapFacade', () => {
  test('loads no map frame until the button is pressed', async () => {
    const user = userEvent.setup();
    render(<MapFacade place={place} title="map of Kirkwood Commons" />);
    expect(document.querySelector('iframe')).toBeNull();
    const link = screen.getByRole('link', { name: /Open in Google Maps/ });
    expect(link).toHaveAttribute('target', '_blank');
    await user.click(screen.getByRole('button', { name: /Show map of Kirkwood Commons/ }));
    const frame = screen.getByTitle('map of Kirkwood Commons');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/);
  });

  test('shows our own preview picture, decorative, before the click', () => {
    render(<MapFacade place={place} title="map" preview={{ src: '/assets/map.png', width: 800, height: 500, alt: 'Map', remote: false }} />);
    const img = document.querySelector('img');
    expect(img).toHaveAttribute('alt', '');
    expect(img?.getAttribute('src')).toContain('%2Fassets%2Fmap.png');
  });
});

describe('VideoPlayer', () => {
  beforeEach(() => {
    jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function play(this: HTMLMediaElement) {
      this.dispatchEvent(new Event('play'));
      return Promise.resolve();
    });
    jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function pause(this: HTMLMediaElement) {
      this.dispatchEvent(new Event('pause'));
    });
  });
  afterEach(() => jest.restoreAllMocks());

  test('plays muted at once, with Pause and Unmute controls that switch', async () => {
    const user = userEvent.setup();
    render(<VideoPlayer src="/assets/clip.mp4" title="Video Tour of The Aster" />);
    const video = document.querySelector('video')!;
    expect(video.muted).toBe(true);
    expect(video).toHaveAttribute('playsinline');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unmute' }));
    expect(video.muted).toBe(false);
    expect(screen.getByRole('button', { name: 'Mute' })).toBeInTheDocument();
  });

  test('does not start by itself when autoplay is off', () => {
    render(<VideoPlayer src="/assets/clip.mp4" title="Clip" autoPlay={false} />);
    expect(HTMLMediaElement.prototype.play).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });
});

describe('ImageModal', () => {
  test('shows the picture with a spinner until loaded, and a close button', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(
      <ImageModal
        open
        onClose={onClose}
        title="Map to the leasing office"
        image={{ src: '/assets/office.png', width: 800, height: 600, alt: 'Map to the Kirkwood Commons leasing office', remote: false }}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Map to the leasing office' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading picture');
    fireEvent.load(screen.getByRole('img', { name: 'Map to the Kirkwood Commons leasing office' }));
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Close picture' }));
    expect(onClose).toHaveBeenCalled();
  });
});
