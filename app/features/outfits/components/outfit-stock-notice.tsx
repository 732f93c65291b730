import { Icon } from '~/components/ui/icon'

/**
 * Above the outfit's pieces, when the last stock check found some sold out: what her client
 * sees in each one's place (its alternate), or that none is left to stand in.
 */
export function OutfitStockNotice({
  soldOut,
  clientName,
}: {
  soldOut: { id: string; name: string; standIn: string | null }[]
  clientName: string
}) {
  if (soldOut.length === 0) return null
  return (
    <div
      role="status"
      className="mt-8 flex items-start gap-3 rounded-2xl border border-danger/30 bg-danger-soft px-4 py-3 text-sm text-ink"
    >
      <Icon name="circle-alert" className="mt-0.5 size-4 shrink-0 text-danger" />
      <ul className="space-y-1">
        {soldOut.map((piece) => (
          <li key={piece.id}>
            {piece.standIn
              ? `${piece.name} is sold out: ${clientName} sees ${piece.standIn} in its place.`
              : `${piece.name} is sold out, with no alternate: add one, or change the outfit.`}
          </li>
        ))}
      </ul>
    </div>
  )
}
