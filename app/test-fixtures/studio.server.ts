// A stylist's studio for a journey: each row read with its form's own schema (the fields as a
// form sends them) and written by its feature's own server function, as the form's action would,
// without drawing the screens a journey is not about. Each answers the new row's id.
import sharp from 'sharp'

import { createInvoice, issueInvoice, saveDraft } from '~/features/billing/invoice-changes.server'
import { appointment } from '~/features/booking/tables.server'
import { createCapsule } from '~/features/capsules/capsules.server'
import { CapsuleSchema } from '~/features/capsules/schema'
import { createCheatSheet } from '~/features/cheat-sheets/cheat-sheets.server'
import { CheatSheetSchema } from '~/features/cheat-sheets/schema'
import { createClient, getClient } from '~/features/clients/clients.server'
import { ClientSchema } from '~/features/clients/schema'
import { createItem, resolvePlacement } from '~/features/items/items.server'
import { ItemSchema } from '~/features/items/schema'
import { createOutfitWithItems } from '~/features/outfits/outfits.server'
import { createQuestionnaire } from '~/features/questionnaire/questionnaire.server'
import { z } from '~/lib/zod'
import { db } from '~/server/db.server'
import { createId } from '~/server/ids.server'
import { createUpload } from '~/server/uploads.server'

/** A fixture the app refused (its schema's messages, or why): the journey's own mistake. */
export class FixtureError extends Error {}

type Fields = Record<string, unknown>

function parsed<Schema extends z.ZodType>(schema: Schema, fields: unknown): z.output<Schema> {
  const result = schema.safeParse(fields)
  if (!result.success) throw new FixtureError(z.prettifyError(result.error))
  return result.data
}

function made(result: { ok: true; id: string } | { ok: false } | null, what: string): string {
  if (!result || !result.ok)
    throw new FixtureError(`${what} could not be made: ${JSON.stringify(result)}`)
  return result.id
}

/** A photo of one colour, through the photo pipeline as an upload; answers the upload's id. */
async function colourPhoto(ownerId: string, colour: string): Promise<string> {
  const bytes = await sharp({
    create: { width: 600, height: 750, channels: 3, background: colour },
  })
    .jpeg()
    .toBuffer()
  return (await createUpload(ownerId, bytes)).id
}

export async function clientFixture(ownerId: string, fields: Fields): Promise<string> {
  return (await createClient(ownerId, parsed(ClientSchema, fields))).id
}

/** Published unless `isPublished` is given; a password when one is given. */
export async function capsuleFixture(ownerId: string, fields: Fields): Promise<string> {
  const input = parsed(CapsuleSchema, {
    isPublished: 'on',
    passwordAction: fields.password ? 'set' : 'keep',
    ...fields,
  })
  return made(await createCapsule(ownerId, input), 'capsule')
}

const ItemPlaceSchema = z.object({
  capsuleId: z.string().max(64).optional(),
  clientId: z.string().max(64).optional(),
  /** A photo of this colour (`#c9b79c`), made and uploaded as the photo field uploads one. */
  photoColour: z.string().max(40).optional(),
})

/** In a capsule (`capsuleId`), or in a client's wardrobe (`clientId` alone). */
export async function itemFixture(ownerId: string, fields: Fields): Promise<string> {
  const { capsuleId, clientId, photoColour } = parsed(ItemPlaceSchema, fields)
  const placement = await resolvePlacement(ownerId, { capsuleId, clientId })
  if (!placement) throw new FixtureError('item: no such capsule or client of hers')
  const photoUpload = photoColour ? await colourPhoto(ownerId, photoColour) : undefined
  const input = parsed(ItemSchema, { ...fields, capsuleId: undefined, photoUpload })
  return made(await createItem(ownerId, placement, input), 'item')
}

const OutfitFixtureSchema = z.object({
  capsuleId: z.string().min(1).max(64),
  name: z.string().min(1).max(120),
  itemIds: z.array(z.string().max(64)).max(50).default([]),
})

export async function outfitFixture(ownerId: string, fields: Fields): Promise<string> {
  const { capsuleId, ...outfit } = parsed(OutfitFixtureSchema, fields)
  const created = await createOutfitWithItems(ownerId, capsuleId, outfit)
  return made(created && { ok: true, id: created.id }, 'outfit')
}

export async function cheatSheetFixture(ownerId: string, fields: Fields): Promise<string> {
  const capsuleId = parsed(z.string().min(1).max(64), fields.capsuleId)
  const input = parsed(CheatSheetSchema, { ...fields, capsuleId: undefined })
  return made(await createCheatSheet(ownerId, capsuleId, input), 'cheat sheet')
}

const ClientRowSchema = z.object({ clientId: z.string().min(1).max(64) })

/** A questionnaire sent to her client (no deadline, no reminder): not e-mailed. */
export async function questionnaireFixture(ownerId: string, fields: Fields): Promise<string> {
  const { clientId } = parsed(ClientRowSchema, fields)
  const row = await createQuestionnaire(ownerId, clientId, { dueOn: null, remind: false })
  if (!row) throw new FixtureError('questionnaire: no such client of hers')
  return row.id
}

const InvoiceFixtureSchema = ClientRowSchema.extend({
  description: z.string().min(1).max(200).default('Wardrobe edit'),
  /** In minor units (cents). */
  amount: z.number().int().min(1).max(10_000_000).default(20_000),
  currency: z.string().length(3).default('EUR'),
})

/** An invoice of one line for her client, issued (not e-mailed). */
export async function invoiceFixture(ownerId: string, fields: Fields): Promise<string> {
  const { clientId, description, amount, currency } = parsed(InvoiceFixtureSchema, fields)
  const id = made(await createInvoice(ownerId, { clientId }), 'invoice')
  const line = { description, quantity: 100, unitPrice: amount, tax: null, amount }
  const draft = { clientId, currency, clientAddress: null, notes: null, dueOn: null, lines: [line] }
  for (const step of [
    () => saveDraft(ownerId, id, draft),
    () => issueInvoice(ownerId, id, { sending: false }),
  ]) {
    const outcome = await step()
    if (!outcome.ok) throw new FixtureError(`invoice: ${JSON.stringify(outcome)}`)
  }
  return id
}

const AppointmentFixtureSchema = ClientRowSchema.extend({
  typeName: z.string().min(1).max(120),
})

/**
 * A confirmed appointment of an hour for her client, starting this minute: always today, in any
 * zone. Written as it is stored (booking a time that has begun is refused, rightly).
 */
export async function appointmentFixture(ownerId: string, fields: Fields): Promise<string> {
  const { clientId, typeName } = parsed(AppointmentFixtureSchema, fields)
  const found = await getClient(ownerId, clientId)
  if (!found) throw new FixtureError('appointment: no such client')
  const startsAt = new Date(Math.floor(Date.now() / 60_000) * 60_000)
  const id = createId()
  await db.insert(appointment).values({
    id,
    ownerId,
    typeName,
    place: 'video',
    clientId,
    startsAt,
    endsAt: new Date(startsAt.getTime() + 3_600_000),
    timeZone: 'UTC',
    status: 'confirmed',
    name: found.name,
    email: found.email,
    bookedBy: 'stylist',
  })
  return id
}
