// How many uploads one account may have in flight at once (receiving and processing), in this
// process: the browser sends at most three at a time (batch capture), so a fourth leaves room
// for a single photo field, and anything beyond is refused before its body is read.
export const UPLOADS_AT_ONCE = 4
export const TOO_MANY_AT_ONCE =
  'Several photos are already uploading. Wait for them to finish, then try again.'

const inFlight = new Map<string, number>()

/** A slot for one upload of `ownerId`, with the function that gives it back; null when full. */
export function takeUploadSlot(ownerId: string): (() => void) | null {
  const count = inFlight.get(ownerId) ?? 0
  if (count >= UPLOADS_AT_ONCE) return null
  inFlight.set(ownerId, count + 1)
  let released = false
  return () => {
    if (released) return
    released = true
    const left = (inFlight.get(ownerId) ?? 1) - 1
    if (left > 0) inFlight.set(ownerId, left)
    else inFlight.delete(ownerId)
  }
}
