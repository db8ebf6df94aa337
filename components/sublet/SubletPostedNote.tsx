import { ASSET_KEY_PATTERN, subletManagePath } from '@/lib/domain/routes';
import * as styles from './SubletForm.css';

/** The private key from a 201 answer of `POST /api/sublets`, or null if it has none. */
export function postedAssetKey(body: unknown): string | null {
  const key = body && typeof body === 'object' ? (body as { assetKey?: unknown }).assetKey : undefined;
  return typeof key === 'string' && ASSET_KEY_PATTERN.test(key) ? key : null;
}

export interface SubletPostedNoteProps {
  /** The address the poster typed, as sent. */
  email: string;
  /** The listing's private key from the answer (docs/http-api.md), null if the answer had none. */
  assetKey: string | null;
}

/**
 * What the poster reads under "Thank you! …" (docs/product.md, "Posted"). The address they typed,
 * so that a mistyped one is seen; and the private link itself, since the mail may land in spam or
 * at that mistyped address, and a new link is only ever mailed to the address posted with.
 * Drawn only in the browser, after the post's answer: the link shows the page's own origin.
 */
export function SubletPostedNote({ email, assetKey }: SubletPostedNoteProps) {
  const path = assetKey ? subletManagePath(assetKey) : null;
  return (
    <div className={styles.afterSuccess}>
      <p>
        We e-mailed <strong className={styles.postedAddress}>{email}</strong> a private link to see, renew or delete your listing.
      </p>
      {path ? (
        <>
          <p>In case the mail does not come, here it is too. Keep it to yourself: whoever has it can delete the listing.</p>
          <p>
            <a href={path} className={styles.privateLink}>
              {`${window.location.origin}${path}`}
            </a>
          </p>
          <p>Not your address? Open the link, delete the listing and post it again: the mails about it go to the address it was posted with.</p>
        </>
      ) : null}
    </div>
  );
}
