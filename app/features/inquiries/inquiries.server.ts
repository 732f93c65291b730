import { and, type AnyColumn, desc, eq, sql } from 'drizzle-orm'

import { alertsAtOnce, recordActivity } from '~/features/activity/index.server'
import { addClientFrom, clientView as client } from '~/features/clients/index.server'
import { baseUrl } from '~/server/auth.server'
import { type Db, db, type Tx } from '~/server/db.server'
import { actionEmail, sendEmail } from '~/server/email.server'
import { createId } from '~/server/ids.server'
import { logger } from '~/server/logger.server'
import { clientAddress, rateLimit, TOO_MANY_ATTEMPTS } from '~/server/rate-limiter.server'

import { type InquiryInput, type InquiryStatus, isBot, SENT_TOO_FAST, sentTooFast } from './schema'
import { inquiry } from './tables.server'
import type { Inquiry } from './types'

const INQUIRY_LIMIT = rateLimit({ name: 'inquiry', max: 5, windowSeconds: 60 * 60 })

export type SubmitResult = { ok: true } | { ok: false; status: number; formError: string }

/**
 * Stores a visitor's booking request for the site owner and e-mails her. A bot (the hidden field
 * filled) is answered like a success but nothing is stored; a form sent in under 3 s is refused
 * with a message, so a quick person knows to send it again.
 */
export async function submitInquiry(
  request: Request,
  input: InquiryInput,
  /** The site owner (null before there is one), passed in by the route. */
  owner: { id: string; email: string } | null,
): Promise<SubmitResult> {
  if (!(await INQUIRY_LIMIT.spend(clientAddress(request))).allowed) {
    return { ok: false, status: 429, formError: TOO_MANY_ATTEMPTS }
  }
  if (isBot(input)) {
    logger.info('inquiry discarded as spam')
    return { ok: true }
  }
  if (sentTooFast(input)) return { ok: false, status: 400, formError: SENT_TOO_FAST }
  if (!owner) {
    return {
      ok: false,
      status: 503,
      formError: 'Bookings are not open yet. Please try again soon.',
    }
  }
  // Her Today tells of it with the inquiry, or neither is kept.
  await db.transaction(async (tx) => {
    const [id] = await addInquiries(owner.id, [input], tx)
    await recordActivity(tx, {
      ownerId: owner.id,
      kind: 'inquiry',
      subjectId: id!,
      summary: input.servicePackage ? `${input.name}: ${input.servicePackage}` : input.name,
    })
  })

  const { name, email, phone, servicePackage, message } = input
  const details = [
    `From: ${name} <${email}>`,
    phone ? `Phone: ${phone}` : null,
    servicePackage ? `Package: ${servicePackage}` : null,
    message ? `\n${message}` : null,
  ]
    .filter(Boolean)
    .join('\n')
  // Told in her daily summary, or not at all, when that is what she chose (decision 055).
  if (!(await alertsAtOnce(owner.id, 'inquiries'))) return { ok: true }
  try {
    await sendEmail(
      actionEmail({
        to: owner.email,
        subject: `New inquiry from ${name}`,
        intro: details,
        action: 'Open your inquiries',
        url: `${baseUrl}/dashboard/inquiries`,
        outro: 'Reply to the visitor from your own mailbox, then mark the inquiry as contacted.',
      }),
    )
  } catch (error) {
    // The inquiry is stored and listed in the dashboard: a mail failure must not lose it.
    logger.error({ err: error }, 'inquiry notification failed')
  }
  return { ok: true }
}

/** An inquiry as stored: what the visitor gave, and its status (new unless said). */
export type NewInquiry = Pick<
  InquiryInput,
  'name' | 'email' | 'phone' | 'servicePackage' | 'message'
> & { status?: InquiryStatus }

/**
 * Stores inquiries for the owner as they are, in one insert: no spam checks, no rate limit and no
 * e-mail (a visitor's form goes through `submitInquiry`, which uses it).
 */
export async function addInquiries(
  ownerId: string,
  inquiries: NewInquiry[],
  on: Db | Tx = db,
): Promise<string[]> {
  if (inquiries.length === 0) return []
  const rows = await on
    .insert(inquiry)
    .values(
      inquiries.map(({ name, email, phone, servicePackage, message, status }) => ({
        id: createId(),
        ownerId,
        name,
        email,
        phone,
        servicePackage,
        message,
        status,
      })),
    )
    .returning({ id: inquiry.id })
  return rows.map((row) => row.id)
}

/** The columns of an `Inquiry` (with its client's name, when it became one). */
const columns = {
  id: inquiry.id,
  name: inquiry.name,
  email: inquiry.email,
  phone: inquiry.phone,
  servicePackage: inquiry.servicePackage,
  message: inquiry.message,
  status: inquiry.status,
  clientId: inquiry.clientId,
  clientName: client.name,
  createdAt: inquiry.createdAt,
} satisfies Record<keyof Inquiry, AnyColumn>

export async function listInquiries(ownerId: string): Promise<Inquiry[]> {
  return db
    .select(columns)
    .from(inquiry)
    .leftJoin(client, eq(client.id, inquiry.clientId))
    .where(eq(inquiry.ownerId, ownerId))
    .orderBy(desc(inquiry.createdAt))
}

/** How many of the owner's inquiries are still New (the navigation's count). */
export async function countNewInquiries(ownerId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(inquiry)
    .where(and(eq(inquiry.ownerId, ownerId), eq(inquiry.status, 'new')))
  return row?.count ?? 0
}

export async function setInquiryStatus(
  ownerId: string,
  id: string,
  status: InquiryStatus,
): Promise<boolean> {
  const rows = await db
    .update(inquiry)
    .set({ status })
    .where(and(eq(inquiry.ownerId, ownerId), eq(inquiry.id, id)))
    .returning({ id: inquiry.id })
  return rows.length > 0
}

/** The inquiries a client was converted from, newest first. */
/** A client's own inquiries: every column but whose they are. */
const { clientId: _clientId, clientName: _clientName, ...clientInquiryColumns } = columns

export async function listClientInquiries(
  ownerId: string,
  clientId: string,
): Promise<Omit<Inquiry, 'clientId' | 'clientName'>[]> {
  return db
    .select(clientInquiryColumns)
    .from(inquiry)
    .where(and(eq(inquiry.ownerId, ownerId), eq(inquiry.clientId, clientId)))
    .orderBy(desc(inquiry.createdAt))
}

/** Where a converted client came from: the inquiry, with its package when it named one. */
export function cameFromInquiry(servicePackage: string | null): string {
  return servicePackage ? `Inquiry: ${servicePackage}` : 'Inquiry'
}

/**
 * Creates a client from the inquiry and links the inquiry to it. Everything the visitor gave is
 * kept: name, e-mail and phone, her message as the client's notes, and the package as where she
 * came from.
 */
export async function convertInquiry(ownerId: string, id: string): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        name: inquiry.name,
        email: inquiry.email,
        phone: inquiry.phone,
        servicePackage: inquiry.servicePackage,
        message: inquiry.message,
        clientId: inquiry.clientId,
      })
      .from(inquiry)
      .where(and(eq(inquiry.ownerId, ownerId), eq(inquiry.id, id)))
      .for('update')
    if (!row) return null
    if (row.clientId) return row.clientId
    const clientId = await addClientFrom(tx, ownerId, {
      name: row.name,
      email: row.email,
      phone: row.phone,
      notes: row.message,
      cameFrom: cameFromInquiry(row.servicePackage),
    })
    await tx.update(inquiry).set({ clientId, status: 'converted' }).where(eq(inquiry.id, id))
    return clientId
  })
}
