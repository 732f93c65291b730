import { useCallback, useState } from 'react'

import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { EmptyState } from '~/components/ui/empty-state'
import { Icon } from '~/components/ui/icon'
import { PageHeader } from '~/components/ui/page-header'
import { useToast } from '~/components/ui/toast'
import { useConfirmedDelete } from '~/components/use-confirmed-delete'
import { MoneyNav } from '~/features/billing/components/money-nav'
import {
  affiliateDisclosure,
  affiliateRules,
  DEFAULT_DISCLOSURE,
} from '~/features/commissions/affiliate.server'
import { CommissionLedger } from '~/features/commissions/components/commission-ledger'
import { DisclosureForm } from '~/features/commissions/components/disclosure-form'
import { PieceClickList } from '~/features/commissions/components/piece-clicks'
import { RuleFormDialog } from '~/features/commissions/components/rule-form-dialog'
import { RuleList } from '~/features/commissions/components/rule-list'
import { commissionIntents } from '~/features/commissions/intents.server'
import { loadLedger } from '~/features/commissions/ledger.server'
import { listPieceClicks } from '~/features/commissions/rules.server'
import type { StoredAffiliateRule } from '~/lib/affiliate-links'
import { guardNetwork } from '~/lib/network-guard'
import { requireUser } from '~/server/auth.server'
import { intentAction } from '~/server/forms.server'

import type { Route } from './+types/commissions'
import { DashboardErrorBoundary } from './error-boundary'

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const [rules, disclosure, clicks, ledger] = await Promise.all([
    affiliateRules(user.id),
    affiliateDisclosure(user.id),
    listPieceClicks(user.id),
    loadLedger(user.id),
  ])
  return { rules, disclosure, defaultDisclosure: DEFAULT_DISCLOSURE, clicks, ledger }
}

export const action = intentAction(commissionIntents, async ({ request }: Route.ActionArgs) => {
  const user = await requireUser(request)
  return { ownerId: user.id, request }
})

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => guardNetwork(serverAction)

export default function CommissionsRoute({ loaderData }: Route.ComponentProps) {
  const { rules, disclosure, defaultDisclosure, clicks, ledger } = loaderData
  // The rule being edited; null: adding one; undefined: the dialog is closed.
  const [editing, setEditing] = useState<StoredAffiliateRule | null | undefined>(undefined)
  const { toast } = useToast()
  const onSaved = useCallback(
    (message: string) => {
      setEditing(undefined)
      toast(message, { tone: 'success' })
    },
    [toast],
  )
  const remove = useConfirmedDelete<StoredAffiliateRule>({
    intent: 'delete-rule',
    title: (rule) => `Delete the rule for ${rule.domain}?`,
    message: 'Shop Now will send her clients to this shop’s links as you saved them.',
    success: (rule) => `Rule for ${rule.domain} deleted`,
  })
  const add = (
    <Button onClick={() => setEditing(null)}>
      <Icon name="plus" className="size-4" /> New Rule
    </Button>
  )
  return (
    <>
      <PageHeader
        title="Money"
        subtitle="What your affiliate links earn: your code added when a client presses Shop Now."
        actions={add}
      />
      <MoneyNav />
      <div className="space-y-10">
        <section aria-labelledby="ledger-title" className="space-y-4">
          <h2 id="ledger-title" className="font-display text-2xl font-medium">
            Commissions
          </h2>
          <CommissionLedger ledger={ledger} />
        </section>
        <section aria-labelledby="rules-title" className="space-y-4">
          <h2 id="rules-title" className="font-display text-2xl font-medium">
            Affiliate rules
          </h2>
          {rules.length === 0 ? (
            <EmptyState
              icon={<Icon name="link" className="size-6" />}
              title="No affiliate rules yet"
              description="Add your code for a shop, and every Shop Now to it earns you a commission."
              action={add}
            />
          ) : (
            <RuleList rules={rules} onEdit={setEditing} onDelete={remove.ask} />
          )}
        </section>
        <section aria-labelledby="disclosure-title" className="space-y-4">
          <h2 id="disclosure-title" className="font-display text-2xl font-medium">
            What your clients read
          </h2>
          <Card className="p-5 sm:p-8">
            <p className="mb-4 text-sm text-muted">By default: “{defaultDisclosure}”</p>
            <DisclosureForm text={disclosure} fallback={defaultDisclosure} />
          </Card>
        </section>
        <section aria-labelledby="clicks-title" className="space-y-4">
          <h2 id="clicks-title" className="font-display text-2xl font-medium">
            Clicks per piece
          </h2>
          <PieceClickList pieces={clicks} />
        </section>
      </div>
      {editing !== undefined ? (
        <RuleFormDialog
          open
          rule={editing}
          onClose={() => setEditing(undefined)}
          onSaved={onSaved}
        />
      ) : null}
      {remove.dialog}
    </>
  )
}

export function meta() {
  return [{ title: 'Commissions · Capsule Studio' }]
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorBoundary error={error} notFound={{ title: 'Page not found' }} />
}
