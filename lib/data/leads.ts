import 'server-only';
import { enqueueMail, type OutboxMail } from '../mail/outbox';
import type { Db } from './db';
import { leads } from './schema';

export interface NewLead {
  kind: 'application' | 'contact' | 'sublet-message' | 'sublet-report' | 'tour';
  propertyId?: string | null;
  subletId?: string | null;
  name: string;
  email: string;
  phone?: string | null;
  /** The validated submission (without the captcha token). */
  payload: Record<string, unknown>;
  currentPage?: string | null;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Stores a lead and the mails that report it in one transaction: either both are stored or
 * neither (a lead is never lost between the form and the outbox). The caller kicks delivery
 * after this returns.
 */
export async function storeLeadWithMail(
  db: Db,
  lead: NewLead,
  mails: Omit<OutboxMail, 'leadId'>[],
): Promise<{ leadId: number; mailIds: number[] }> {
  return db.transaction((tx) => insertLeadWithMail(tx, lead, mails));
}

/** `storeLeadWithMail`'s writes, in a transaction the caller holds (it reads first, under a lock). */
export async function insertLeadWithMail(
  tx: Tx,
  lead: NewLead,
  mails: Omit<OutboxMail, 'leadId'>[],
): Promise<{ leadId: number; mailIds: number[] }> {
  const [row] = await tx
    .insert(leads)
    .values({
      kind: lead.kind,
      propertyId: lead.propertyId ?? null,
      subletId: lead.subletId ?? null,
      name: lead.name,
      email: lead.email,
      phone: lead.phone || null,
      payload: lead.payload,
      currentPage: lead.currentPage || null,
    })
    .returning({ id: leads.id });
  if (!row) throw new Error('The leads table returned no row');
  const mailIds: number[] = [];
  for (const mail of mails) mailIds.push(await enqueueMail(tx, { ...mail, leadId: row.id }));
  return { leadId: row.id, mailIds };
}
