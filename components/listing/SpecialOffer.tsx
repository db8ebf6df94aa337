import { Icon } from '@/components/ui/Icon';
import { visuallyHidden } from '@/styles/utilities.css';
import { SPECIAL_OFFER_ATTRIBUTE } from './specialOfferBehaviour';
import * as styles from './SpecialOffer.css';

export interface SpecialOfferProps {
  /** The texts of the web specials showing today (docs/product.md); nothing renders when empty. */
  offers: readonly string[];
  /** What the offer is for, e.g. "Aspen" (completes the button's name for screen readers). */
  name: string;
  /** A page-unique id for the offer's panel (the card's heading id with a suffix). */
  panelId: string;
}

export const SPECIAL_OFFER_TEXT = 'Special Offer';

/**
 * A closed offer is hidden until found: find in page, or a link to a quoted passage of it, opens
 * it (specialOfferBehaviour.ts). React writes any value of `hidden` as `hidden=""`; `HIDDEN` is
 * the same attribute to the browser (components/ui/hiddenUntilFound.ts).
 */
const CLOSED = { HIDDEN: 'until-found' } as object;

/**
 * The Special Offer badge/button of a card (docs/product.md#pages): a disclosure button and its panel,
 * rendered on the server. One page-wide listener (specialOfferBehaviour.ts, installed by
 * components/layout/DelegatedActions.tsx) opens and closes every offer, so a list of cards
 * hydrates nothing for them.
 */
export function SpecialOffer({ offers, name, panelId }: SpecialOfferProps) {
  if (offers.length === 0) return null;
  return (
    <div className={styles.wrapper} {...{ [SPECIAL_OFFER_ATTRIBUTE]: '' }}>
      <button type="button" className={styles.button} aria-expanded="false" aria-controls={panelId}>
        <Icon name="tag" />
        {SPECIAL_OFFER_TEXT}
        <span className={visuallyHidden}>{` for ${name}`}</span>
        <Icon name="chevron-down" className={styles.chevron} />
      </button>
      <div id={panelId} className={styles.panel} {...CLOSED}>
        <ul className={styles.list}>
          {offers.map((offer, index) => (
            <li key={index} className={styles.item}>
              {offer}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
