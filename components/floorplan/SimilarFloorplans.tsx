import { DetailSection } from '@/components/detail/DetailSection';
import { Slider } from '@/components/ui/Slider';
import type { ListedFloorplan } from '@/lib/domain/listing-types';
import type { IsoDay } from '@/lib/domain/site-day';
import { FloorplanCard } from './FloorplanCard';
import * as styles from './SimilarFloorplans.css';
import { screenOnly } from '@/styles/utilities.css';

/** The similar plans slider (docs/product.md#pages): floor plan cards, 1 per view on phones, 2 on tablets, 3 on desktops. */
export function SimilarFloorplans({ floorplans, today, name }: { floorplans: readonly ListedFloorplan[]; today: IsoDay; name: string }) {
  if (floorplans.length === 0) return null;
  return (
    <DetailSection id="similar" title="Similar floor plans" className={screenOnly}>
      <Slider
        label={`Floor plans similar to ${name}`}
        perView={1.15}
        perViewTablet={2}
        perViewDesktop={3}
        previousLabel="Previous similar floor plans"
        nextLabel="Next similar floor plans"
        slideClassName={styles.slide}
      >
        {floorplans.map((floorplan) => (
          <FloorplanCard key={floorplan.id} floorplan={floorplan} today={today} />
        ))}
      </Slider>
    </DetailSection>
  );
}
