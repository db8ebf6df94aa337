import 'server-only';
import { and, asc, count, eq, gte, isNull } from 'drizzle-orm';
import { isGarageFloorplan } from '../domain/listing-rules';
import { isRecordId } from '../domain/record-id';
import { areToursBookable, slotKey, type OpeningHours, type TourKind } from '../domain/tours';
import type { Db } from './db';
import { floorplans, leads, leasingOffices, properties, tourBookings } from './schema';

/** A community whose tours can be booked, as the booking page and endpoint need it. */
export interface TourCommunity {
  id: string;
  name: string;
  address: string;
  zipcode: string;
  phone: string;
  /** The leasing mailbox: never sent to a browser. */
  email: string | null;
  capacity: number;
  officeName: string | null;
  officeAddress: string | null;
  officeZipcode: string | null;
  /** The office hours as the data writes them for people. */
  officeHours: string | null;
  openingHours: OpeningHours[];
  floorplans: { id: string; name: string }[];
}

/** The community, when its tours can be booked online (else null). */
export async function loadTourCommunity(db: Db, propertyId: string): Promise<TourCommunity | null> {
  if (!isRecordId(propertyId)) return null;
  const [row] = await db
    .select({ property: properties, office: leasingOffices })
    .from(properties)
    .innerJoin(leasingOffices, eq(leasingOffices.propertyId, properties.id))
    .where(eq(properties.id, propertyId))
    .limit(1);
  if (!row || !areToursBookable(row.property, row.office.openingHours)) return null;
  const plans = await db
    .select({ id: floorplans.id, name: floorplans.name, style: floorplans.style })
    .from(floorplans)
    .where(and(eq(floorplans.propertyId, propertyId), eq(floorplans.active, true)))
    .orderBy(asc(floorplans.position), asc(floorplans.id));
  const { property, office } = row;
  return {
    id: property.id,
    name: property.name,
    address: property.address,
    zipcode: property.zipcode,
    phone: office.phone || property.phone,
    email: property.email,
    capacity: property.tourSlotCapacity,
    officeName: office.name,
    officeAddress: office.address,
    officeZipcode: office.zipcode,
    officeHours: office.officeHours,
    openingHours: office.openingHours,
    floorplans: plans.filter((plan) => !isGarageFloorplan(plan)).map(({ id, name }) => ({ id, name })),
  };
}

/** Live (not cancelled) bookings per slot start (slotKey) of a community, from `from` on. */
export async function loadBookedCounts(db: Db, propertyId: string, from: Date): Promise<Map<string, number>> {
  const rows = await db
    .select({ startsAt: tourBookings.startsAt, booked: count() })
    .from(tourBookings)
    .where(and(eq(tourBookings.propertyId, propertyId), gte(tourBookings.startsAt, from), isNull(tourBookings.cancelledAt)))
    .groupBy(tourBookings.startsAt);
  return new Map(rows.map((row) => [slotKey(row.startsAt), Number(row.booked)]));
}

export interface NewTourBooking {
  leadId: number;
  propertyId: string;
  floorplanId: string | null;
  kind: TourKind;
  startsAt: Date;
  capacity: number;
}

/**
 * Takes a free seat of the slot, or returns null when every seat is held. Each seat is one row of
 * the partial unique index (property, start, seat) over live bookings: an insert that meets a held
 * seat does nothing (a concurrent one waits for the holder's transaction, then does nothing if it
 * committed), so a slot never holds more than its capacity, whatever the race.
 */
export async function takeTourSeat(db: Db, booking: NewTourBooking): Promise<number | null> {
  for (let seat = 0; seat < booking.capacity; seat += 1) {
    const [row] = await db
      .insert(tourBookings)
      .values({
        leadId: booking.leadId,
        propertyId: booking.propertyId,
        floorplanId: booking.floorplanId,
        kind: booking.kind,
        startsAt: booking.startsAt,
        seat,
      })
      .onConflictDoNothing()
      .returning({ id: tourBookings.id });
    if (row) return row.id;
  }
  return null;
}

/** A booking as its cancel page shows it (null when there is none: the lead was deleted). */
export interface TourBookingView {
  id: number;
  propertyId: string;
  propertyName: string | null;
  kind: TourKind;
  startsAt: Date;
  cancelledAt: Date | null;
  name: string;
  email: string;
  phone: string | null;
  communityEmail: string | null;
}

export async function loadTourBooking(db: Db, bookingId: number): Promise<TourBookingView | null> {
  const [row] = await db
    .select({
      id: tourBookings.id,
      propertyId: tourBookings.propertyId,
      propertyName: properties.name,
      kind: tourBookings.kind,
      startsAt: tourBookings.startsAt,
      cancelledAt: tourBookings.cancelledAt,
      name: leads.name,
      email: leads.email,
      phone: leads.phone,
      communityEmail: properties.email,
    })
    .from(tourBookings)
    .innerJoin(leads, eq(leads.id, tourBookings.leadId))
    .leftJoin(properties, eq(properties.id, tourBookings.propertyId))
    .where(eq(tourBookings.id, bookingId))
    .limit(1);
  return row ?? null;
}

/** Cancels a live booking, freeing its seat; false when it was already cancelled or is gone. */
export async function cancelTourBooking(db: Db, bookingId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(tourBookings)
    .set({ cancelledAt: now })
    .where(and(eq(tourBookings.id, bookingId), isNull(tourBookings.cancelledAt)))
    .returning({ id: tourBookings.id });
  return rows.length > 0;
}

