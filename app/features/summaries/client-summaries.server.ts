// Her clients as the Clients list shows them (features/summaries): each with her capsules counted
// and the last thing that happened for her, and what goes with each when she is deleted, read
// from their owners' views.
import { and, count, desc, eq, isNull, max, sql } from 'drizzle-orm'

import { mine } from '~/domain/mine.server'
import {
  capsuleSendView as send,
  capsuleView as capsule,
  capsuleVisitView as visit,
} from '~/features/capsules/index.server'
import type { ClientSort } from '~/features/clients'
import {
  clientColumnsOf,
  type ClientListEntry,
  clientView as client,
  foldForSearch,
} from '~/features/clients/index.server'
import { pieceView as item } from '~/features/items/index.server'
import { sortByName } from '~/lib/collation'
import { db } from '~/server/db.server'

const ACCENTED = 'áàâäãåāéèêëēíìîïīóòôöõøōúùûüūñçýÿœæß'
const PLAIN = 'aaaaaaaeeeeeiiiiioooooooouuuuuncyyoas'

const folded = (column: typeof client.name | typeof client.email) =>
  sql`translate(lower(coalesce(${column}, '')), ${ACCENTED}, ${PLAIN})`

/**
 * The latest thing that happened for a client: her creation, a change to one of her capsules or
 * items, a capsule sent to her, or her opening one.
 */
const lastActivity = sql<Date>`greatest(
  ${client.createdAt},
  (${db
    .select({ at: max(capsule.updatedAt) })
    .from(capsule)
    .where(eq(capsule.clientId, client.id))}),
  (${db
    .select({ at: max(item.updatedAt) })
    .from(item)
    .where(and(eq(item.ownerId, client.ownerId), eq(item.clientId, client.id)))}),
  (${db
    .select({ at: max(send.sentAt) })
    .from(send)
    .innerJoin(capsule, eq(capsule.id, send.capsuleId))
    .where(eq(capsule.clientId, client.id))}),
  (${db
    .select({ at: max(visit.lastAt) })
    .from(visit)
    .innerJoin(capsule, eq(capsule.id, visit.capsuleId))
    .where(eq(capsule.clientId, client.id))})
)`.mapWith((value: string | Date) => new Date(value))

const capsuleCount = sql<number>`(${db
  .select({ count: count() })
  .from(capsule)
  .where(eq(capsule.clientId, client.id))})`.mapWith(Number)

/**
 * The owner's clients with their capsules count and last activity: those whose name or e-mail
 * contains `search` (ignoring case and accents), newest first, by name or by last activity.
 */
export async function listClients(
  ownerId: string,
  options: { search?: string; sort?: ClientSort } = {},
): Promise<ClientListEntry[]> {
  const search = foldForSearch(options.search ?? '').replace(/[\\%_]/g, (char) => `\\${char}`)
  const pattern = `%${search}%`
  const order =
    options.sort === 'activity'
      ? [desc(lastActivity), desc(client.createdAt)]
      : [desc(client.createdAt)]
  const clients = await db
    .select({ ...clientColumnsOf(client), capsuleCount, lastActivityAt: lastActivity })
    .from(client)
    .where(
      and(
        eq(client.ownerId, ownerId),
        search
          ? sql`(${folded(client.name)} like ${pattern} or ${folded(client.email)} like ${pattern})`
          : undefined,
      ),
    )
    .orderBy(...order)
  // By name as people read them (decision 028): a studio's clients are few enough to sort here.
  return options.sort === 'name' ? sortByName(clients, (row) => row.name) : clients
}

/** How many items the client has, in a capsule or in her wardrobe (archived ones left out). */
export async function countClientItems(ownerId: string, id: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(item)
    .where(and(eq(item.ownerId, ownerId), eq(item.clientId, id), isNull(item.archivedAt)))
  return row?.count ?? 0
}

/** What goes with each of the owner's clients when she is deleted, by client id. */
export type ClientAttachments = Record<
  string,
  { capsules: number; published: number; items: number }
>

export async function clientAttachments(ownerId: string): Promise<ClientAttachments> {
  const [capsules, items] = await Promise.all([
    db
      .select({
        clientId: capsule.clientId,
        capsules: count(),
        published: sql<number>`count(*) filter (where ${capsule.isPublished})`.mapWith(Number),
      })
      .from(capsule)
      .where(mine(capsule, ownerId))
      .groupBy(capsule.clientId),
    db
      .select({ clientId: item.clientId, items: count() })
      .from(item)
      .where(and(eq(item.ownerId, ownerId), isNull(item.archivedAt)))
      .groupBy(item.clientId),
  ])
  const attachments: ClientAttachments = {}
  const of = (id: string) => (attachments[id] ??= { capsules: 0, published: 0, items: 0 })
  for (const row of capsules) {
    Object.assign(of(row.clientId), { capsules: row.capsules, published: row.published })
  }
  for (const row of items) of(row.clientId).items = row.items
  return attachments
}
