// Her booking settings page: her hours and limits, days off, appointment types and calendar
// feeds, as the page shows them and as its forms save them.
import { listPackages } from '~/features/billing/index.server'
import { studioCurrency } from '~/features/studio/index.server'
import { studioTimeZone } from '~/features/studio/index.server'
import { readAmount } from '~/lib/amount-input'
import type { FieldErrors } from '~/lib/form-errors'
import { formatMoney } from '~/lib/money'
import type { z } from '~/lib/zod'
import { fieldError, formError, type Intents, parseForm, saved } from '~/server/forms.server'

import { WEEKDAYS } from './availability'
import { readBusyFeed } from './busy-feed.server'
import type { BookingSettingsData } from './components/booking-settings-page'
import { todayIn } from './her-appointments.server'
import { feedUrl } from './her-feed.server'
import {
  AppointmentTypeSchema,
  AvailabilitySchema,
  BusyFeedSchema,
  DayOffSchema,
  rangesText,
} from './her-schema'
import {
  getBookingSettings,
  saveBookingSettings,
  saveHours,
  setDayOff,
  setFeedToken,
} from './settings.server'
import {
  createType,
  deleteType,
  isHerPackage,
  listTypes,
  MAX_TYPES,
  type TypeInput,
  updateType,
} from './types.server'

/** What her settings page shows. */
export async function bookingSettingsPage(ownerId: string): Promise<BookingSettingsData> {
  const [settings, types, currency, zone, packages] = await Promise.all([
    getBookingSettings(ownerId),
    listTypes(ownerId),
    studioCurrency(ownerId),
    studioTimeZone(ownerId),
    listPackages(ownerId),
  ])
  const money = (amount: number | null, of: string | null) =>
    amount === null ? '' : formatMoney({ amount, currency: of ?? currency })
  const today = todayIn(zone)
  return {
    zone,
    today,
    currency,
    hours: WEEKDAYS.map((_, index) => rangesText(settings.weeklyHours[index] ?? [])),
    datesOff: settings.datesOff.filter((day) => day >= today),
    bufferMinutes: settings.bufferMinutes,
    noticeHours: Math.round(settings.noticeMinutes / 60),
    horizonDays: settings.horizonDays,
    maxPerDay: settings.maxPerDay,
    types: types.map((type) => ({
      ...type,
      price: money(type.priceAmount, type.currency),
      deposit: money(type.depositAmount, type.currency),
      packageName: packages.find((pkg) => pkg.id === type.packageId)?.name ?? null,
    })),
    packages: packages.map((pkg) => ({ id: pkg.id, name: pkg.name })),
    feedUrl: settings.feedToken ? feedUrl(settings.feedToken) : null,
    busyFeedUrl: settings.busyFeedUrl,
    busyFeedReadAt: settings.busyFeedReadAt?.toISOString() ?? null,
    busyFeedError: settings.busyFeedError,
    busyCount: settings.busyTimes.filter((busy) => busy.end > Date.now()).length,
  }
}

/** An appointment type's form, with its amounts read in her currency; or what to fix. */
async function typeInput(
  ownerId: string,
  fields: z.output<typeof AppointmentTypeSchema>,
): Promise<{ ok: true; type: TypeInput } | { ok: false; errors: FieldErrors }> {
  const currency = await studioCurrency(ownerId)
  const read = (text: string) => (text ? readAmount(text, currency) : null)
  const price = read(fields.price)
  const deposit = read(fields.deposit)
  if (price && !price.ok) return { ok: false, errors: { price: price.message } }
  if (deposit && !deposit.ok) return { ok: false, errors: { deposit: deposit.message } }
  if (deposit && (!price || deposit.amount > price.amount)) {
    return {
      ok: false,
      errors: { deposit: 'A deposit is part of a price: enter the price too, above the deposit.' },
    }
  }
  if (fields.packageId && !(await isHerPackage(ownerId, fields.packageId))) {
    return { ok: false, errors: { packageId: 'Choose one of your packages.' } }
  }
  return {
    ok: true,
    type: {
      name: fields.name,
      durationMinutes: fields.durationMinutes,
      place: fields.place,
      placeDetail: fields.placeDetail,
      priceAmount: price ? price.amount : null,
      depositAmount: deposit ? deposit.amount : null,
      currency: price ? currency : null,
      packageId: fields.packageId ?? null,
    },
  }
}

const TYPE_TAKEN = 'That package already offers a first session, or you have the most types.'

export const bookingSettingsIntents = {
  'save-hours': async (input, { ownerId }) => {
    const parsed = parseForm(input, AvailabilitySchema)
    if (!parsed.success) return parsed.reply
    await saveHours(ownerId, parsed.data)
    return saved()
  },
  'add-day-off': async (input, { ownerId }) => {
    const parsed = parseForm(input, DayOffSchema)
    if (!parsed.success) return parsed.reply
    const today = todayIn(await studioTimeZone(ownerId))
    if (parsed.data.date < today) return fieldError({ date: 'Pick today or a later day.' })
    await setDayOff(ownerId, parsed.data.date, true, today)
    return saved()
  },
  'remove-day-off': async (input, { ownerId }) => {
    const parsed = parseForm(input, DayOffSchema)
    if (!parsed.success) return parsed.reply
    await setDayOff(ownerId, parsed.data.date, false, todayIn(await studioTimeZone(ownerId)))
    return saved()
  },
  'create-type': async (input, { ownerId }) => {
    const parsed = parseForm(input, AppointmentTypeSchema)
    if (!parsed.success) return parsed.reply
    const read = await typeInput(ownerId, parsed.data)
    if (!read.ok) return fieldError(read.errors)
    return (await createType(ownerId, read.type))
      ? saved()
      : formError(`${TYPE_TAKEN} (${MAX_TYPES} at most)`, 409)
  },
  'update-type': async (input, { ownerId }) => {
    const parsed = parseForm(input, AppointmentTypeSchema)
    if (!parsed.success) return parsed.reply
    const read = await typeInput(ownerId, parsed.data)
    if (!read.ok) return fieldError(read.errors)
    return (await updateType(ownerId, input.fields.id ?? '', read.type))
      ? saved()
      : formError('This type no longer exists, or that package offers another one.', 404)
  },
  'delete-type': async (input, { ownerId }) =>
    (await deleteType(ownerId, input.fields.id ?? ''))
      ? saved()
      : formError('This type no longer exists.', 404),
  'new-feed-link': async (_input, { ownerId }) => {
    await setFeedToken(ownerId, true)
    return saved()
  },
  'stop-feed-link': async (_input, { ownerId }) => {
    await setFeedToken(ownerId, false)
    return saved()
  },
  'save-busy-feed': async (input, { ownerId }) => {
    const parsed = parseForm(input, BusyFeedSchema)
    if (!parsed.success) return parsed.reply
    const url = parsed.data.busyFeedUrl || null
    await saveBookingSettings(ownerId, {
      busyFeedUrl: url,
      busyTimes: [],
      busyFeedReadAt: null,
      busyFeedError: null,
    })
    const problem = url ? await readBusyFeed(ownerId) : null
    return saved({ problem })
  },
  'read-busy-feed': async (_input, { ownerId }) => saved({ problem: await readBusyFeed(ownerId) }),
} satisfies Intents
