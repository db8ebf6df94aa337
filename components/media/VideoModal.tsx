'use client';

import { useRef } from 'react';
import { Modal } from '@/components/ui/Modal';
import { opensInFrame, type Video } from '@/lib/domain/video';
import { VideoFacade, type VideoPoster } from './VideoFacade';
import { widths } from '@/styles/breakpoints';

export interface VideoModalProps {
  open: boolean;
  onClose: () => void;
  /** docs/product.md Video: a video-site player for type `video`, otherwise a virtual-tour frame by url. */
  video: Video | null;
  /** The dialog's title, e.g. "Video Tour: Aspen". */
  title: string;
  /** A still from our own assets shown until the visitor presses play. */
  poster?: VideoPoster | null;
  /** Load the player as soon as the modal opens (skips the facade). Default false. */
  autoLoad?: boolean;
}

/**
 * The video modal of docs/product.md#pages. Nothing from the video host loads until the visitor presses the
 * play button inside (focused when the modal opens); closing the modal removes the player.
 */
export function VideoModal({ open, onClose, video, title, poster, autoLoad = false }: VideoModalProps) {
  const playRef = useRef<HTMLElement>(null);
  return (
    // A player loading at once has no button to focus; a tour that opens in a new tab always has its link.
    <Modal open={open && video !== null} onClose={onClose} title={title} size="xl" initialFocus={autoLoad && video && opensInFrame(video) ? undefined : playRef}>
      {video ? (
        <VideoFacade
          video={video}
          title={title}
          poster={poster}
          autoLoad={autoLoad}
          playRef={playRef}
          sizes={`${widths.desktop} 62rem, 100vw`}
        />
      ) : null}
    </Modal>
  );
}
