import { describe, expect, it } from 'vitest'

import { withRetries } from './retry.ts'

describe('withRetries', () => {
  it('runs a failed attempt again and returns the first success', async () => {
    const outcomes = [new Error('NO_NAVSTART'), 'measured']
    const failures: [string, number][] = []
    const result = await withRetries(
      3,
      async () => {
        const next = outcomes.shift()
        if (next instanceof Error) throw next
        return next
      },
      (error, left) => failures.push([String(error), left]),
    )
    expect(result).toBe('measured')
    expect(failures).toEqual([['Error: NO_NAVSTART', 2]])
  })

  it('gives up after the last try, every failure reported', async () => {
    let calls = 0
    const left: number[] = []
    const result = await withRetries(
      3,
      async () => {
        calls++
        throw new Error('crashed')
      },
      (_error, triesLeft) => left.push(triesLeft),
    )
    expect([result, calls, left]).toEqual([null, 3, [2, 1, 0]])
  })
})
