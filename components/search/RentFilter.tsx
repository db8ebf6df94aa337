'use client';

import { RangeSlider } from '@/components/ui/RangeSlider';
import { isFullRentRange } from '@/lib/domain/listing-filters';
import { RENT_MAX, RENT_MIN, type RentRange } from '@/lib/domain/rent-range';
import { FORM_RENT_MAX, FORM_RENT_MIN } from '@/lib/domain/search-form';
import { FilterDropdown } from './FilterDropdown';
import { useDraft } from './useDraft';

/** Slider moves are written to the URL once the handle rests this long. */
const RENT_COMMIT_DELAY_MS = 300;

const sameRange = (a: RentRange, b: RentRange) => a.min === b.min && a.max === b.max;

/** The 'Price' drop-down of a search: the monthly rent from 0 to 4000 ("and up" at the end). */
export function RentFilter({ rent, onChange }: { rent: RentRange; onChange: (rent: RentRange) => void }) {
  const [draft, change] = useDraft(rent, sameRange, onChange);
  return (
    <FilterDropdown label="Price" selectedCount={isFullRentRange(rent) ? 0 : 1}>
      <RangeSlider
        label="Monthly rent"
        min={RENT_MIN}
        max={RENT_MAX}
        step={50}
        value={[draft.min, draft.max]}
        names={[FORM_RENT_MIN, FORM_RENT_MAX]}
        onChange={([min, max]) => change({ min, max }, RENT_COMMIT_DELAY_MS)}
        onCommit={([min, max]) => change({ min, max }, 0)}
      />
    </FilterDropdown>
  );
}
