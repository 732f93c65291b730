import { useState } from 'react'
import { data, useSearchParams } from 'react-router'

import { PageHeader } from '~/components/ui/page-header'
import { TabPanel, Tabs } from '~/components/ui/tabs'
import { useFormDialog } from '~/components/use-form-dialog'
import { listCapsuleNames, shareUrl } from '~/features/capsules/capsules.server'
import { CapsuleActions } from '~/features/capsules/components/capsule-actions'
import { DeliveryStatus, SendButton } from '~/features/capsules/components/capsule-delivery'
import { CapsuleFormDialog } from '~/features/capsules/components/capsule-form-dialog'
import { capsuleNotFound } from '~/features/capsules/components/capsule-not-found'
import { DuplicateCapsuleDialog } from '~/features/capsules/components/duplicate-capsule-dialog'
import { SendCapsuleDialog } from '~/features/capsules/components/send-capsule-dialog'
import { WeakPasswordNote } from '~/features/capsules/components/weak-password-note'
import { listDelivery } from '~/features/capsules/delivery.server'
import { duplicatePiece } from '~/features/capsules/types'
import { listCheatSheets } from '~/features/cheat-sheets/cheat-sheets.server'
import { CheatSheetsTab } from '~/features/cheat-sheets/components/cheat-sheets-tab'
import { getClientBrief, listClientNames } from '~/features/clients/clients.server'
import { ClientGlance } from '~/features/clients/components/client-glance'
import { sizesSummary } from '~/features/clients/types'
import { markLeaving } from '~/features/closet-audit/wardrobe-marks.server'
import { FeedbackLabel } from '~/features/feedback/components/feedback-label'
import { FeedbackTab } from '~/features/feedback/components/feedback-tab'
import type { ReactionFilter } from '~/features/feedback/components/items-feedback-toolbar'
import { useFeedbackSeen } from '~/features/feedback/components/use-feedback-seen'
import { feedbackAndConversation, itemReactions } from '~/features/feedback/feedback-entries.server'
import { shoppingSummary } from '~/features/feedback/shopping-summary'
import { mergeCategories } from '~/features/items/categories'
import { WardrobeDialog } from '~/features/items/components/wardrobe-dialog'
import { listWardrobeItems } from '~/features/items/items.server'
import { OutfitsTab } from '~/features/outfits/components/outfits-tab'
import { listOutfits } from '~/features/outfits/outfits.server'
import { capsuleStock } from '~/features/stock-checks/capsule-stock.server'
import { StockPanel } from '~/features/stock-checks/components/stock-panel'
import { studioCurrency } from '~/features/studio/studio.server'
import { getCapsule } from '~/features/summaries/capsule-summaries.server'
import { listCapsuleItems } from '~/features/summaries/piece-lists.server'
import { guardNetwork } from '~/lib/network-guard'
import { requireUser } from '~/server/auth.server'
import { intentAction } from '~/server/forms.server'

import type { Route } from './+types/capsule'
import { CapsuleItemsPanel } from './capsule-items-panel'
import { capsulePageIntents } from './capsule-page-intents.server'
import { capsuleTab } from './capsule-tabs'
import { DashboardErrorBoundary } from './error-boundary'

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const capsule = await getCapsule(user.id, params.capsuleId)
  if (!capsule) throw data('Capsule not found', { status: 404 })
  // The outfits and cheat sheets are read for their own tab only: choosing a tab loads again.
  const tab = capsuleTab(new URL(request.url).searchParams.get('tab'))
  const [
    items,
    clients,
    outfits,
    cheatSheets,
    wardrobe,
    said,
    brief,
    delivery,
    currency,
    siblings,
    stock,
  ] = await Promise.all([
    listCapsuleItems(user.id, capsule.id),
    listClientNames(user.id),
    tab === 'outfits' ? listOutfits(user.id, capsule.id) : null,
    tab === 'cheat-sheets' ? listCheatSheets(user.id, capsule.id) : null,
    listWardrobeItems(user.id, capsule.clientId),
    feedbackAndConversation(user.id, capsule.id),
    getClientBrief(user.id, capsule.clientId),
    listDelivery(user.id, [capsule.id]),
    studioCurrency(user.id),
    listCapsuleNames(user.id, capsule.clientId),
    capsuleStock(user.id, capsule.id),
  ])
  const { feedback, conversation } = said
  return {
    delivery: delivery[capsule.id],
    brief,
    clientSizes: brief && sizesSummary(brief),
    capsule,
    items,
    categories: mergeCategories(items),
    clients,
    outfits,
    cheatSheets,
    feedback,
    reactions: itemReactions(feedback),
    conversation,
    shopping: shoppingSummary(items, feedback, capsule.budget, currency),
    wardrobe: await markLeaving(user.id, capsule.clientId, wardrobe),
    // Where chosen pieces can move: the client's other capsules.
    moveTargets: siblings.filter((sibling) => sibling.id !== capsule.id),
    shareUrl: shareUrl(request, capsule.id),
    stock,
  }
}

export const action = intentAction(
  capsulePageIntents,
  async ({ request, params }: Route.ActionArgs) => {
    const user = await requireUser(request)
    return { ownerId: user.id, request, capsuleId: params.capsuleId }
  },
)

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => guardNetwork(serverAction)

export default function CapsuleRoute({ loaderData }: Route.ComponentProps) {
  const { capsule, items, categories, clients } = loaderData
  const [searchParams, setSearchParams] = useSearchParams()
  const tab = capsuleTab(searchParams.get('tab'))
  const edit = useFormDialog<typeof capsule>()
  const [reaction, setReaction] = useState<ReactionFilter>('')
  const send = useFormDialog<typeof capsule>()
  const [pickingFromWardrobe, setPickingFromWardrobe] = useState(false)
  // The capsule being duplicated: the copy opens on this same route, with the dialog closed.
  const [duplicating, setDuplicating] = useState<string | null>(null)
  const { conversation } = loaderData
  const { unread, since } = useFeedbackSeen(tab === 'feedback', loaderData.feedback, conversation)

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
            onEdit={() => edit.open(capsule)}
            onDuplicate={() => setDuplicating(capsule.id)}
          >
            <SendButton onSend={() => send.open(capsule)} />
          </CapsuleActions>
        }
      />

      {capsule.weakPassword ? (
        <div className="mb-6">
          <WeakPasswordNote weak={capsule.weakPassword} onChange={() => edit.open(capsule)} />
        </div>
      ) : null}

      {loaderData.delivery?.lastSentAt || loaderData.delivery?.firstOpenedAt ? (
        <div className="mb-6">
          <DeliveryStatus delivery={loaderData.delivery} />
        </div>
      ) : null}

      {loaderData.brief ? (
        <ClientGlance
          clientId={capsule.clientId}
          clientName={capsule.clientName}
          capsuleBudget={capsule.budget}
          coloursLoved={loaderData.brief.coloursLoved}
          coloursAvoided={loaderData.brief.coloursAvoided}
          seasonBudget={loaderData.brief.budget}
          shopping={loaderData.shopping}
        />
      ) : null}

      {loaderData.stock && (loaderData.stock.checkable > 0 || loaderData.stock.finishedAt) ? (
        <StockPanel stock={loaderData.stock} clientName={capsule.clientName} />
      ) : null}

      <Tabs
        tabs={[
          { id: 'items', label: 'Items', count: capsule.itemCount },
          { id: 'outfits', label: 'Outfits', count: capsule.outfitCount },
          { id: 'cheat-sheets', label: 'Cheat Sheets', count: capsule.cheatSheetCount },
          {
            id: 'feedback',
            label: unread > 0 ? <FeedbackLabel unread={unread} /> : 'Feedback',
          },
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
          <CapsuleItemsPanel
            capsule={capsule}
            clientBudget={loaderData.brief?.budget ?? null}
            browser={{
              items,
              categories,
              clientSizes: loaderData.clientSizes,
              moveTargets: loaderData.moveTargets,
            }}
            reaction={reaction}
            onReactionChange={setReaction}
            reactions={loaderData.reactions}
            threads={conversation.threads}
            since={since}
            wardrobe={loaderData.wardrobe}
            onPickFromWardrobe={() => setPickingFromWardrobe(true)}
          />
        </TabPanel>
        <TabPanel id="outfits" active={tab}>
          {loaderData.outfits ? (
            <OutfitsTab capsuleId={capsule.id} outfits={loaderData.outfits} />
          ) : null}
        </TabPanel>
        <TabPanel id="cheat-sheets" active={tab}>
          {loaderData.cheatSheets ? (
            <CheatSheetsTab capsuleId={capsule.id} sheets={loaderData.cheatSheets} items={items} />
          ) : null}
        </TabPanel>
        <TabPanel id="feedback" active={tab}>
          <FeedbackTab
            entries={loaderData.feedback}
            threads={conversation.threads}
            capsuleId={capsule.id}
            clientName={capsule.clientName}
            since={since}
            clientMailOff={conversation.clientMailOff}
          />
        </TabPanel>
      </div>

      <SendCapsuleDialog
        capsule={
          send.isOpen ? { ...capsule, clientEmail: loaderData.delivery?.clientEmail ?? null } : null
        }
        onClose={send.close}
        onSent={send.saved}
      />
      <CapsuleFormDialog
        open={edit.isOpen}
        capsule={capsule}
        clients={clients}
        onClose={edit.close}
        onSaved={edit.saved}
      />
      <WardrobeDialog
        open={pickingFromWardrobe}
        items={loaderData.wardrobe}
        clientName={capsule.clientName}
        onClose={() => setPickingFromWardrobe(false)}
      />
      <DuplicateCapsuleDialog
        capsule={duplicating === capsule.id ? capsule : null}
        clients={clients}
        pieces={items.map(duplicatePiece)}
        onClose={() => setDuplicating(null)}
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
