// The journeys' fixture routes (tests only): `POST /__test/<kind>` with a JSON body writes what a
// journey needs but does not test (a signed-in stylist, then her clients, capsules, items with
// photos, outfits, cheat sheets, questionnaires, invoices and appointments, for the stylist whose
// session the request carries) through the features' own server functions, and answers its id.
// app.server.ts mounts this at /__test only when TEST_FIXTURES_SECRET is set (never in
// production: unset, and refused beside an https PUBLIC_URL), and each request must carry that
// secret in X-Test-Fixtures-Secret; anything else is a plain 404.
import { createHash, timingSafeEqual } from 'node:crypto'

import express, { type RequestHandler, type Router } from 'express'

import { z } from '~/lib/zod'
import { getUser } from '~/server/auth.server'

import {
  appointmentFixture,
  capsuleFixture,
  cheatSheetFixture,
  clientFixture,
  FixtureError,
  invoiceFixture,
  itemFixture,
  outfitFixture,
  questionnaireFixture,
} from './studio.server'
import { confirmedStylist, StylistFixtureSchema } from './stylist.server'

export const FIXTURES_SECRET_HEADER = 'x-test-fixtures-secret'

const digest = (value: string) => createHash('sha256').update(value).digest()

const notFound: RequestHandler = (_req, res) => {
  res.status(404).set('Cache-Control', 'no-store').type('text/plain').send('Not found')
}

/** The signed-in stylist of this request (her session cookie, as the dashboard reads it). */
function signedIn(cookie: string | undefined) {
  return getUser(new Request('http://fixtures.invalid/', { headers: { cookie: cookie ?? '' } }))
}

const STUDIO = new Map([
  ['clients', clientFixture],
  ['capsules', capsuleFixture],
  ['items', itemFixture],
  ['outfits', outfitFixture],
  ['cheat-sheets', cheatSheetFixture],
  ['questionnaires', questionnaireFixture],
  ['invoices', invoiceFixture],
  ['appointments', appointmentFixture],
])

export function testFixtures(secret: string): Router {
  const expected = digest(secret)
  const router = express.Router()
  // Without the secret, nothing here exists.
  router.use((req, res, next) => {
    const given = req.get(FIXTURES_SECRET_HEADER)
    if (given && timingSafeEqual(digest(given), expected)) return next()
    notFound(req, res, next)
  })
  router.use(express.json({ limit: '64kb' }))
  router.post('/stylist', async (req, res) => {
    const input = StylistFixtureSchema.safeParse(req.body)
    if (!input.success) return void res.status(400).json({ error: z.prettifyError(input.error) })
    res
      .set('Cache-Control', 'no-store')
      .json(await confirmedStylist(input.data, req.get('accept-language') ?? null))
  })
  // Her studio: for the stylist whose session cookie the request carries, as a form post is.
  router.post('/:kind', async (req, res, next) => {
    const make = STUDIO.get(req.params.kind)
    if (!make) return notFound(req, res, next)
    const user = await signedIn(req.get('cookie'))
    if (!user) return void res.status(401).json({ error: 'sign a stylist in first (/stylist)' })
    try {
      res.set('Cache-Control', 'no-store').json({ id: await make(user.id, req.body ?? {}) })
    } catch (error) {
      if (!(error instanceof FixtureError)) throw error
      res.status(400).json({ error: error.message })
    }
  })
  router.use(notFound)
  return router
}
