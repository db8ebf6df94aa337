import 'server-only';
import type { Db } from '../data/db';
import { loadBookedCounts, type TourCommunity } from '../data/tours';
import { tourDays, type TourDay } from '../domain/tours';

/** The days and slots a community offers now: its hours, less what is already full. */
export async function freeTourDays(db: Db, community: TourCommunity, now: Date): Promise<TourDay[]> {
  const booked = await loadBookedCounts(db, community.id, now);
  return tourDays({ hours: community.openingHours, now, capacity: community.capacity, booked });
}
