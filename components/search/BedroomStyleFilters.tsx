'use client';

import { Checkbox } from '@/components/ui/Checkbox';
import { STYLE_LABELS, type FloorplanStyle } from '@/lib/domain/enums';
import { toggleValue } from '@/lib/domain/listing-filters';
import { BedroomFilter } from './BedroomFilter';
import { FilterDropdown } from './FilterDropdown';

export interface BedroomStyleFiltersProps {
  bedrooms: readonly number[];
  styles: readonly FloorplanStyle[];
  bedroomOptions: readonly number[];
  styleOptions: readonly FloorplanStyle[];
  /** Called with the toggled list (the other one unchanged). */
  onChange: (next: { bedrooms: number[]; styles: FloorplanStyle[] }) => void;
}

/** The 'Bedrooms' and 'Style' checkbox drop-downs shared by every listing search. */
export function BedroomStyleFilters({ bedrooms, styles, bedroomOptions, styleOptions, onChange }: BedroomStyleFiltersProps) {
  return (
    <>
      <BedroomFilter bedrooms={bedrooms} options={bedroomOptions} onChange={(next) => onChange({ bedrooms: next, styles: [...styles] })} />
      <FilterDropdown label="Style" selectedCount={styles.length}>
        {styleOptions.map((style) => (
          <Checkbox
            key={style}
            name="style"
            value={style}
            label={STYLE_LABELS[style]}
            checked={styles.includes(style)}
            onChange={() => onChange({ bedrooms: [...bedrooms], styles: toggleValue(styles, style) })}
          />
        ))}
      </FilterDropdown>
    </>
  );
}
