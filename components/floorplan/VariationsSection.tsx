import { DetailSection } from '@/components/detail/DetailSection';
import { Icon } from '@/components/ui/Icon';
import * as styles from './FloorplanSections.css';

/** The variations of the floor plan some units have. */
export function VariationsSection({ variations }: { variations: readonly string[] }) {
  if (variations.length === 0) return null;
  return (
    <DetailSection id="variations" title="Variations" lead="Some units of this floor plan come with:">
      <ul className={styles.columns}>
        {variations.map((variation) => (
          <li key={variation} className={styles.iconItem}>
            <Icon name="plus" className={styles.itemIcon} />
            {variation}
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}
