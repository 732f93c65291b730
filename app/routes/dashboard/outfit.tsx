import { data, Link } from 'react-router'

import { Icon } from '~/components/ui/icon'
import { OutfitDescriptionField } from '~/features/outfits/components/outfit-description-field'
import { OutfitItemsSection } from '~/features/outfits/components/outfit-items-section'
import { outfitNotFound } from '~/features/outfits/components/outfit-not-found'
import { OutfitStockNotice } from '~/features/outfits/components/outfit-stock-notice'
import { OutfitTitleEditor } from '~/features/outfits/components/outfit-title-editor'
import { outfitEditorIntents } from '~/features/outfits/outfit-intents.server'
import { getOutfit } from '~/features/outfits/outfits.server'
import { outfitsTabPath } from '~/features/outfits/types'
import { capsuleStock } from '~/features/stock-checks/capsule-stock.server'
import { getCapsule } from '~/features/summaries/capsule-summaries.server'
import { listCapsuleItems } from '~/features/summaries/piece-lists.server'
import { compareNames } from '~/lib/collation'
import { guardNetwork } from '~/lib/network-guard'
import { requireUser } from '~/server/auth.server'
import { intentAction } from '~/server/forms.server'

import type { Route } from './+types/outfit'
import { DashboardErrorBoundary } from './error-boundary'

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const [capsule, outfit, items, stock] = await Promise.all([
    getCapsule(user.id, params.capsuleId),
    getOutfit(user.id, params.capsuleId, params.outfitId),
    listCapsuleItems(user.id, params.capsuleId),
    capsuleStock(user.id, params.capsuleId),
  ])
  // A missing capsule or outfit and another account's answer alike.
  if (!capsule || !outfit) throw data('Outfit not found', { status: 404 })
  const capsuleItems = items.map(({ id, name, brand, category, color, size, price, photo }) => ({
    id,
    name,
    brand,
    category,
    color,
    size,
    price,
    photo,
  }))
  const categories = [...new Set(items.flatMap((item) => item.category ?? []))].sort(compareNames)
  return {
    capsule: { id: capsule.id, name: capsule.name, clientName: capsule.clientName },
    outfit,
    capsuleItems,
    categories,
    // Its pieces sold out at the last stock check, and what her client sees instead.
    soldOut: (stock?.soldOut ?? []).filter((piece) => outfit.items.some((i) => i.id === piece.id)),
  }
}

export const action = intentAction(
  outfitEditorIntents,
  async ({ request, params }: Route.ActionArgs) => {
    const user = await requireUser(request)
    return { ownerId: user.id, request, capsuleId: params.capsuleId, outfitId: params.outfitId }
  },
)

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => guardNetwork(serverAction)

export default function OutfitRoute({ loaderData }: Route.ComponentProps) {
  const { capsule, outfit, capsuleItems, categories, soldOut } = loaderData
  const back = `Back to ${capsule.name}`
  return (
    <>
      {/* Side by side on a desktop: the look's pieces below then fit one screen. */}
      <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)] lg:items-end lg:gap-10">
        <header className="mb-6 min-w-0 lg:mb-0">
          <Link
            to={outfitsTabPath(capsule.id)}
            aria-label={back}
            title={back}
            className="mb-2 -ml-2.5 grid size-11 place-items-center rounded-full text-muted transition-colors hover:bg-sunken hover:text-ink"
          >
            <Icon name="arrow-left" className="size-5" />
          </Link>
          <p className="mb-1 text-[11px] font-semibold tracking-[0.14em] text-muted uppercase">
            Outfit
          </p>
          <OutfitTitleEditor key={outfit.id} name={outfit.name} />
          <p className="mt-1.5 text-base text-pretty text-muted">
            <Link
              to={outfitsTabPath(capsule.id)}
              className="text-ink underline decoration-line-strong underline-offset-4 hover:decoration-ink"
            >
              {capsule.name}
            </Link>
            <span aria-hidden className="mx-2">
              ·
            </span>
            For <span className="text-ink">{capsule.clientName}</span>
          </p>
        </header>

        <OutfitDescriptionField key={outfit.id} description={outfit.description} />
      </div>

      <OutfitStockNotice soldOut={soldOut} clientName={capsule.clientName} />

      <OutfitItemsSection
        items={outfit.items}
        capsuleName={capsule.name}
        capsuleItems={capsuleItems}
        categories={categories}
      />
    </>
  )
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.outfit.name ?? 'Outfit'} · Capsule Studio` }]
}

export function ErrorBoundary({ error, params }: Route.ErrorBoundaryProps) {
  return <DashboardErrorBoundary error={error} notFound={outfitNotFound(params.capsuleId)} />
}
