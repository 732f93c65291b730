// What one run tried, what the server acknowledged, and what failed: the state the writers
// build up and the checks read afterwards.

export type Ledger = ReturnType<typeof createLedger>

export function createLedger() {
  const failures: string[] = []
  const refusals = new Map<string, number>()
  const attempts = { clients: 0, uploads: 0, items: 0, refused: 0, rateLimited: 0, cutOff: 0 }
  let sequence = 0
  return {
    acknowledged: {
      clients: [] as string[],
      uploads: [] as { id: string; key: string }[],
      items: [] as { name: string; photoKey: string }[],
    },
    attempts,
    /** Refusals by request and status, e.g. `upload 503`: expected only under heavy load. */
    refusals,
    failures,
    /** A number for the next write's name (and the account and client it uses). */
    next: () => ++sequence,
    get sequence() {
      return sequence
    },
    refused(what: string, status: number) {
      attempts.refused++
      refusals.set(`${what} ${status}`, (refusals.get(`${what} ${status}`) ?? 0) + 1)
    },
    fail(message: string) {
      failures.push(message)
      console.error(`  FAIL ${message}`)
    },
  }
}

export const info = (message: string) => console.info(message)
