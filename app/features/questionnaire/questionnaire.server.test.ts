import { and, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeEach, describe, expect, test } from 'vitest'

import { startSmtpSink } from '../../../tests/support/smtp-sink'

// A real SMTP server: the questionnaire goes out through the client e-mail module, as sent.
const sink = await startSmtpSink()
process.env.SMTP_URL = sink.url

const { writeFile, mkdtemp } = await import('node:fs/promises')
const { tmpdir } = await import('node:os')
const path = await import('node:path')
const { ensureStudio } = await import('~/features/studio/studio.server')
const { DEFAULT_QUESTIONS, QUESTIONNAIRE_LIMITS } = await import('~/lib/questionnaire')
const { db } = await import('~/server/db.server')
const { createId } = await import('~/server/ids.server')
const { client, outgoingEmail } = await import('~/schema.server')
const { trashClient } = await import('~/features/trash/index.server')
const { restoreFromTrash } = await import('~/features/trash/index.server')
const { createSignedInUser } = await import('../../../tests/support/users')
const server = await import('./questionnaire.server')
const { addPhoto, listPhotos, removePhoto, PHOTOS_FULL, SUBMITTED } =
  await import('./photos.server')
const { mailLink, remindIfDue } = await import('./mail.server')
const { newHomeLink } = await import('~/features/clients/home-link.server')
const { readAnswer, readQuestions } = await import('./schema')
const { questionnaireForClient } = await import('./view.server')

afterAll(() => sink.close())
beforeEach(() => sink.clear())

const owner = await createSignedInUser('questionnaire')
const stranger = await createSignedInUser('questionnaire-stranger')
await ensureStudio(owner.id, { name: 'Atelier Maya', acceptLanguage: 'en-GB' })

async function newClient(ownerId: string, email: string | null = `maya-${createId()}@example.com`) {
  const id = createId()
  await db.insert(client).values({ id, ownerId, name: 'Maya Lund', email })
  return { id, email }
}

const EMPTY_PROFILE = {
  sizeTops: null,
  sizeBottoms: null,
  sizeDress: null,
  sizeShoes: null,
  measurements: null,
  coloursLoved: null,
  coloursAvoided: null,
  styleWords: null,
  budget: null,
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

async function photoFile(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'questionnaire-'))
  const file = path.join(folder, 'photo.jpg')
  const bytes = await sharp({ create: { width: 64, height: 80, channels: 3, background: '#abc' } })
    .jpeg()
    .toBuffer()
  await writeFile(file, bytes)
  return file
}

describe('her questions', () => {
  test('are the default ones until she saves her own, which later questionnaires copy', async () => {
    expect(await server.getQuestions(owner.id)).toEqual(DEFAULT_QUESTIONS)
    const edited = [
      ...DEFAULT_QUESTIONS,
      { id: 'neck', kind: 'one' as const, label: 'Neckline?', options: ['V', 'Crew'] },
    ]
    await server.saveQuestions(owner.id, edited)
    expect(await server.getQuestions(owner.id)).toEqual(edited)
    expect(await server.getQuestions(stranger.id)).toEqual(DEFAULT_QUESTIONS)
    const { id: clientId } = await newClient(owner.id)
    const sent = await server.createQuestionnaire(owner.id, clientId, { dueOn: null, remind: true })
    await server.resetQuestions(owner.id)
    expect((await server.getQuestionnaire(owner.id, sent!.id))?.questions).toEqual(edited)
  })

  test('are bounded: a choice question needs two choices, photos 12 at most in all', () => {
    const choice = readQuestions(
      JSON.stringify([{ id: 'a', kind: 'one', label: 'Pick', options: ['x'] }]),
    )
    expect(choice.success).toBe(false)
    const photos = Array.from({ length: 3 }, (_, at) => ({
      id: `p${at}`,
      kind: 'photos',
      label: 'P',
      photoCount: 5,
    }))
    const many = readQuestions(JSON.stringify(photos))
    expect(many.error?.issues[0]?.message).toBe('Ask for at most 12 photos in all (now 15).')
    expect(readQuestions('not json').success).toBe(false)
  })
})

describe('a questionnaire sent to a client', () => {
  test('is hers alone: another stylist can neither send to her client nor read or reopen it', async () => {
    const { id: clientId } = await newClient(owner.id)
    expect(
      await server.createQuestionnaire(stranger.id, clientId, { dueOn: null, remind: true }),
    ).toBeNull()
    const sent = await server.createQuestionnaire(owner.id, clientId, { dueOn: null, remind: true })
    expect(await server.getQuestionnaire(stranger.id, sent!.id)).toBeNull()
    expect(await server.latestQuestionnaire(stranger.id, clientId)).toBeNull()
    expect(await server.reopenQuestionnaire(stranger.id, sent!.id)).toBe(false)
  })

  test('keeps her answers as she goes, merged by question, then refuses changes once submitted until reopened', async () => {
    const { id: clientId } = await newClient(owner.id)
    const sent = (await server.createQuestionnaire(owner.id, clientId, {
      dueOn: null,
      remind: true,
    }))!
    expect(await server.saveAnswers(sent.id, { 'size-tops': 'UK 12', week: ['Travelling'] })).toBe(
      true,
    )
    expect(await server.saveAnswers(sent.id, { 'colours-loved': 'Navy', week: null })).toBe(true)
    expect((await server.findByToken(sent.token))?.answers).toEqual({
      'size-tops': 'UK 12',
      'colours-loved': 'Navy',
    })

    expect(await server.submitQuestionnaire(sent.id)).toBe(true)
    expect(await server.submitQuestionnaire(sent.id)).toBe(false)
    expect(await server.saveAnswers(sent.id, { 'size-tops': 'UK 14' })).toBe(false)
    expect(await server.reopenQuestionnaire(owner.id, sent.id)).toBe(true)
    expect(await server.saveAnswers(sent.id, { 'size-tops': 'UK 14' })).toBe(true)
  })

  test('opens by its token only, and not 30 days past its deadline', async () => {
    const { id: clientId } = await newClient(owner.id)
    const sent = (await server.createQuestionnaire(owner.id, clientId, {
      dueOn: inDays(3),
      remind: true,
    }))!
    expect((await server.findByToken(sent.token))?.id).toBe(sent.id)
    expect(await server.findByToken(createId())).toBeNull()
    expect(await server.findByToken('short')).toBeNull()
    expect(await server.findByToken(sent.token, inDays(3 + 31))).toBeNull()
  })

  test('answers are read within their bounds', () => {
    const [tops, , , , measurements] = DEFAULT_QUESTIONS
    const week = DEFAULT_QUESTIONS.find((question) => question.id === 'week')!
    expect(readAnswer(tops!, ['x'.repeat(41)])).toEqual({
      ok: false,
      message: 'Use at most 40 characters.',
    })
    expect(readAnswer(measurements!, ['x'.repeat(QUESTIONNAIRE_LIMITS.long)])).toMatchObject({
      ok: true,
    })
    expect(readAnswer(week, ['Travelling', 'Somewhere else'])).toEqual({
      ok: false,
      message: 'Choose from the choices given.',
    })
    expect(readAnswer(week, ['Travelling', 'Travelling'])).toEqual({
      ok: true,
      answer: ['Travelling'],
    })
    expect(readAnswer({ id: 's', kind: 'scale', label: 'Bold?' }, ['6'])).toMatchObject({
      ok: false,
    })
    expect(readAnswer(tops!, ['  '])).toEqual({ ok: true, answer: null })
  })
})

describe('her photos', () => {
  test('are at most the question’s count and 12 in all, and none once submitted', async () => {
    const { id: clientId } = await newClient(owner.id)
    const questions = [
      { id: 'a', kind: 'photos' as const, label: 'A', photoCount: 6 },
      { id: 'b', kind: 'photos' as const, label: 'B', photoCount: 6 },
      { id: 'c', kind: 'photos' as const, label: 'C', photoCount: 1 },
    ]
    await server.saveQuestions(owner.id, questions)
    const sent = (await server.createQuestionnaire(owner.id, clientId, {
      dueOn: null,
      remind: true,
    }))!
    await server.resetQuestions(owner.id)
    const link = { id: sent.id, ownerId: owner.id, questions }
    const file = await photoFile()
    expect(await addPhoto(link, 'c', file)).toMatchObject({ ok: true })
    expect(await addPhoto(link, 'c', file)).toEqual({
      ok: false,
      message: 'This question takes one photo: remove it to send another.',
    })
    for (let at = 0; at < 6; at += 1) expect((await addPhoto(link, 'a', file)).ok).toBe(true)
    for (let at = 0; at < 5; at += 1) expect((await addPhoto(link, 'b', file)).ok).toBe(true)
    expect(await addPhoto(link, 'b', file)).toEqual({ ok: false, message: PHOTOS_FULL })
    const photos = await listPhotos(sent.id)
    expect(photos).toHaveLength(12)
    expect(await removePhoto(sent.id, photos[0]!.id)).toBe(true)
    await server.submitQuestionnaire(sent.id)
    expect(await addPhoto(link, 'b', file)).toEqual({ ok: false, message: SUBMITTED })
    expect(await removePhoto(sent.id, photos[1]!.id)).toBe(false)
  })
})

describe('the e-mail and its reminder', () => {
  const logged = (kind: string) =>
    db
      .select({ to: outgoingEmail.toEmail })
      .from(outgoingEmail)
      .where(and(eq(outgoingEmail.ownerId, owner.id), eq(outgoingEmail.kind, kind)))

  test('goes out as her studio with the link; one reminder before the deadline, unless off', async () => {
    const { id: clientId, email } = await newClient(owner.id)
    const sent = (await server.createQuestionnaire(owner.id, clientId, {
      dueOn: inDays(2),
      remind: true,
    }))!
    expect(await mailLink(sent)).toEqual({ ok: true })
    const mail = await sink.waitFor(email!, /questionnaire/)
    expect(mail.subject).toBe('Your style questionnaire from Atelier Maya')
    expect(mail.replyTo).toBe(owner.email)
    expect(mail.link).toContain(`/q/${sent.token}`)
    expect(await logged('questionnaire')).toContainEqual({ to: email })

    expect(await remindIfDue(owner.id, sent.id)).toBe('reminded')
    expect(await remindIfDue(owner.id, sent.id)).toBe('not needed')
    expect(await logged('questionnaire-reminder')).toContainEqual({ to: email })

    const off = (await server.createQuestionnaire(owner.id, clientId, {
      dueOn: inDays(2),
      remind: false,
    }))!
    expect(await remindIfDue(owner.id, off.id)).toBe('not needed')
    const done = (await server.createQuestionnaire(owner.id, clientId, {
      dueOn: inDays(2),
      remind: true,
    }))!
    await server.submitQuestionnaire(done.id)
    expect(await remindIfDue(owner.id, done.id)).toBe('not needed')
    expect(await remindIfDue(stranger.id, done.id)).toBe('not needed')
  })

  test('once she has a home link, the e-mail names it as her page (before, it does not)', async () => {
    const { id: clientId, email } = await newClient(owner.id)
    const before = (await server.createQuestionnaire(owner.id, clientId, {
      dueOn: null,
      remind: false,
    }))!
    expect(await mailLink(before)).toEqual({ ok: true })
    expect((await sink.waitFor(email!, /questionnaire/)).text).not.toContain('/c/')
    sink.clear()

    const home = (await newHomeLink(owner.id, clientId))!
    const after = (await server.createQuestionnaire(owner.id, clientId, {
      dueOn: null,
      remind: false,
    }))!
    expect(await mailLink(after)).toEqual({ ok: true })
    const mail = await sink.waitFor(email!, /questionnaire/)
    expect(mail.text).toContain(`Everything from Atelier Maya in one place: Your page: ${home}`)
    expect(mail.html).toContain(`href="${home}"`)
  })

  test('without an address, nothing is sent: the link is there to copy', async () => {
    const { id: clientId } = await newClient(owner.id, null)
    const sent = (await server.createQuestionnaire(owner.id, clientId, {
      dueOn: null,
      remind: true,
    }))!
    expect(await mailLink(sent)).toMatchObject({ ok: false, formError: 'no-address' })
  })
})

describe('the stylist’s view', () => {
  test('lists her answers and makes a capsule draft with her budget, and a letter written to her from her colours', async () => {
    const { id: clientId } = await newClient(owner.id)
    const sent = (await server.createQuestionnaire(owner.id, clientId, {
      dueOn: null,
      remind: true,
    }))!
    await server.saveAnswers(sent.id, {
      'colours-loved': 'Navy, camel',
      'colours-avoided': 'Orange',
      budget: '2000',
    })
    const profile = {
      ...EMPTY_PROFILE,
      coloursLoved: 'Navy, camel',
      budget: { amount: 200000, currency: 'GBP' },
    }
    const maya = { id: clientId, name: 'Maya Lund', ...profile }
    const view = await questionnaireForClient(owner.id, maya, 'GBP')
    expect(view?.status).toBe('answered')
    expect(view?.unseen).toBe(false)
    expect(view?.capsuleDraft).toEqual({
      name: "Maya's capsule",
      description:
        'Maya, this capsule starts from the colours you love: Navy, camel. It leaves out the ones you would rather not wear: Orange.',
      budget: { amount: 200000, currency: 'GBP' },
    })
    // Each answer mapped to her profile says whether the profile holds it already.
    const mapped = Object.fromEntries(
      view!.answers.filter((each) => each.profile).map((each) => [each.question.id, each.profile]),
    )
    expect(mapped).toEqual({
      'colours-loved': { field: 'coloursLoved', now: 'Navy, camel', same: true },
      'colours-avoided': { field: 'coloursAvoided', now: '', same: false },
      budget: { field: 'budget', now: expect.stringContaining('2,000'), same: true },
    })
    expect(await questionnaireForClient(stranger.id, maya, 'GBP')).toBeNull()
  })
})

describe('a client deleted', () => {
  test('takes her questionnaires and photos along, and Undo brings them back', async () => {
    const { id: clientId } = await newClient(owner.id)
    const sent = (await server.createQuestionnaire(owner.id, clientId, {
      dueOn: null,
      remind: true,
    }))!
    await server.saveAnswers(sent.id, { 'size-tops': 'UK 12' })
    const link = { id: sent.id, ownerId: owner.id, questions: sent.questions }
    expect((await addPhoto(link, 'photo-face', await photoFile())).ok).toBe(true)

    const undo = (await trashClient(owner.id, clientId))!
    expect(await server.findByToken(sent.token)).toBeNull()
    expect(await restoreFromTrash(owner.id, undo)).toBe(true)
    expect((await server.findByToken(sent.token))?.answers).toEqual({ 'size-tops': 'UK 12' })
    expect(await listPhotos(sent.id)).toHaveLength(1)
  })
})
