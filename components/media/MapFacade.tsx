'use client';

import { FacadeStill } from './FacadeStill';
import { useState } from 'react';
import { Icon } from '@/components/ui/Icon';
import type { ImageRef } from '@/lib/data/images';
import { mapEmbedUrl, mapLinkUrl, type MapPlace } from '@/lib/domain/map-links';
import * as styles from './MapFacade.css';
import { widths } from '@/styles/breakpoints';

export interface MapFacadeProps {
  place: MapPlace;
  /** Names the map frame and the button, e.g. "Map of Kirkwood Commons". */
  title: string;
  /** A still of our own (e.g. the leasing office map); without one a drawn placeholder shows. */
  preview?: ImageRef | null;
  sizes?: string;
}

/**
 * A click facade for the embedded map (docs/product.md: maps load when clicked): a static
 * preview and a button; the map frame (OpenStreetMap, or Google Maps by address) loads only
 * when the visitor presses it. The "open in Google Maps" link is a plain link.
 */
export function MapFacade({ place, title, preview, sizes = `${widths.desktop} 40rem, 100vw` }: MapFacadeProps) {
  const [loaded, setLoaded] = useState(false);
  return (
    <div className={styles.wrapper}>
      <div className={styles.stage}>
        {loaded ? (
          <iframe
            className={styles.frame}
            src={mapEmbedUrl(place)}
            title={title}
            loading="eager"
            referrerPolicy="no-referrer-when-downgrade"
          />
        ) : (
          <>
            <FacadeStill
              still={preview}
              sizes={sizes}
              className={styles.preview}
              fallback={
                <span className={styles.drawn} aria-hidden="true">
                  <span className={styles.pin}>
                    <Icon name="map-pin" size="2.5rem" />
                  </span>
                </span>
              }
            />
            <button type="button" className={styles.load} onClick={() => setLoaded(true)}>
              <span className={styles.loadIcon} aria-hidden="true">
                <Icon name="map" size="1.5rem" />
              </span>
              <span>Show {title}</span>
              <span className={styles.source}>Loads an interactive map from a map provider</span>
            </button>
          </>
        )}
      </div>
      <a className={styles.link} href={mapLinkUrl(place)} target="_blank" rel="noopener noreferrer">
        Open in Google Maps
        <Icon name="external-link" size="1em" className={styles.linkIcon} />
      </a>
    </div>
  );
}
