// Times `processPhoto` (decode, orient, resize, encode every stored size) on a 12-megapixel
// camera-like JPEG, after one unmeasured warm-up run, and prints the result as one JSON line.
// Nothing is stored: the bytes "stored per photo" are the sum of the files it would store.
import { processPhoto } from '~/server/images.server'

import { cameraPhoto } from '../scripts/demo/photos'

export type PhotoResult = {
  width: number
  height: number
  /** The stored large version's size. */
  largeWidth: number
  largeHeight: number
  inputBytes: number
  runs: number
  runsMs: number[]
  medianMs: number
  /** Processor time (all threads) per photo, ms: what the photo costs the machine. */
  cpuMsPerPhoto: number
  storedBytes: number
  files: Record<string, number>
}

export async function main(args: string[]): Promise<number> {
  const at = args.indexOf('--runs')
  const runs = at >= 0 ? Math.max(1, Number(args[at + 1]) || 5) : 5
  const input = await cameraPhoto(12)
  await processPhoto(input) // warm-up: libvips and the code paths, like a server that has run a while
  const runsMs: number[] = []
  const cpuStart = process.cpuUsage()
  let files: { name: string; body: Buffer }[] = []
  let size = { width: 0, height: 0 }
  for (let index = 0; index < runs; index++) {
    const started = performance.now()
    const result = await processPhoto(input)
    runsMs.push(Math.round(performance.now() - started))
    files = result.files
    size = { width: result.photo.width, height: result.photo.height }
  }
  const cpu = process.cpuUsage(cpuStart)
  const sorted = [...runsMs].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const result: PhotoResult = {
    width: 4000,
    height: 3000,
    largeWidth: size.width,
    largeHeight: size.height,
    inputBytes: input.length,
    runs,
    runsMs,
    medianMs: sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2,
    cpuMsPerPhoto: Math.round((cpu.user + cpu.system) / 1000 / runs),
    storedBytes: files.reduce((sum, file) => sum + file.body.length, 0),
    files: Object.fromEntries(files.map((file) => [file.name, file.body.length])),
  }
  console.info(`PHOTO_RESULT ${JSON.stringify(result)}`)
  return 0
}
