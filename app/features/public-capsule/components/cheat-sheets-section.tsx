import { Icon } from '~/components/ui/icon'
import { Photo } from '~/components/ui/photo'

import type { PublicCheatSheet } from '../types'

export function CheatSheetsSection({
  sheets,
  onOpen,
}: {
  sheets: PublicCheatSheet[]
  onOpen: (sheet: PublicCheatSheet) => void
}) {
  return (
    <section aria-label="Cheat Sheets">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {sheets.map((sheet, position) => (
          <li key={sheet.id} className="min-w-0">
            <button
              type="button"
              onClick={() => onOpen(sheet)}
              className="group block w-full text-left"
            >
              <span className="block aspect-[4/5] overflow-hidden rounded-xl border border-line bg-surface">
                {sheet.image ? (
                  <Photo
                    photo={sheet.image}
                    alt={sheet.name}
                    sizes="(min-width: 1024px) 360px, (min-width: 640px) 45vw, 92vw"
                    priority={position < 2}
                    className="size-full object-cover transition duration-500 group-hover:scale-[1.02]"
                  />
                ) : (
                  <span className="grid size-full place-items-center bg-sunken text-muted">
                    <Icon name="package" className="size-12" strokeWidth={1.25} />
                  </span>
                )}
              </span>
              <span className="mt-4 block font-display text-2xl leading-tight group-hover:underline">
                {sheet.name}
              </span>
              {sheet.description ? (
                <span className="mt-1 line-clamp-2 block text-sm text-muted">
                  {sheet.description}
                </span>
              ) : null}
              <span className="mt-2 block text-xs font-semibold tracking-[0.16em] text-accent uppercase">
                {sheet.itemIds.length} {sheet.itemIds.length === 1 ? 'piece' : 'pieces'}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
