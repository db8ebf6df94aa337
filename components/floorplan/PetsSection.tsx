import { DetailSection } from '@/components/detail/DetailSection';
import { Icon } from '@/components/ui/Icon';
import { petPolicyText, type PetFields } from '@/lib/domain/pet-policy';
import * as styles from './FloorplanSections.css';

/** The pet policy of the floor plan. */
export function PetsSection({ pets }: { pets: PetFields }) {
  return (
    <DetailSection id="pets" title="Pets">
      <p className={styles.iconItem}>
        <Icon name="paw" className={styles.itemIcon} />
        {petPolicyText(pets)}
      </p>
    </DetailSection>
  );
}
