// The six decisions of a closet audit, in the order the grid offers them (the same values as
// the `closet_audit_piece.decision` column), and the four that make a list to hand over.

export const DECISIONS = ['keep', 'tailor', 'donate', 'consign', 'sell', 'undecided'] as const
export type Decision = (typeof DECISIONS)[number]

export const DECISION_LABELS: Record<Decision, string> = {
  keep: 'Keep',
  tailor: 'Tailor',
  donate: 'Donate',
  consign: 'Consign',
  sell: 'Sell',
  undecided: 'Undecided',
}

/** The lists handed over (to the tailor, the charity shop, the consignment shop, a buyer). */
export const LIST_DECISIONS = ['tailor', 'donate', 'consign', 'sell'] as const
export type ListDecision = (typeof LIST_DECISIONS)[number]

export const isListDecision = (value: string): value is ListDecision =>
  (LIST_DECISIONS as readonly string[]).includes(value)

/** What a list is called on screen and on paper. */
export const LIST_TITLES: Record<ListDecision, string> = {
  tailor: 'To the tailor',
  donate: 'To donate',
  consign: 'To consign',
  sell: 'To sell',
}

/** Pieces that leave her wardrobe, and can be archived from it in one step. */
export const LEAVING: readonly Decision[] = ['donate', 'sell']

/** The two notes of a piece: hers (private), and the one for her client. */
export const NOTE_FIELDS = ['note', 'clientNote'] as const
export type NoteField = (typeof NOTE_FIELDS)[number]

/** How many pieces got each decision, in the grid's order, leaving out the ones none got. */
export function countsLine(counts: Partial<Record<Decision, number>>): string {
  return DECISIONS.filter((decision) => (counts[decision] ?? 0) > 0)
    .map((decision) => `${DECISION_LABELS[decision]} ${counts[decision]}`)
    .join(' · ')
}
