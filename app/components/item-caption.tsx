import type { ReactNode } from 'react'

type Captioned = {
  name: string
  brand: string | null
  category: string | null
  color: string | null
  size: string | null
}

/**
 * The text under an item's photo on the stylist's cards: brand, name (a heading at the level of
 * its page), then category · colour · size, and anything more the card adds (`children`).
 */
export function ItemCaption({
  item,
  heading: Heading,
  children,
}: {
  item: Captioned
  heading: 'h2' | 'h3'
  children?: ReactNode
}) {
  const details = [item.category, item.color, item.size].filter(Boolean)
  return (
    <div className="flex flex-1 flex-col gap-1 p-3 sm:p-4">
      {item.brand ? (
        <p className="truncate text-[11px] font-semibold tracking-[0.14em] text-muted uppercase">
          {item.brand}
        </p>
      ) : null}
      <Heading className="line-clamp-2 text-sm leading-snug font-semibold sm:text-base">
        {item.name}
      </Heading>
      {details.length > 0 ? (
        <p className="truncate text-xs text-muted">{details.join(' · ')}</p>
      ) : null}
      {children}
    </div>
  )
}
