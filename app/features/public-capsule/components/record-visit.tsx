import { useEffect } from 'react'

/**
 * Tells the studio the capsule was opened: one same-origin POST after the page loaded, once per
 * browser tab (a reload does not count again). Not a tracking pixel: nothing leaves this site,
 * and the server ignores the owner's own visits (decision 013). A failure is of no concern to
 * the client and is not shown.
 */
export function RecordVisit({ capsuleId }: { capsuleId: string }) {
  useEffect(() => {
    const key = `capsule-visit:${capsuleId}`
    try {
      if (sessionStorage.getItem(key)) return
      sessionStorage.setItem(key, '1')
    } catch {
      // Storage blocked (private mode): count every load instead.
    }
    void fetch(`/capsule/${capsuleId}/visit`, {
      method: 'POST',
      credentials: 'same-origin',
      keepalive: true,
    }).catch(() => undefined)
  }, [capsuleId])
  return null
}
