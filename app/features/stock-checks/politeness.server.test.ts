import { describe, expect, test } from 'vitest'

import { ShopQueue } from './politeness.server'

/** Runs `count` requests to one shop through `queue`, each answered after `answerMs`. */
async function requests(queue: ShopQueue, host: string, count: number, answerMs: number) {
  const times: { began: number; answered: number }[] = []
  await Promise.all(
    Array.from({ length: count }, () =>
      queue.run(host, async () => {
        const began = performance.now()
        await new Promise((resolve) => setTimeout(resolve, answerMs))
        times.push({ began, answered: performance.now() })
      }),
    ),
  )
  return times
}

describe('the queue of requests to one shop', () => {
  test('waits the whole interval after the previous answer, however slow it was', async () => {
    const times = await requests(new ShopQueue(300), 'shop.example', 3, 200)
    for (let index = 1; index < times.length; index++) {
      expect(times[index]!.began - times[index - 1]!.answered).toBeGreaterThanOrEqual(299)
    }
  })

  test('asks different shops without waiting for each other', async () => {
    const queue = new ShopQueue(10_000)
    const started = performance.now()
    const [first, second] = await Promise.all([
      requests(queue, 'one.example', 1, 0),
      requests(queue, 'two.example', 1, 0),
    ])
    expect(first![0]!.began - started).toBeLessThan(5_000)
    expect(second![0]!.began - started).toBeLessThan(5_000)
  })
})
