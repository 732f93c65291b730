import { Link } from 'react-router'

import { Card } from '~/components/ui/card'
import { Icon } from '~/components/ui/icon'
import { Photo } from '~/components/ui/photo'

import { outfitPath, type OutfitSummary } from '../types'

const PREVIEW_SLOTS = 4

/**
 * What she should look at on an outfit: no piece yet (her client's page leaves it out), or a
 * piece sold out at its shop.
 */
function OutfitFlags({ outfit }: { outfit: OutfitSummary }) {
  if (outfit.itemCount > 0 && outfit.soldOut.length === 0) return null
  return (
    <p className="flex items-start gap-1.5 text-sm font-medium text-danger">
      <Icon name="circle-alert" className="mt-0.5 size-4 shrink-0" />
      {outfit.itemCount === 0
        ? 'No pieces yet: not on her page'
        : `${outfit.soldOut.join(', ')} sold out`}
    </p>
  )
}

/**
 * An outfit on the Outfits tab: a strip of its first photos, name, description, what needs her
 * look (see OutfitFlags) and count.
 */
export function OutfitCard({
  capsuleId,
  outfit,
  onDelete,
}: {
  capsuleId: string
  outfit: OutfitSummary
  onDelete: () => void
}) {
  const photos = outfit.previewPhotos.slice(0, PREVIEW_SLOTS)
  return (
    <Card
      as="li"
      className="group relative flex min-w-0 flex-col overflow-hidden transition hover:border-line-strong"
    >
      {photos.length > 0 ? (
        <div aria-hidden className="grid grid-cols-4 gap-px bg-line">
          {Array.from({ length: PREVIEW_SLOTS }, (_, index) => {
            const preview = photos[index]
            return (
              <div key={preview?.itemId ?? `empty-${index}`} className="aspect-square bg-sunken">
                {preview ? (
                  <Photo
                    photo={preview.photo}
                    alt=""
                    sizes="(min-width: 1024px) 90px, (min-width: 640px) 20vw, 25vw"
                    className="size-full object-cover"
                  />
                ) : null}
              </div>
            )
          })}
        </div>
      ) : (
        <div
          aria-hidden
          className="grid h-24 place-items-center bg-gradient-to-br from-accent-soft to-sunken text-accent/70"
        >
          <Icon name="sparkles" className="size-6" strokeWidth={1.5} />
        </div>
      )}

      <div className="flex flex-1 flex-col gap-2 p-5">
        <h2 className="font-display text-2xl leading-tight font-medium break-words">
          {/* The whole card opens the editor; the delete button sits above this link. */}
          <Link
            to={outfitPath(capsuleId, outfit.id)}
            className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-accent"
          >
            {outfit.name}
          </Link>
        </h2>
        {outfit.description ? (
          <p className="line-clamp-2 text-sm leading-relaxed text-pretty text-muted">
            {outfit.description}
          </p>
        ) : null}
        <OutfitFlags outfit={outfit} />
        <p className="mt-auto pt-2 pr-12 text-sm font-medium text-ink">
          {outfit.itemCount} {outfit.itemCount === 1 ? 'item' : 'items'} selected
        </p>
      </div>

      <button
        type="button"
        onClick={onDelete}
        aria-label={`Delete ${outfit.name}`}
        className="absolute right-3 bottom-3 z-10 grid size-10 place-items-center rounded-full text-muted transition hover:bg-danger-soft hover:text-danger pointer-coarse:size-11"
      >
        <Icon name="trash-2" className="size-4" />
      </button>
    </Card>
  )
}
