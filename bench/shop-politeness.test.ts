import { describe, expect, it } from 'vitest'

import { mostInWindow, shortestSpan, smallestGap } from './shop-politeness.ts'

describe('mostInWindow', () => {
  it('counts one request every 10 s as 6 in any minute, the seventh in the next one', () => {
    const times = Array.from({ length: 20 }, (_, index) => 5_000 + index * 10_000)
    expect(mostInWindow(times, 60_000)).toBe(6)
  })

  it('counts a seventh request a millisecond early in the same minute', () => {
    const times = [0, 10_000, 20_000, 30_000, 40_000, 50_000, 59_999]
    expect(mostInWindow(times, 60_000)).toBe(7)
  })

  it('finds the busiest window wherever it is, in any order', () => {
    const times = [200_000, 0, 1_000, 90_000, 90_500, 91_000, 149_000, 2_000]
    expect(mostInWindow(times, 60_000)).toBe(4)
    expect(mostInWindow(times, 1_000)).toBe(2)
  })

  it('is 0 without requests and 1 with one', () => {
    expect(mostInWindow([], 60_000)).toBe(0)
    expect(mostInWindow([42], 60_000)).toBe(1)
  })
})

describe('smallestGap', () => {
  it('is the smallest distance between two requests, in any order', () => {
    expect(smallestGap([30_000, 0, 10_000, 19_998])).toBe(9_998)
  })

  it('is null for fewer than two requests', () => {
    expect(smallestGap([])).toBeNull()
    expect(smallestGap([5])).toBeNull()
  })
})

describe('shortestSpan', () => {
  it('is the shortest time that held that many requests', () => {
    const times = [0, 10_000, 20_000, 30_000, 40_000, 50_000, 60_000, 69_990]
    expect(shortestSpan(times, 7)).toBe(59_990)
    expect(shortestSpan(times, 2)).toBe(9_990)
  })

  it('is null with fewer requests than asked for', () => {
    expect(shortestSpan([0, 10_000], 3)).toBeNull()
  })
})
