// How much one visitor may ask of the public booking (decision 026): per address first (a flood
// from one address writes one counter), then per device (a visitor behind a shared address keeps
// her own budget). Holds are cheap and retried as she changes her mind; bookings and changes are
// a handful an hour.
import { clientAddress, rateLimit } from '~/server/rate-limiter.server'
import { clientDevice } from '~/server/visitor-device.server'

const LIMITS = {
  hold: [
    rateLimit({ name: 'booking-hold', max: 60, windowSeconds: 15 * 60 }),
    rateLimit({ name: 'booking-hold-device', max: 30, windowSeconds: 15 * 60 }),
  ],
  book: [
    rateLimit({ name: 'booking', max: 10, windowSeconds: 60 * 60 }),
    rateLimit({ name: 'booking-device', max: 5, windowSeconds: 60 * 60 }),
  ],
  change: [
    rateLimit({ name: 'booking-change', max: 20, windowSeconds: 60 * 60 }),
    rateLimit({ name: 'booking-change-device', max: 10, windowSeconds: 60 * 60 }),
  ],
} as const

/**
 * Spends one attempt of `action` for the request's address, then its device. Answers whether it
 * is allowed, and the device cookie to set when the device is new.
 */
export async function visitorMayTry(
  request: Request,
  action: keyof typeof LIMITS,
): Promise<{ allowed: boolean; setCookie: string | null }> {
  const [perAddress, perDevice] = LIMITS[action]
  const device = await clientDevice(request)
  // A request without the device's cookie is counted by its address alone (its first one).
  const allowed =
    (await perAddress.spend(clientAddress(request))).allowed &&
    (device.id === null || (await perDevice.spend(device.id)).allowed)
  return { allowed, setCookie: device.setCookie }
}
