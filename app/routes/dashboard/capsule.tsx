import { useCallback, useState } from 'react'
import { data, Link, useSearchParams } from 'react-router'
import { PageHeader } from '~/components/ui/page-header'
import { TabPanel, Tabs } from '~/components/ui/tabs'
import { useToast } from '~/components/ui/toast'
import { DashboardErrorBoundary } from '~/features/auth/components/dashboard-error-boundary'
import { handleCapsuleIntent } from '~/features/capsules/capsule-intents.server'
import { getCapsule, shareUrl } from '~/features/capsules/capsules.server'
import { CapsuleActions } from '~/features/capsules/components/capsule-actions'
import { CapsuleFormDialog } from '~/features/capsules/components/capsule-form-dialog'
import { capsuleNotFound } from '~/features/capsules/components/capsule-not-found'
import { listClientNames } from '~/features/clients/clients.server'
import { handleCheatSheetIntent } from '~/features/cheat-sheets/cheat-sheet-intents.server'
import { listCheatSheets } from '~/features/cheat-sheets/cheat-sheets.server'
import { CheatSheetsTab } from '~/features/cheat-sheets/components/cheat-sheets-tab'
import { mergeCategories } from '~/features/items/categories'
import { ItemBrowser } from '~/features/items/components/item-browser'
import { handleItemIntent } from '~/features/items/item-intents.server'
import { listCapsuleItems } from '~/features/items/items.server'
import { OutfitsTab } from '~/features/outfits/components/outfits-tab'
import { handleOutfitIntent } from '~/features/outfits/outfit-intents.server'
import { listOutfits } from '~/features/outfits/outfits.server'
import type { FormResult } from '~/lib/form-errors'
import { guardNetwork } from '~/lib/network-guard'
import { savesOnce } from '~/server/once.server'
import { requireUser } from '~/server/auth.server'
import type { Route } from './+types/capsule'
import { formFields } from '~/lib/read-form'

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const capsule = await getCapsule(user.id, params.capsuleId)
  if (!capsule) throw data('Capsule not found', { status: 404 })
  const [items, clients, outfits, cheatSheets] = await Promise.all([
    listCapsuleItems(user.id, capsule.id),
    listClientNames(user.id),
    listOutfits(user.id, capsule.id),
    listCheatSheets(user.id, capsule.id),
  ])
  return {
    capsule,
    items,
    categories: mergeCategories(items),
    clients,
    outfits,
    cheatSheets,
    shareUrl: shareUrl(request, capsule.id),
  }
}

export const action = savesOnce(async ({ request, params }: Route.ActionArgs) => {
  const user = await requireUser(request)
  // Cheat sheets read repeated `itemIds` fields, so they get the FormData itself.
  const formData = await request.formData()
  const form = formFields(formData)
  return (
    (await handleCapsuleIntent(user.id, { ...form, id: params.capsuleId })) ??
    (await handleItemIntent(user.id, form, { capsuleId: params.capsuleId })) ??
    (await handleOutfitIntent(user.id, form, params.capsuleId)) ??
    (await handleCheatSheetIntent(user.id, formData, params.capsuleId)) ??
    data<FormResult>({ formError: 'Unknown action.' }, { status: 400 })
  )
})

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => guardNetwork(serverAction)

const TABS = ['items', 'outfits', 'cheat-sheets'] as const
type Tab = (typeof TABS)[number]

export default function CapsuleRoute({ loaderData }: Route.ComponentProps) {
  const { capsule, items, categories, clients } = loaderData
  const { toast } = useToast()
  const [searchParams, setSearchParams] = useSearchParams()
  const requested = searchParams.get('tab') as Tab | null
  const tab: Tab = requested && TABS.includes(requested) ? requested : 'items'
  const [editing, setEditing] = useState(false)

  const closeForm = useCallback(() => setEditing(false), [])
  const onSaved = useCallback(
    (message: string) => {
      setEditing(false)
      toast(message, { tone: 'success' })
    },
    [toast],
  )

  return (
    <>
      <PageHeader
        back={{ to: '/dashboard/capsules', label: 'Back to Capsules' }}
        title={capsule.name}
        subtitle={
          <>
            For <span className="text-ink">{capsule.clientName}</span>
            <span aria-hidden className="mx-2">
              ·
            </span>
            {capsule.isPublished ? 'Published' : 'Draft'}
            {capsule.hasPassword ? ', password protected' : ''}
          </>
        }
        actions={
          <CapsuleActions
            id={capsule.id}
            shareUrl={loaderData.shareUrl}
            onEdit={() => setEditing(true)}
          />
        }
      />

      <Tabs
        tabs={[
          { id: 'items', label: 'Items', count: capsule.itemCount },
          { id: 'outfits', label: 'Outfits', count: capsule.outfitCount },
          { id: 'cheat-sheets', label: 'Cheat Sheets', count: capsule.cheatSheetCount },
        ]}
        active={tab}
        onChange={(next) =>
          setSearchParams(next === 'items' ? {} : { tab: next }, {
            replace: true,
            preventScrollReset: true,
          })
        }
      />
      <div className="pt-6">
        <TabPanel id="items" active={tab}>
          <div className="mb-4 flex justify-end">
            <Link
              to={`/dashboard/capsules/${capsule.id}/items`}
              className="text-sm font-medium text-accent hover:underline"
            >
              Open the items page
            </Link>
          </div>
          <ItemBrowser
            items={items}
            categories={categories}
            clientName={capsule.clientName}
            emptyText="No items in this capsule yet."
          />
        </TabPanel>
        <TabPanel id="outfits" active={tab}>
          <OutfitsTab capsuleId={capsule.id} outfits={loaderData.outfits} />
        </TabPanel>
        <TabPanel id="cheat-sheets" active={tab}>
          <CheatSheetsTab capsuleId={capsule.id} sheets={loaderData.cheatSheets} items={items} />
        </TabPanel>
      </div>

      <CapsuleFormDialog
        open={editing}
        capsule={capsule}
        clients={clients}
        onClose={closeForm}
        onSaved={onSaved}
      />
    </>
  )
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.capsule.name ?? 'Capsule'} · Capsule Studio` }]
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorBoundary error={error} notFound={capsuleNotFound} />
}
