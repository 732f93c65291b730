// Her client's profile: make her home link (a new one replaces the old), revoke it, e-mail it.
import { and, eq } from 'drizzle-orm'

import { mine } from '~/domain/mine.server'
import { clientView as client } from '~/features/clients/index.server'
import { homeLinkOf, newHomeLink, revokeHomeLink } from '~/features/clients/index.server'
import { db } from '~/server/db.server'
import { formError, type Intents, saved } from '~/server/forms.server'

import { mailHomeLink } from './mail.server'

export const CLIENT_GONE = 'This client no longer exists.'
export const NO_HOME_LINK = 'She has no home link yet: make one first.'
export const NO_ADDRESS = 'Add her e-mail address to her profile first.'

async function recipientOf(ownerId: string, clientId: string) {
  const [row] = await db
    .select({ name: client.name, email: client.email })
    .from(client)
    .where(and(mine(client, ownerId), eq(client.id, clientId)))
  return row ?? null
}

export const homeLinkIntents = {
  'new-home-link': async (_input, { ownerId, clientId }) => {
    const url = await newHomeLink(ownerId, clientId ?? '')
    return url ? saved() : formError(CLIENT_GONE, 404)
  },
  'revoke-home-link': async (_input, { ownerId, clientId }) => {
    await revokeHomeLink(ownerId, clientId ?? '')
    return saved()
  },
  'mail-home-link': async (_input, { ownerId, clientId }) => {
    const to = await recipientOf(ownerId, clientId ?? '')
    if (!to) return formError(CLIENT_GONE, 404)
    if (!to.email) return formError(NO_ADDRESS, 400)
    const home = await homeLinkOf(ownerId, clientId ?? '')
    if (!home) return formError(NO_HOME_LINK, 409)
    const sent = await mailHomeLink(ownerId, { name: to.name, email: to.email }, home.url)
    return sent.ok ? saved() : formError(sent.formError, sent.status)
  },
} satisfies Intents
