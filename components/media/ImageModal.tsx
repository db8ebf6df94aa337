'use client';

import { Modal } from '@/components/ui/Modal';
import type { ImageRef } from '@/lib/data/images';
import { LoadingImage } from './LoadingImage';
import * as styles from './ImageModal.css';

export interface ImageModalProps {
  open: boolean;
  onClose: () => void;
  image: ImageRef | null;
  /** The dialog's title, e.g. "Leasing office map". */
  title: string;
  /** A caption under the picture (default: its alt text when it differs from the title). */
  caption?: string;
}

/** One picture in a modal (docs/product.md#pages): close button, Escape, backdrop, spinner until loaded. */
export function ImageModal({ open, onClose, image, title, caption }: ImageModalProps) {
  const text = caption ?? (image?.alt && image.alt !== title ? image.alt : '');
  return (
    <Modal open={open && image !== null} onClose={onClose} title={title} size="xl" closeLabel="Close picture">
      {image ? (
        <figure className={styles.figure}>
          <LoadingImage key={image.src} image={image} priority />
          {text ? <figcaption className={styles.caption}>{text}</figcaption> : null}
        </figure>
      ) : null}
    </Modal>
  );
}
