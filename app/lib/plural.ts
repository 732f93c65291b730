/** "1 item", "3 items": a count with its noun (`many` for irregular plurals). */
export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`
