// What `/book/slots` answers (features/booking) and the landing page's booking panel reads
// (features/site/enhance/slots.ts).

/** Her free times of one appointment type, by the visitor's dates. */
export type FreeDaysAnswer = {
  type: {
    id: string
    name: string
    durationMinutes: number
    place: string
    /** Its deposit, and how it is paid: "Deposit £25, paid by card when you book." */
    deposit?: string | null
  }
  /** The studio's time zone (the visitor is told when hers differs). */
  zone: string
  /** The visitor's time zone the days are in (the studio's when hers is unknown). */
  tz: string
  /** Free times (epoch ms) by the visitor's date (`YYYY-MM-DD`), in order. */
  days: Record<string, number[]>
  /** The first and last months that may hold a free time (`YYYY-MM`), in the visitor's zone. */
  firstMonth: string
  lastMonth: string
}

/** What `/book/hold` and `/book/confirm` add to a refusal: the next free times (epoch ms). */
export type NextTimes = { next?: number[] }
