// This process's memory, sampled while a bench step runs in it (bench/stock-check.ts,
// bench/messages.ts). Plain TypeScript that Node runs as is (type stripping).

/** Samples this process's memory every 100 ms until stopped: the highest of each. */
export function sampleMemory() {
  let peakRss = 0
  let peakHeap = 0
  let samples = 0
  const take = () => {
    const { rss, heapUsed } = process.memoryUsage()
    peakRss = Math.max(peakRss, rss)
    peakHeap = Math.max(peakHeap, heapUsed)
    samples++
  }
  take()
  const timer = setInterval(take, 100)
  return {
    stop() {
      clearInterval(timer)
      take()
      return { peakRss, peakHeap, samples }
    },
  }
}
