// Times the slot engine (`freeSlots`, app/features/booking/slots.ts) for a studio's whole booking
// window: 60 days ahead, weekdays 10:00–17:00 in Europe/Paris (a daylight-saving change inside the
// window), 200 appointments and 50 busy times from her own calendar, 30-minute slots, a 15-minute
// buffer. One unmeasured first run, then the runs asked for. Also weighs the booking panel's
// script (the JavaScript `/` loads when the panel opens) in the last build, gzipped at level 6.
// Prints the result as one JSON line. Nothing is stored.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import { DEFAULT_AVAILABILITY } from '~/features/booking/availability'
import { freeSlots, type SlotQuery } from '~/features/booking/slots'

export type SlotsResult = {
  days: number
  appointments: number
  busyTimes: number
  /** Free slots found (the same every run). */
  slots: number
  runs: number
  runsMs: number[]
  medianMs: number
  firstMs: number
  /** The booking panel's script (assets/slots-*.js), gzipped; null without a build. */
  panelScriptGzipBytes: number | null
}

const HOUR = 3_600_000
const NOW = Date.parse('2030-03-01T08:00:00Z')

/** Appointments spread over the window's weekday hours, one every few hours. */
function appointments(count: number) {
  const list: { start: number; end: number }[] = []
  for (let index = 0; list.length < count; index++) {
    const start = NOW + 26 * HOUR + index * 7 * HOUR
    const weekday = new Date(start).getUTCDay()
    if (weekday === 0 || weekday === 6) continue
    list.push({ start, end: start + HOUR })
  }
  return list
}

function panelScriptGzipBytes(): number | null {
  const assets = path.join(process.cwd(), 'build/client/assets')
  try {
    const file = readdirSync(assets).find((name) => /^slots-.+\.js$/.test(name))
    return file ? gzipSync(readFileSync(path.join(assets, file)), { level: 6 }).length : null
  } catch {
    return null
  }
}

export async function main(args: string[]): Promise<number> {
  const at = args.indexOf('--runs')
  const runs = at >= 0 ? Math.max(1, Number(args[at + 1]) || 20) : 20
  const booked = appointments(200)
  const query: SlotQuery = {
    availability: { ...DEFAULT_AVAILABILITY, bufferMinutes: 15, horizonDays: 60 },
    zone: 'Europe/Paris',
    durationMinutes: 30,
    appointments: booked,
    busy: booked
      .slice(0, 50)
      .map(({ start }) => ({ start: start + 3 * HOUR, end: start + 4 * HOUR })),
    now: NOW,
  }
  let started = performance.now()
  let slots = freeSlots(query)
  const firstMs = Math.round((performance.now() - started) * 10) / 10
  const runsMs: number[] = []
  for (let index = 0; index < runs; index++) {
    started = performance.now()
    slots = freeSlots(query)
    runsMs.push(Math.round((performance.now() - started) * 10) / 10)
  }
  const sorted = [...runsMs].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const result: SlotsResult = {
    days: query.availability.horizonDays,
    appointments: booked.length,
    busyTimes: query.busy!.length,
    slots: slots.length,
    runs,
    runsMs,
    medianMs: sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2,
    firstMs,
    panelScriptGzipBytes: panelScriptGzipBytes(),
  }
  console.info(`SLOTS_RESULT ${JSON.stringify(result)}`)
  return 0
}
