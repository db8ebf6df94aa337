import { DetailSection } from '@/components/detail/DetailSection';
import { Icon } from '@/components/ui/Icon';
import type { ShortTermPrices } from '@/lib/domain/listing-types';
import { DAILY_RATES_EXCLUDE_TAX_NOTE, SHORT_TERM_TERMS, shortTermPricingTiers } from '@/lib/domain/short-term-pricing';
import { visuallyHidden } from '@/styles/utilities.css';
import { captionText, tableScroller } from '@/styles/tableScroll.css';
import * as styles from './StayPricesSection.css';

/**
 * The short-term variant's prices by length of stay (docs/product.md): the five tiers with the
 * daily rate (tax excluded), the month price for month-long tiers (30 × the daily rate), the
 * immediate-arrivals note of the 2-4 and 5-13 day tiers, a text price shown raw; then the terms.
 */
export function StayPricesSection({ prices, name }: { prices: ShortTermPrices; name: string }) {
  const tiers = shortTermPricingTiers(prices);
  return (
    <DetailSection id="stay-prices" title="Prices by length of stay">
      <div className={tableScroller} role="region" aria-labelledby="stay-prices-caption" tabIndex={0}>
        <table className={styles.table}>
          <caption id="stay-prices-caption" className={styles.caption}>
            <span className={captionText}>
              Stay prices of {name}. {DAILY_RATES_EXCLUDE_TAX_NOTE}.
            </span>
          </caption>
          <thead>
            <tr>
              <th scope="col" className={styles.th}>Length of stay</th>
              <th scope="col" className={`${styles.th} ${styles.numeric}`}>Daily rate</th>
              <th scope="col" className={`${styles.th} ${styles.numeric}`}>Per month</th>
            </tr>
          </thead>
          <tbody>
            {tiers.map((tier) => (
              <tr key={tier.key} data-tier={tier.key}>
                <th scope="row" className={styles.rowHeader}>
                  {tier.label}
                  {tier.note ? <span className={styles.tierNote}>{tier.note}</span> : null}
                </th>
                <td className={`${styles.td} ${styles.numeric}`}>
                  {tier.isNumeric ? (
                    <>
                      <strong>{tier.perDay}</strong>
                      <span className={styles.unit}>/day</span>
                    </>
                  ) : (
                    <span className={styles.raw}>{tier.perDay || '—'}</span>
                  )}
                </td>
                <td className={`${styles.td} ${styles.numeric}`}>
                  {tier.perMonth ? (
                    <>
                      {tier.perMonth}
                      <span className={styles.unit}>/month</span>
                    </>
                  ) : (
                    <>
                      <span aria-hidden="true">—</span>
                      <span className={visuallyHidden}>not applicable</span>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.taxNote}>
        <Icon name="info" />
        {DAILY_RATES_EXCLUDE_TAX_NOTE}. A month is priced at 30 times the daily rate.
      </p>
      <h3 className={styles.termsTitle}>Terms of a short-term stay</h3>
      <ul className={styles.terms}>
        {SHORT_TERM_TERMS.map((term) => (
          <li key={term} className={styles.term}>
            <Icon name="check" className={styles.termIcon} />
            {term}
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}
