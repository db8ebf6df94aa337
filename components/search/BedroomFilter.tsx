'use client';

import { Checkbox } from '@/components/ui/Checkbox';
import { bedroomLabel } from '@/lib/domain/formats';
import { toggleValue } from '@/lib/domain/listing-filters';
import { FilterDropdown } from './FilterDropdown';

export interface BedroomFilterProps {
  bedrooms: readonly number[];
  options: readonly number[];
  /** Called with the toggled list. */
  onChange: (bedrooms: number[]) => void;
}

/** The 'Bedrooms' checkbox drop-down of every search ('Studio', '1 Bed', '2 Beds'…). */
export function BedroomFilter({ bedrooms, options, onChange }: BedroomFilterProps) {
  return (
    <FilterDropdown label="Bedrooms" selectedCount={bedrooms.length}>
      {options.map((bedroom) => (
        <Checkbox
          key={bedroom}
          name="bedroom"
          value={String(bedroom)}
          label={bedroomLabel(bedroom)}
          checked={bedrooms.includes(bedroom)}
          onChange={() => onChange(toggleValue(bedrooms, bedroom))}
        />
      ))}
    </FilterDropdown>
  );
}
