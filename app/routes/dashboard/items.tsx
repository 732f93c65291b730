import { Form, Link, useSubmit } from 'react-router'

import { PriceCurrency, usePriceCurrency } from '~/components/price-currency'
import { Button, buttonClasses } from '~/components/ui/button'
import { EmptyState } from '~/components/ui/empty-state'
import { Icon } from '~/components/ui/icon'
import { Select } from '~/components/ui/input'
import { PageHeader } from '~/components/ui/page-header'
import { listCapsuleNames } from '~/features/capsules/capsules.server'
import { getClientSizes, listClientNames } from '~/features/clients/clients.server'
import { sizesSummary } from '~/features/clients/types'
import { mergeCategories } from '~/features/items/categories'
import { ItemBrowser } from '~/features/items/components/item-browser'
import { itemDeleteIntents, itemIntents } from '~/features/items/item-intents.server'
import { quickItemIntents } from '~/features/items/quick-item-intents.server'
import { listClientItems } from '~/features/summaries/piece-lists.server'
import { trashItem } from '~/features/trash/index.server'
import { guardNetwork } from '~/lib/network-guard'
import { plural } from '~/lib/plural'
import { requireUser } from '~/server/auth.server'
import { intentAction } from '~/server/forms.server'

import type { Route } from './+types/items'
import { DashboardErrorBoundary } from './error-boundary'

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const clientId = new URL(request.url).searchParams.get('client') ?? ''
  const clients = await listClientNames(user.id)
  const client = clients.find((candidate) => candidate.id === clientId) ?? null
  if (!client) {
    return { clients, client: null, items: [], categories: [], capsules: [], clientSizes: null }
  }
  const [items, capsules, sizes] = await Promise.all([
    listClientItems(user.id, client.id),
    listCapsuleNames(user.id, client.id),
    getClientSizes(user.id, client.id),
  ])
  return {
    clientSizes: sizes && sizesSummary(sizes),
    clients,
    client,
    items,
    categories: mergeCategories(items),
    capsules,
  }
}

const allItemsIntents = [itemIntents, itemDeleteIntents(trashItem), quickItemIntents]

/** The page's client (`?client=`) is where new items go, and whose items can be edited. */
export const action = intentAction(allItemsIntents, async ({ request }: Route.ActionArgs) => {
  const user = await requireUser(request)
  const clientId = new URL(request.url).searchParams.get('client') ?? ''
  return { ownerId: user.id, request, clientId }
})

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => guardNetwork(serverAction)

export default function ItemsRoute({ loaderData }: Route.ComponentProps) {
  const { clients, client, items, categories, capsules } = loaderData
  const submit = useSubmit()
  const studioCurrency = usePriceCurrency()
  return (
    // Her pieces' new prices start in her budget's currency, else the studio's.
    <PriceCurrency value={client?.currency ?? studioCurrency}>
      <PageHeader
        title="Items"
        subtitle={
          client
            ? `${client.name} · ${plural(items.length, 'item')}`
            : 'Every piece in a client’s wardrobe.'
        }
        actions={
          client ? (
            <Link
              to={`/dashboard/clients/${client.id}/audit`}
              className={buttonClasses({ variant: 'secondary' })}
            >
              Closet audit
            </Link>
          ) : null
        }
      />
      {/* The chosen client lives in the URL, so a reload or a shared link keeps it. */}
      <Form
        method="get"
        className="mb-6"
        onChange={(event) => void submit(event.currentTarget, { replace: true })}
      >
        <Select
          name="client"
          aria-label="Client"
          defaultValue={client?.id ?? ''}
          containerClassName="sm:max-w-sm"
          key={client?.id ?? ''}
        >
          <option value="" disabled>
            Choose a client...
          </option>
          {clients.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </Select>
        <noscript>
          <Button type="submit" variant="secondary" className="mt-3">
            Show items
          </Button>
        </noscript>
      </Form>

      {client ? (
        <ItemBrowser
          key={client.id}
          items={items}
          categories={categories}
          clientName={client.name}
          capsules={capsules}
          clientSizes={loaderData.clientSizes}
          emptyText="No items in this wardrobe yet."
        />
      ) : (
        <>
          <div className="mb-6 flex justify-end">
            <Button disabled>
              <Icon name="plus" className="size-4" /> Add Item
            </Button>
          </div>
          <EmptyState
            icon={<Icon name="shirt" className="size-6" />}
            title="Select a client to view and manage their items."
          />
        </>
      )}
    </PriceCurrency>
  )
}

export function meta() {
  return [{ title: 'Items · Capsule Studio' }]
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorBoundary error={error} />
}
