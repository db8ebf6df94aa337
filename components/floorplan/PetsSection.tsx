import { StaffText } from '@/components/ui/StaffText';
import { DetailSection } from '@/components/detail/DetailSection';
import { Icon } from '@/components/ui/Icon';
import { floorplanPetFields, petRules, type PetFields } from '@/lib/domain/pet-policy';
import * as styles from './FloorplanSections.css';

/**
 * Which pets the floor plan permits and which it does not (from its unit that allows the most),
 * and the leasing staff's policy text.
 */
export function PetsSection({ floorplan }: { floorplan: PetFields & { units: readonly PetFields[] } }) {
  const rules = petRules(floorplanPetFields(floorplan, floorplan.units));
  return (
    <DetailSection id="pets" title="Pets">
      <ul className={styles.plainList}>
        <li className={styles.iconItem}>
          <Icon name="paw" className={styles.itemIcon} />
          <span>
            <strong>Permitted:</strong> {rules.permitted.length ? rules.permitted.join(', ') : 'no pets'}
          </span>
        </li>
        {rules.notPermitted.length ? (
          <li className={styles.iconItem}>
            <Icon name="close" className={styles.itemIcon} />
            <span>
              <strong>Not permitted:</strong> {rules.notPermitted.join(', ')}
            </span>
          </li>
        ) : null}
      </ul>
      {rules.policy ? <StaffText className={styles.note} text={rules.policy} /> : null}
    </DetailSection>
  );
}
