'use client';

import { FacadeStill } from './FacadeStill';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { Icon } from '@/components/ui/Icon';
import { opensInFrame, videoEmbedUrl, videoSourceName, type Video } from '@/lib/domain/video';
import * as styles from './VideoFacade.css';

/** A still from our own assets shown before the player loads. */
export interface VideoPoster {
  src: string;
  alt?: string;
  /** A remote image: shown without the optimizer. */
  remote?: boolean;
}

export interface VideoFacadeProps {
  video: Video;
  /** Names the player frame and the play button, e.g. "Video Tour of the Aspen floor plan". */
  title: string;
  poster?: VideoPoster | null;
  /** Load the player at once (the visitor already asked for it elsewhere). Default false. */
  autoLoad?: boolean;
  /** The play button, or the link of a tour that opens in a new tab (e.g. a modal's initial focus). */
  playRef?: RefObject<HTMLElement | null>;
  /** Responsive width of the stage, for the poster (default: the viewport). */
  sizes?: string;
}

/**
 * A click facade (docs/product.md): until the visitor presses play, only a still from our own
 * assets and a button show — no frame, script or thumbnail from the video host. Then the player
 * frame (youtube-nocookie, Vimeo dnt) or the virtual tour loads. A tour on a host the site does
 * not frame (opensInFrame of lib/domain/video.ts) shows, in the button's place, a link that opens
 * it in a new tab, even when asked to load at once: a frame there would stay blank.
 */
export function VideoFacade({ video, title, poster, autoLoad = false, playRef, sizes = '100vw' }: VideoFacadeProps) {
  const [loaded, setLoaded] = useState(autoLoad);
  const stageRef = useRef<HTMLDivElement>(null);
  const pressedPlay = useRef(false);

  // The play button is gone once the player loads: keep focus on the stage (inside a modal,
  // so Escape still closes it); Tab then moves into the player.
  useEffect(() => {
    if (loaded && pressedPlay.current) stageRef.current?.focus({ preventScroll: true });
  }, [loaded]);
  const src = videoEmbedUrl(video);
  const source = videoSourceName(video);
  const verb = video.type === 'video' ? 'Play' : 'Load';

  const focusTarget = (element: HTMLElement | null) => {
    if (playRef) playRef.current = element;
  };

  if (!src) {
    return (
      <div className={styles.stage}>
        <p className={styles.unavailable}>This tour cannot be shown here.</p>
      </div>
    );
  }

  const posterImage = (
    <FacadeStill still={poster} sizes={sizes} className={styles.poster} fallback={<span className={styles.posterFallback} aria-hidden="true" />} />
  );

  if (!opensInFrame(video)) {
    return (
      <div className={styles.stage}>
        {posterImage}
        <a ref={focusTarget} className={styles.play} href={video.url} target="_blank" rel="noopener noreferrer">
          <span className={styles.playIcon} aria-hidden="true">
            <Icon name="external-link" size="2rem" />
          </span>
          <span className={styles.label}>Open {title}</span>
          <span className={styles.source}>On {source}, in a new tab</span>
        </a>
      </div>
    );
  }

  return (
    <div>
      <div ref={stageRef} className={styles.stage} tabIndex={-1}>
        {loaded ? (
          <iframe
            className={styles.frame}
            src={src}
            title={title}
            allow="autoplay; fullscreen; picture-in-picture; encrypted-media; xr-spatial-tracking; gyroscope; accelerometer"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            sandbox="allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox"
          />
        ) : (
          <>
            {posterImage}
            <button
              ref={focusTarget}
              type="button"
              className={styles.play}
              onClick={() => {
                pressedPlay.current = true;
                setLoaded(true);
              }}
            >
              <span className={styles.playIcon} aria-hidden="true">
                <Icon name={video.type === 'video' ? 'play' : 'tour'} size="2rem" />
              </span>
              <span className={styles.label}>
                {verb} {title}
              </span>
              {source ? <span className={styles.source}>Loads from {source}</span> : null}
            </button>
          </>
        )}
      </div>
      <a className={styles.fallbackLink} href={video.url} target="_blank" rel="noopener noreferrer">
        Open in a new tab
        <Icon name="external-link" size="1em" className={styles.linkIcon} />
      </a>
    </div>
  );
}
