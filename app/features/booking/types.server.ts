// What can be booked: her appointment types (the free consultation first), each a duration, a
// place and an optional price or deposit; a package's first session is one of them.
import { and, asc, eq, sql } from 'drizzle-orm'

import { packageView as servicePackage } from '~/features/billing/index.server'
import { type Db, db, type Tx } from '~/server/db.server'
import { createId } from '~/server/ids.server'

import type { Place } from './places'
import { getBookingSettings } from './settings.server'
import { appointmentType } from './tables.server'

export type AppointmentType = {
  id: string
  name: string
  durationMinutes: number
  place: Place
  placeDetail: string | null
  priceAmount: number | null
  depositAmount: number | null
  currency: string | null
  packageId: string | null
}

export const typeColumns = {
  id: appointmentType.id,
  name: appointmentType.name,
  durationMinutes: appointmentType.durationMinutes,
  place: appointmentType.place,
  placeDetail: appointmentType.placeDetail,
  priceAmount: appointmentType.priceAmount,
  depositAmount: appointmentType.depositAmount,
  currency: appointmentType.currency,
  packageId: appointmentType.packageId,
}

/** Her appointment types in her order (made with the default one on first use). */
export async function listTypes(ownerId: string): Promise<AppointmentType[]> {
  await getBookingSettings(ownerId)
  return db
    .select(typeColumns)
    .from(appointmentType)
    .where(eq(appointmentType.ownerId, ownerId))
    .orderBy(asc(appointmentType.position), asc(appointmentType.createdAt))
}

/** Her type `id`, or null when she has none such. */
export async function getType(
  ownerId: string,
  id: string,
  tx: Db | Tx = db,
): Promise<AppointmentType | null> {
  const [row] = await tx
    .select(typeColumns)
    .from(appointmentType)
    .where(and(eq(appointmentType.ownerId, ownerId), eq(appointmentType.id, id)))
  return row ?? null
}

/**
 * What a visitor books: the type asked for; else the first session of the package she chose
 * (by its name on the site), when that package offers one; else her first type that is no
 * package's (the free consultation). Null when she offers nothing.
 */
export async function bookableType(
  ownerId: string,
  asked: { typeId?: string | null; packageName?: string | null },
): Promise<AppointmentType | null> {
  if (asked.typeId) return getType(ownerId, asked.typeId)
  const types = await listTypes(ownerId)
  if (asked.packageName) {
    const [offered] = await db
      .select({ typeId: appointmentType.id })
      .from(appointmentType)
      .innerJoin(servicePackage, eq(servicePackage.id, appointmentType.packageId))
      .where(
        and(
          eq(appointmentType.ownerId, ownerId),
          eq(servicePackage.ownerId, ownerId),
          eq(servicePackage.name, asked.packageName),
        ),
      )
    const type = offered && types.find((candidate) => candidate.id === offered.typeId)
    if (type) return type
  }
  return types.find((type) => type.packageId === null) ?? null
}

/** An appointment type as saved: amounts in minor units of `currency`, or none. */
export type TypeInput = Omit<AppointmentType, 'id'>

/** At most this many types per studio. */
export const MAX_TYPES = 20

/** Adds a type (last); false when she already has the most, or the package offers one already. */
export async function createType(ownerId: string, input: TypeInput): Promise<boolean> {
  const types = await listTypes(ownerId)
  if (types.length >= MAX_TYPES) return false
  if (input.packageId && types.some((type) => type.packageId === input.packageId)) return false
  await db.insert(appointmentType).values({
    id: createId(),
    ownerId,
    ...input,
    position: types.length,
  })
  return true
}

/** Saves her type `id`; false when she has none such (or the package offers another one). */
export async function updateType(ownerId: string, id: string, input: TypeInput): Promise<boolean> {
  const types = await listTypes(ownerId)
  if (!types.some((type) => type.id === id)) return false
  if (
    input.packageId &&
    types.some((type) => type.packageId === input.packageId && type.id !== id)
  ) {
    return false
  }
  await db
    .update(appointmentType)
    .set({ ...input, updatedAt: sql`now()` })
    .where(and(eq(appointmentType.ownerId, ownerId), eq(appointmentType.id, id)))
  return true
}

/** Deletes her type `id` (its appointments keep its name); false when she has none such. */
export async function deleteType(ownerId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(appointmentType)
    .where(and(eq(appointmentType.ownerId, ownerId), eq(appointmentType.id, id)))
    .returning({ id: appointmentType.id })
  return deleted.length > 0
}

/** Whether `packageId` is one of her packages (a type may offer its first session). */
export async function isHerPackage(ownerId: string, packageId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: servicePackage.id })
    .from(servicePackage)
    .where(and(eq(servicePackage.ownerId, ownerId), eq(servicePackage.id, packageId)))
  return row !== undefined
}
