// The demo seed's progress line: photos done, the rate and the time left.

export function formatDuration(seconds: number): string {
  if (seconds < 60) return `${seconds.toFixed(1)} s`
  const minutes = Math.floor(seconds / 60)
  return `${minutes} min ${String(Math.round(seconds % 60)).padStart(2, '0')} s`
}

/** Counts processed photos and prints the rate and time left now and then. */
export class Progress {
  private count = 0
  private readonly started = performance.now()
  private lastPrint = 0
  private readonly total: number
  private readonly interactive = Boolean(process.stdout.isTTY)

  constructor(total: number) {
    this.total = total
  }

  tick(): void {
    this.count++
    const now = performance.now()
    if (now - this.lastPrint < (this.interactive ? 500 : 15_000) && this.count < this.total) return
    this.lastPrint = now
    const seconds = (now - this.started) / 1000
    const rate = this.count / seconds
    const left = rate > 0 ? (this.total - this.count) / rate : 0
    const line =
      `  photos ${this.count.toLocaleString('en-US')}/${this.total.toLocaleString('en-US')} ` +
      `(${Math.floor((100 * this.count) / this.total)}%) · ${rate.toFixed(1)}/s · ` +
      `${formatDuration(seconds)} elapsed · ~${formatDuration(left)} left`
    if (this.interactive) process.stdout.write(`\r${line.padEnd(100)}`)
    else console.info(line)
  }

  done(): void {
    if (this.interactive) process.stdout.write('\n')
  }
}
