/**
 * The public booking and the visitor's link, called as the browser calls them: bad input and
 * floods get a clear message and a 4xx and change nothing; a forged or changed link answers like
 * a missing page, an appointment that has passed 410.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, test } from 'vitest'

import { manageUrl } from '~/features/booking/manage-link.server'
import { BOOKING_MESSAGES, REFUSALS } from '~/features/booking/messages'
import { appointment } from '~/features/booking/tables.server'
import * as bookConfirm from '~/routes/book-confirm'
import * as bookHold from '~/routes/book-hold'
import * as bookSlots from '~/routes/book-slots'
import * as booking from '~/routes/booking'
import { db } from '~/server/db.server'

import { answer, createSignedInUser, routeArgs } from '../support/users'

// The first confirmed account owns the site: "/" books with her calendar.
const owner = await createSignedInUser('owner')

type Json = Record<string, unknown>
const json = async (response: Response) => ({
  status: response.status,
  body: (await response.json()) as Json,
})

let address = 0
/** A visitor of her own address (the limits count per address and device). */
const visitor = () => `203.0.113.${++address}`

async function freeTimes(): Promise<{ type: string; times: number[] }> {
  const { body } = await json(await bookSlots.loader(routeArgs('/book/slots?tz=UTC')))
  const days = body.days as Record<string, number[]>
  return { type: (body.type as { id: string }).id, times: Object.values(days).flat() }
}

const confirm = (form: Record<string, string>, ip = visitor()) =>
  bookConfirm.action(routeArgs('/book/confirm', { form, headers: { 'x-real-ip': ip } }))

const details = (label: string) => ({
  name: `Visitor ${label}`,
  email: `visitor-${label}@example.com`,
  tz: 'Europe/Paris',
})

const appointments = () => db.select().from(appointment).where(eq(appointment.ownerId, owner.id))

describe('bad input changes nothing', () => {
  test.each([
    ['no time', { start: '' }, 400],
    ['not a time', { start: 'tomorrow at ten' }, 400],
    ['in the past', { start: '2020-01-06T10:00:00.000Z' }, 409],
    ['inside the notice', { start: new Date(Date.now() + 3_600_000).toISOString() }, 409],
    ['not on a slot', { start: '2099-01-05T10:07:00.000Z' }, 409],
  ])('%s', async (_label, form, status) => {
    const { type } = await freeTimes()
    const before = await appointments()
    const { status: got, body } = await json(await confirm({ type, ...details('bad'), ...form }))
    expect(got).toBe(status)
    if (status === 400) expect(body.errors).toMatchObject({ start: 'Choose a time.' })
    else expect(Object.values(REFUSALS)).toContain(body.formError)
    expect(await appointments()).toEqual(before)
  })

  test('a type that is not hers', async () => {
    const { times } = await freeTimes()
    const form = { type: 'AAAAAAAAAAAAAAAAAAAAAA', start: new Date(times[0]!).toISOString() }
    const { status, body } = await json(await confirm({ ...form, ...details('x') }))
    expect(status).toBe(404)
    expect(body.formError).toBe(BOOKING_MESSAGES.gone)
  })

  test('a time taken since it was shown: 409 with the next free times', async () => {
    const { type, times } = await freeTimes()
    const start = new Date(times[0]!).toISOString()
    expect((await confirm({ type, start, ...details('first') })).status).toBe(200)
    const { status, body } = await json(await confirm({ type, start, ...details('second') }))
    expect(status).toBe(409)
    expect(body.formError).toBe(REFUSALS.taken)
    expect((body.next as number[]).length).toBeGreaterThan(0)
    const held = await bookHold.action(
      routeArgs('/book/hold', {
        form: { type, start, tz: 'UTC' },
        headers: { 'x-real-ip': visitor() },
      }),
    )
    expect(held.status).toBe(409)
  })
})

test('a flood of bookings from one address is refused with a clear message after ten', async () => {
  const { type, times } = await freeTimes()
  const before = (await appointments()).length
  const ip = visitor()
  const statuses: number[] = []
  for (const [index, time] of times.slice(20, 35).entries()) {
    const response = await confirm(
      { type, start: new Date(time).toISOString(), ...details(`flood-${index}`) },
      ip,
    )
    const { status, body } = await json(response)
    statuses.push(status)
    if (status === 429) expect(body.formError).toBe(BOOKING_MESSAGES.limit)
  }
  expect(statuses.filter((status) => status === 200)).toHaveLength(10)
  expect(statuses.filter((status) => status === 429)).toHaveLength(5)
  expect((await appointments()).length).toBe(before + 10)
})

describe('the visitor’s link', () => {
  async function booked(label: string) {
    const { type, times } = await freeTimes()
    const start = new Date(times.at(-1 - address)!).toISOString()
    expect((await confirm({ type, start, ...details(label) })).status).toBe(200)
    const [row] = await db
      .select({ id: appointment.id })
      .from(appointment)
      .where(eq(appointment.email, `visitor-${label}@example.com`))
    const [, , appointmentId, signature] = new URL(manageUrl(row!.id)).pathname.split('/')
    return { appointmentId: appointmentId!, signature: signature! }
  }
  const page = (
    params: { appointmentId: string; signature: string },
    form?: Record<string, string>,
  ) => {
    const args = routeArgs(`/booking/${params.appointmentId}/${params.signature}`, {
      params,
      form,
      headers: { 'x-real-ip': visitor() },
    })
    return answer(() => (form ? booking.action(args) : booking.loader(args)))
  }

  test('opens her appointment; a forged or changed one answers like a missing page', async () => {
    const link = await booked('link')
    expect((await page(link)).status).toBe(200)
    const other = await booked('other')
    for (const forged of [
      { ...link, signature: 'forged' },
      { ...link, signature: other.signature },
      { appointmentId: other.appointmentId, signature: link.signature },
      { appointmentId: 'not-an-id', signature: link.signature },
    ]) {
      const before = await appointments()
      expect((await page(forged)).status).toBe(404)
      expect((await page(forged, { intent: 'cancel' })).status).toBe(404)
      expect(await appointments()).toEqual(before)
    }
  })

  test('an appointment that has passed: 410, and it can no longer be moved or cancelled', async () => {
    const link = await booked('passed')
    await db
      .update(appointment)
      .set({ startsAt: new Date(Date.now() - 3_600_000), endsAt: new Date(Date.now() - 1_800_000) })
      .where(eq(appointment.id, link.appointmentId))
    const before = await appointments()
    expect((await page(link)).status).toBe(410)
    expect((await page(link, { intent: 'cancel' })).status).toBe(410)
    expect(
      (
        await page(link, {
          intent: 'reschedule',
          start: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        })
      ).status,
    ).toBe(410)
    expect(await appointments()).toEqual(before)
  })

  test('moved to a time that is not free: 409 with the reason, nothing changed', async () => {
    const link = await booked('move')
    const before = await appointments()
    const refused = await page(link, { intent: 'reschedule', start: '2099-01-05T10:07:00.000Z' })
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({ formError: REFUSALS.unavailable })
    expect(await appointments()).toEqual(before)
  })
})
