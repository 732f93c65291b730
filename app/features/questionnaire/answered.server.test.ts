import { afterAll, expect, test } from 'vitest'

import { startSmtpSink } from '../../../tests/support/smtp-sink'

// A real SMTP server: her e-mail goes out as sent.
const sink = await startSmtpSink()
process.env.SMTP_URL = sink.url

const { db } = await import('~/server/db.server')
const { createId } = await import('~/server/ids.server')
const { client } = await import('~/schema.server')
const { createSignedInUser } = await import('../../../tests/support/users')
const server = await import('./questionnaire.server')
const { answeredClients, mailAnswered, markAnswersSeen } = await import('./answered.server')

afterAll(() => sink.close())

test('a submitted questionnaire is hers to open: her e-mail names her client, and it stays new until she opens her page', async () => {
  const owner = await createSignedInUser('answered')
  const clientId = createId()
  await db.insert(client).values({ id: clientId, ownerId: owner.id, name: 'Maya Lund' })
  const sent = (await server.createQuestionnaire(owner.id, clientId, {
    dueOn: null,
    remind: false,
  }))!
  // Sent, or being answered: nothing to tell yet.
  await server.saveAnswers(sent.id, { 'size-tops': 'UK 12' })
  expect(await answeredClients(owner.id)).toEqual([])
  expect(await mailAnswered(owner.id, sent.id)).toBe('not submitted')

  expect(await server.submitQuestionnaire(sent.id)).toBe(true)
  expect(await answeredClients(owner.id)).toEqual([clientId])
  expect(await mailAnswered(owner.id, sent.id)).toBe('sent')
  const mail = await sink.waitFor(owner.email, /answered your questionnaire/)
  expect(mail.subject).toBe('Maya Lund answered your questionnaire')
  expect(mail.link).toContain(`/dashboard/clients/${clientId}`)

  // Another stylist sees nothing of it, and cannot mark it seen.
  const stranger = await createSignedInUser('answered-stranger')
  expect(await answeredClients(stranger.id)).toEqual([])
  expect(await mailAnswered(stranger.id, sent.id)).toBe('not submitted')
  await markAnswersSeen(stranger.id, clientId)
  expect(await answeredClients(owner.id)).toEqual([clientId])

  // She opens her page; reopened and sent again, it is new again.
  await markAnswersSeen(owner.id, clientId)
  expect(await answeredClients(owner.id)).toEqual([])
  await server.reopenQuestionnaire(owner.id, sent.id)
  await new Promise((resolve) => setTimeout(resolve, 5))
  await server.submitQuestionnaire(sent.id)
  expect(await answeredClients(owner.id)).toEqual([clientId])
})
