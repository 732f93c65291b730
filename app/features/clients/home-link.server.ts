// Her client's one home link, `/c/{token}`: made, replaced and revoked by her stylist (her
// client's profile), and found by its token for the access rule (app/domain/client-access.server.ts,
// decision 053). A wrong, replaced or revoked token is no row at all.
import { and, eq, sql } from 'drizzle-orm'

import { mine } from '~/domain/mine.server'
import { baseUrl } from '~/server/auth.server'
import { db } from '~/server/db.server'
import { createId } from '~/server/ids.server'

import { client, clientHome } from './tables.server'

/** The client's home link. */
export const homeUrl = (token: string) => `${baseUrl}/c/${token}`

/** Her client's home link as her profile shows it; null: none (never made, or revoked). */
export async function homeLinkOf(
  ownerId: string,
  clientId: string,
): Promise<{ url: string; createdAt: Date; visitedAt: Date | null } | null> {
  const [row] = await db
    .select({
      token: clientHome.token,
      createdAt: clientHome.createdAt,
      visitedAt: clientHome.visitedAt,
    })
    .from(clientHome)
    .where(and(eq(clientHome.ownerId, ownerId), eq(clientHome.clientId, clientId)))
  return row
    ? { url: homeUrl(row.token), createdAt: row.createdAt, visitedAt: row.visitedAt }
    : null
}

/**
 * A new home link for the owner's client (the old one, if any, opens nothing from now on);
 * null when the client is not hers.
 */
export async function newHomeLink(ownerId: string, clientId: string): Promise<string | null> {
  const [owned] = await db
    .select({ id: client.id })
    .from(client)
    .where(mine(client, ownerId, clientId))
  if (!owned) return null
  const token = createId()
  await db
    .insert(clientHome)
    .values({ clientId, ownerId, token })
    .onConflictDoUpdate({
      target: clientHome.clientId,
      set: { token, createdAt: new Date(), visitedAt: null },
    })
  return homeUrl(token)
}

/** Revokes her client's home link: it answers like a missing page. False: there was none. */
export async function revokeHomeLink(ownerId: string, clientId: string): Promise<boolean> {
  const removed = await db
    .delete(clientHome)
    .where(and(eq(clientHome.ownerId, ownerId), eq(clientHome.clientId, clientId)))
    .returning({ clientId: clientHome.clientId })
  return removed.length > 0
}

export type HomeRow = {
  id: string
  ownerId: string
  clientId: string
  /** Her name, as her stylist wrote it. */
  name: string
  visitedAt: Date | null
}

const TOKEN = /^[\w-]{22}$/

/** The home of a token, any owner's (the access rule decides who sees it); null: none. */
export async function findHome(token: string): Promise<HomeRow | null> {
  if (!TOKEN.test(token)) return null
  const [row] = await db
    .select({
      clientId: clientHome.clientId,
      ownerId: clientHome.ownerId,
      name: client.name,
      visitedAt: clientHome.visitedAt,
    })
    .from(clientHome)
    .innerJoin(client, eq(client.id, clientHome.clientId))
    .where(eq(clientHome.token, token))
  return row ? { id: row.clientId, ...row } : null
}

/** Her visit: what is "New" next time is what comes after now. */
export async function recordHomeVisit(clientId: string, at = new Date()): Promise<void> {
  await db.update(clientHome).set({ visitedAt: at }).where(eq(clientHome.clientId, clientId))
}

/** The current home link of every client with this e-mail address (any case), in any studio. */
export async function homesOfAddress(email: string) {
  return db
    .select({
      token: clientHome.token,
      ownerId: clientHome.ownerId,
      name: client.name,
      email: client.email,
    })
    .from(clientHome)
    .innerJoin(client, eq(client.id, clientHome.clientId))
    .where(sql`lower(${client.email}) = ${email.toLowerCase()}`)
    .limit(20)
}

/** Where her home is, for a way to it on her other pages (`/c/{token}`); null: she has none. */
export async function homePathOf(ownerId: string, clientId: string): Promise<string | null> {
  const [row] = await db
    .select({ token: clientHome.token })
    .from(clientHome)
    .where(and(eq(clientHome.ownerId, ownerId), eq(clientHome.clientId, clientId)))
  return row ? `/c/${row.token}` : null
}
