import 'server-only';
import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { isTourReminderDue, TOUR_REMINDER_HOURS, TOUR_REMINDER_LATEST_MINUTES } from '../domain/tour-reminders';
import { enqueueMail, type OutboxMail } from '../mail/outbox';
import type { TourMailBooking } from '../tours/tour-mail';
import type { Db } from './db';
import { storeOnceEach, timestamp } from './timed-mails';
import { floorplans, leads, leasingOffices, properties, tourBookings } from './schema';

/** A booking to remind its visitor of: what the mail says, and where it answers to. */
export interface BookingToRemind {
  booking: TourMailBooking;
  leadId: number;
  /** The community's mailbox as the import gives it (null: none). */
  communityEmail: string | null;
}

/**
 * Stores the reminder of each tour due for one (lib/domain/tour-reminders.ts), once per booking:
 * `reminded_at` is set in the transaction that stores the mail, by an update only an unreminded,
 * live booking passes, so instances running the job at once mail once. A booking whose community
 * is no longer in the listing is marked and not mailed. Returns how many were stored.
 */
export async function storeTourReminders(db: Db, now: Date, reminder: (booking: BookingToRemind) => OutboxMail, limit = 100): Promise<number> {
  const candidates = await db
    .select({ id: tourBookings.id, startsAt: tourBookings.startsAt, createdAt: tourBookings.createdAt, cancelledAt: tourBookings.cancelledAt })
    .from(tourBookings)
    .where(
      and(
        isNull(tourBookings.cancelledAt),
        isNull(tourBookings.remindedAt),
        gt(tourBookings.startsAt, timestamp(new Date(now.getTime() + TOUR_REMINDER_LATEST_MINUTES * 60_000))),
        lte(tourBookings.startsAt, timestamp(new Date(now.getTime() + TOUR_REMINDER_HOURS * 60 * 60_000))),
        // Booked a day ahead or more, as the rule asks: the others never become due.
        lte(tourBookings.createdAt, sql`${tourBookings.startsAt} - make_interval(hours => ${TOUR_REMINDER_HOURS})`),
      ),
    )
    .orderBy(asc(tourBookings.startsAt), asc(tourBookings.id))
    .limit(limit);
  const due = candidates.filter((row) => isTourReminderDue(row, now)).map((row) => row.id);
  return storeOnceEach(db, due, async (tx, id) => {
    const [marked] = await tx
      .update(tourBookings)
      .set({ remindedAt: now })
      .where(and(eq(tourBookings.id, id), isNull(tourBookings.remindedAt), isNull(tourBookings.cancelledAt)))
      .returning({ id: tourBookings.id });
    if (!marked) return false;
    const [row] = await tx
      .select({
        booking: tourBookings,
        lead: { name: leads.name, email: leads.email, phone: leads.phone, currentPage: leads.currentPage },
        property: properties,
        office: leasingOffices,
        floorplanName: floorplans.name,
      })
      .from(tourBookings)
      .innerJoin(leads, eq(leads.id, tourBookings.leadId))
      .innerJoin(properties, eq(properties.id, tourBookings.propertyId))
      .leftJoin(leasingOffices, eq(leasingOffices.propertyId, tourBookings.propertyId))
      .leftJoin(floorplans, eq(floorplans.id, tourBookings.floorplanId))
      .where(eq(tourBookings.id, id))
      .limit(1);
    if (!row) return false;
    const { booking, lead, property, office } = row;
    await enqueueMail(
      tx,
      reminder({
        leadId: booking.leadId,
        communityEmail: property.email,
        booking: {
          id: booking.id,
          kind: booking.kind,
          startsAt: booking.startsAt,
          name: lead.name,
          email: lead.email,
          phone: lead.phone ?? '',
          currentPage: lead.currentPage ?? '',
          floorplanName: row.floorplanName,
          community: {
            id: property.id,
            name: property.name,
            phone: office?.phone || property.phone,
            address: property.address,
            zipcode: property.zipcode,
            officeName: office?.name ?? null,
            officeAddress: office?.address ?? null,
            officeZipcode: office?.zipcode ?? null,
          },
        },
      }),
    );
    return true;
  });
}
