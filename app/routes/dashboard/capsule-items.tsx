import { data } from 'react-router'

import { PriceCurrency } from '~/components/price-currency'
import { PageHeader } from '~/components/ui/page-header'
import { capsuleNotFound } from '~/features/capsules/components/capsule-not-found'
import { newPriceCurrency } from '~/features/capsules/price-currency.server'
import { getClientSizes } from '~/features/clients/clients.server'
import { sizesSummary } from '~/features/clients/types'
import { mergeCategories } from '~/features/items/categories'
import { ItemBrowser } from '~/features/items/components/item-browser'
import { itemDeleteIntents, itemIntents } from '~/features/items/item-intents.server'
import { quickItemIntents } from '~/features/items/quick-item-intents.server'
import { getCapsule } from '~/features/summaries/capsule-summaries.server'
import { listCapsuleItems } from '~/features/summaries/piece-lists.server'
import { trashItem } from '~/features/trash/index.server'
import { guardNetwork } from '~/lib/network-guard'
import { plural } from '~/lib/plural'
import { requireUser } from '~/server/auth.server'
import { intentAction } from '~/server/forms.server'

import type { Route } from './+types/capsule-items'
import { DashboardErrorBoundary } from './error-boundary'

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const capsule = await getCapsule(user.id, params.capsuleId)
  if (!capsule) throw data('Capsule not found', { status: 404 })
  const [items, sizes, priceCurrency] = await Promise.all([
    listCapsuleItems(user.id, capsule.id),
    getClientSizes(user.id, capsule.clientId),
    newPriceCurrency(user.id, { capsuleId: capsule.id }),
  ])
  return {
    capsule,
    priceCurrency,
    items,
    categories: mergeCategories(items),
    clientSizes: sizes && sizesSummary(sizes),
  }
}

const capsuleItemsIntents = [itemIntents, itemDeleteIntents(trashItem), quickItemIntents]

export const action = intentAction(
  capsuleItemsIntents,
  async ({ request, params }: Route.ActionArgs) => {
    const user = await requireUser(request)
    return { ownerId: user.id, request, capsuleId: params.capsuleId }
  },
)

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => guardNetwork(serverAction)

export default function CapsuleItemsRoute({ loaderData }: Route.ComponentProps) {
  const { capsule, items, categories } = loaderData
  const names = new Map(items.map((item) => [item.id, item.name]))
  return (
    <PriceCurrency value={loaderData.priceCurrency}>
      <PageHeader
        back={{ to: `/dashboard/capsules/${capsule.id}`, label: `Back to ${capsule.name}` }}
        title={`${capsule.name} - Items`}
        subtitle={`${capsule.clientName} · ${plural(items.length, 'item')}`}
      />
      <ItemBrowser
        items={items}
        categories={categories}
        clientName={capsule.clientName}
        clientSizes={loaderData.clientSizes}
        emptyText="No items in this capsule yet."
        cardFooter={(item) =>
          item.alternateOf && names.has(item.alternateOf) ? (
            <p className="text-xs text-muted">Alternate of {names.get(item.alternateOf)}</p>
          ) : null
        }
      />
    </PriceCurrency>
  )
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.capsule.name ?? 'Capsule'} - Items · Capsule Studio` }]
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorBoundary error={error} notFound={capsuleNotFound} />
}
