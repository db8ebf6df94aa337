'use client';

import { useEffect, useRef, useState } from 'react';
import { Icon } from '@/components/ui/Icon';
import * as styles from './VideoPlayer.css';

export interface VideoPlayerProps {
  /** A direct video file (mp4/webm…). */
  src: string;
  /** Names the video, e.g. "Video Tour of The Aster". */
  title: string;
  poster?: string;
  /** Start playing (muted) at once; off when the visitor prefers reduced motion. Default true. */
  autoPlay?: boolean;
  className?: string;
}

/**
 * The short-clip player of docs/product.md#pages: a muted, looping <video> with our own Pause/Play and
 * Mute/Unmute buttons (real buttons whose names say what they do). Plays inline on phones.
 */
export function VideoPlayer({ src, title, poster, autoPlay = true, className }: VideoPlayerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(true);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !autoPlay) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    video.muted = true;
    void video.play()?.catch(() => setPlaying(false));
  }, [autoPlay, src]);

  function togglePlay() {
    const video = videoRef.current;
    if (!video) return;
    if (playing) video.pause();
    else void video.play()?.catch(() => setPlaying(false));
  }

  function toggleMute() {
    const video = videoRef.current;
    if (!video) return;
    video.muted = !video.muted;
    setMuted(video.muted);
  }

  return (
    <figure className={className ? `${styles.player} ${className}` : styles.player}>
      <video
        ref={videoRef}
        className={styles.video}
        src={src}
        poster={poster}
        muted
        loop
        playsInline
        preload="metadata"
        aria-label={title}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onVolumeChange={(event) => setMuted(event.currentTarget.muted)}
      />
      <figcaption className={styles.controls}>
        <span className={styles.title}>{title}</span>
        <button type="button" className={styles.control} onClick={togglePlay}>
          <Icon name={playing ? 'pause' : 'play'} />
          {playing ? 'Pause' : 'Play'}
        </button>
        <button type="button" className={styles.control} onClick={toggleMute}>
          <Icon name={muted ? 'mute' : 'volume'} />
          {muted ? 'Unmute' : 'Mute'}
        </button>
      </figcaption>
    </figure>
  );
}
