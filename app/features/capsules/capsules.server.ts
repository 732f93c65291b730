import { hashPassword } from 'better-auth/crypto'
import { and, desc, eq } from 'drizzle-orm'

import { mine } from '~/domain/mine.server'
import { clientView as client } from '~/features/clients/index.server'
import type { StoredPrice } from '~/lib/money'
import { db } from '~/server/db.server'
import { env } from '~/server/env.server'
import { createId } from '~/server/ids.server'

import type { CapsuleInput } from './schema'
import { capsule, capsuleWrongPassword } from './tables.server'

/**
 * The client's capsules by name, newest first: where her pieces can move. Without the counts
 * `listCapsules` groups all of the owner's pieces for.
 */
export async function listCapsuleNames(
  ownerId: string,
  clientId: string,
): Promise<{ id: string; name: string; currency: string | null }[]> {
  return db
    .select({ id: capsule.id, name: capsule.name, currency: capsule.budgetCurrency })
    .from(capsule)
    .where(and(mine(capsule, ownerId), eq(capsule.clientId, clientId)))
    .orderBy(desc(capsule.createdAt))
}

/** True when the client exists and belongs to the owner. */
async function ownsClient(ownerId: string, clientId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: client.id })
    .from(client)
    .where(and(eq(client.ownerId, ownerId), eq(client.id, clientId)))
  return Boolean(row)
}

async function passwordColumn(password: CapsuleInput['password']) {
  if (password.action === 'keep') return {}
  if (password.action === 'remove') return { passwordHash: null, passwordWeak: null }
  // The schema refuses anything shorter than CAPSULE_PASSWORD_MIN.
  return { passwordHash: await hashPassword(password.value), passwordWeak: false }
}

const budgetColumns = (budget: StoredPrice) => ({
  budgetText: budget.text,
  budgetAmount: budget.amount,
  budgetCurrency: budget.currency,
})

export type SaveResult = { ok: true; id: string } | { ok: false; reason: 'client' | 'missing' }

export async function createCapsule(ownerId: string, input: CapsuleInput): Promise<SaveResult> {
  if (!(await ownsClient(ownerId, input.clientId))) return { ok: false, reason: 'client' }
  const id = createId()
  await db.insert(capsule).values({
    id,
    ownerId,
    clientId: input.clientId,
    name: input.name,
    description: input.description,
    ...budgetColumns(input.budget),
    isPublished: input.isPublished,
    ...(await passwordColumn(input.password)),
  })
  return { ok: true, id }
}

export async function updateCapsule(
  ownerId: string,
  id: string,
  input: CapsuleInput,
): Promise<SaveResult> {
  if (!(await ownsClient(ownerId, input.clientId))) return { ok: false, reason: 'client' }
  const rows = await db
    .update(capsule)
    .set({
      clientId: input.clientId,
      name: input.name,
      description: input.description,
      ...budgetColumns(input.budget),
      isPublished: input.isPublished,
      updatedAt: new Date(),
      ...(await passwordColumn(input.password)),
    })
    .where(mine(capsule, ownerId, id))
    .returning({ id: capsule.id })
  if (rows.length === 0) return { ok: false, reason: 'missing' }
  // A new (or no) password: the wrong guesses at the old one no longer matter.
  if (input.password.action !== 'keep') {
    await db.delete(capsuleWrongPassword).where(eq(capsuleWrongPassword.capsuleId, id))
  }
  return { ok: true, id }
}

/** The absolute link a client opens: PUBLIC_URL when configured, else this request's origin. */
export function shareUrl(request: Request, id: string): string {
  return `${env.PUBLIC_URL ?? new URL(request.url).origin}/capsule/${id}`
}
