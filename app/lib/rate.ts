// A rate in basis points, as the studio types and reads it: a tax on an invoice, a commission.

/** "8.1" or "8.1 %" → 810 basis points (0.01 to 100 %); null for anything else. */
export function readRate(text: string): number | null {
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?\s*%?$/.exec(text.trim())
  if (!match) return null
  const basisPoints = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
  return basisPoints > 0 && basisPoints <= 10_000 ? basisPoints : null
}

/** 810 → "8.1 %". */
export function formatRate(basisPoints: number): string {
  return `${(basisPoints / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })} %`
}
