// Writing in the conversation: the client's messages (from her capsule page, through the access
// rule) and her stylist's replies (from the studio, on her own capsules). A client deletes her
// own messages; a stylist edits or deletes her replies. A deleted message keeps its place in its
// thread ("Message deleted"), its text gone.
import { and, eq, isNull, sql } from 'drizzle-orm'

import { recordActivity } from '~/features/activity/index.server'
import { asClient, type Refusal } from '~/features/capsules/index.server'
import { myCapsule } from '~/features/capsules/index.server'
import { pieceView as item } from '~/features/items/index.server'
import { outfitView as outfit } from '~/features/outfits/index.server'
import { CAPSULE_THREAD, type Message, THREAD_TARGET } from '~/lib/feedback'
import { CAPSULE_GONE } from '~/lib/messages'
import { db } from '~/server/db.server'
import { createId } from '~/server/ids.server'
import { clientAddress, rateLimit } from '~/server/rate-limiter.server'
import { clientDevice, deviceTag, deviceTagOf } from '~/server/visitor-device.server'

import { replyMailDue } from './reply-mail.server'
import { message, thread } from './tables.server'
import { toMessage } from './threads.server'

/** A client writes a lot in a conversation; a script writes more. */
const CLIENT_PER_ADDRESS = rateLimit({ name: 'message-address', max: 30, windowSeconds: 15 * 60 })
// Per device (her cookie), never per capsule, which anyone could spend for her (issue 26).
const CLIENT_PER_DEVICE = rateLimit({ name: 'message-device', max: 100, windowSeconds: 60 * 60 })
/** Her stylist answers a whole capsule's notes in one sitting, not thousands. */
const STYLIST_PER_CAPSULE = rateLimit({ name: 'reply-capsule', max: 200, windowSeconds: 60 * 60 })

export const TOO_MANY_MESSAGES =
  'You have sent a lot of messages in a short time. Please wait a few minutes and try again.'
export const PIECE_GONE = 'This piece is no longer in the capsule.'
export const MESSAGE_GONE = 'This message was deleted or is not there any more.'

export type Written =
  | {
      ok: true
      target: string
      message: Message
      /** The client device's cookie, to set when it is new (app/server/visitor-device.server.ts). */
      setCookie?: string | null
    }
  | Refusal

/** The item or outfit of a thread's target, when it is in the capsule (the capsule: itself). */
async function pieceOf(
  capsuleId: string,
  target: string,
): Promise<{ itemId: string | null; outfitId: string | null; name: string | null } | null> {
  if (target === CAPSULE_THREAD) return { itemId: null, outfitId: null, name: null }
  const [, kind, id] = THREAD_TARGET.exec(target) ?? []
  if (!id) return null
  const table = kind === 'item' ? item : outfit
  const [row] = await db
    .select({ name: table.name })
    .from(table)
    .where(and(eq(table.id, id), eq(table.capsuleId, capsuleId)))
  if (!row) return null
  const { name } = row
  return kind === 'item'
    ? { itemId: id, outfitId: null, name }
    : { itemId: null, outfitId: id, name }
}

/** Who wrote a message, and for a client's, her capsule's client (for her stylist's Today). */
type Author = { author: 'stylist' } | { author: 'client'; clientId: string; device: string }

/** Adds a message to the capsule's thread about `target`, starting the thread if needed. */
async function addMessage(
  ownerId: string,
  capsuleId: string,
  target: string,
  by: Author,
  body: string,
): Promise<Written> {
  const piece = await pieceOf(capsuleId, target)
  if (!piece) return { ok: false, status: 404, error: PIECE_GONE }
  const { author } = by
  const device = by.author === 'client' ? by.device : null
  const row = await db.transaction(async (tx) => {
    const [started] = await tx
      .insert(thread)
      .values({
        id: createId(),
        ownerId,
        capsuleId,
        target,
        itemId: piece.itemId,
        outfitId: piece.outfitId,
      })
      .onConflictDoUpdate({
        target: [thread.capsuleId, thread.target],
        set: { lastMessageAt: sql`now()` },
      })
      .returning({ id: thread.id })
    const [added] = await tx
      .insert(message)
      .values({
        id: createId(),
        ownerId,
        capsuleId,
        threadId: started!.id,
        author,
        body,
        clientDevice: device,
      })
      .returning()
    if (by.author === 'client') {
      await recordActivity(tx, {
        ownerId,
        clientId: by.clientId,
        capsuleId,
        kind: 'message',
        subjectId: target,
        summary: piece.name ? `${piece.name}: “${body}”` : `“${body}”`,
      })
    }
    return added!
  })
  return {
    ok: true,
    target,
    message: toMessage(row, author === 'stylist' ? 'stylist' : device),
  }
}

/** The client's message, from her capsule page (the route then makes her stylist's digest due). */
export async function postClientMessage(
  request: Request,
  capsuleId: string,
  input: { target: string; body: string },
): Promise<Written> {
  const writer = await asClient(request, capsuleId)
  if (!writer.ok) return writer
  const device = await clientDevice(request)
  const allowed =
    (await CLIENT_PER_ADDRESS.spend(`${capsuleId}:${clientAddress(request)}`)).allowed &&
    (device.id === null || (await CLIENT_PER_DEVICE.spend(device.id)).allowed)
  if (!allowed) {
    return { ok: false, status: 429, error: TOO_MANY_MESSAGES }
  }
  // Her message is her device's: only it may delete it (a first message makes the device).
  const written = await addMessage(
    writer.capsule.ownerId,
    capsuleId,
    input.target,
    {
      author: 'client',
      clientId: writer.capsule.clientId,
      device: deviceTag(device.id ?? device.newId),
    },
    input.body,
  )
  if (!written.ok) return written
  return { ...written, setCookie: device.setCookie }
}

/** The stylist's reply on one of her capsules; the e-mail telling her client is then due. */
export async function postReply(
  ownerId: string,
  capsuleId: string,
  input: { target: string; body: string },
): Promise<Written> {
  if (!(await myCapsule(ownerId, capsuleId))) return { ok: false, status: 404, error: CAPSULE_GONE }
  if (!(await STYLIST_PER_CAPSULE.spend(capsuleId)).allowed) {
    return { ok: false, status: 429, error: TOO_MANY_MESSAGES }
  }
  const written = await addMessage(
    ownerId,
    capsuleId,
    input.target,
    { author: 'stylist' },
    input.body,
  )
  if (written.ok) await replyMailDue(ownerId, capsuleId)
  return written
}

/** One message of the capsule by `author`, not deleted yet. */
const ownMessage = (capsuleId: string, messageId: string, author: Message['author']) =>
  and(
    eq(message.id, messageId),
    eq(message.capsuleId, capsuleId),
    eq(message.author, author),
    isNull(message.deletedAt),
  )

/**
 * Deletes one of the client's messages (her capsule page), written from this very device: any
 * other message answers like a missing one (issue 41, point 4).
 */
export async function deleteClientMessage(
  request: Request,
  capsuleId: string,
  messageId: string,
): Promise<{ ok: true; message: Message } | Refusal> {
  const writer = await asClient(request, capsuleId)
  if (!writer.ok) return writer
  const device = await deviceTagOf(request)
  const [row] = device
    ? await db
        .update(message)
        .set({ body: '', deletedAt: sql`now()` })
        .where(and(ownMessage(capsuleId, messageId, 'client'), eq(message.clientDevice, device)))
        .returning()
    : []
  return row
    ? { ok: true, message: toMessage(row, device) }
    : { ok: false, status: 404, error: MESSAGE_GONE }
}

/** Corrects (`body`) or deletes (null) one of the stylist's replies on her capsule. */
export async function changeReply(
  ownerId: string,
  capsuleId: string,
  messageId: string,
  body: string | null,
): Promise<Message | null> {
  if (!(await myCapsule(ownerId, capsuleId))) return null
  const [row] = await db
    .update(message)
    .set(body === null ? { body: '', deletedAt: sql`now()` } : { body, editedAt: sql`now()` })
    .where(and(ownMessage(capsuleId, messageId, 'stylist'), eq(message.ownerId, ownerId)))
    .returning()
  return row ? toMessage(row, 'stylist') : null
}
