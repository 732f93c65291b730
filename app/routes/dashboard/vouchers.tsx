import { useState } from 'react'

import { Button } from '~/components/ui/button'
import { EmptyState } from '~/components/ui/empty-state'
import { Icon } from '~/components/ui/icon'
import { PageHeader } from '~/components/ui/page-header'
import { useToast } from '~/components/ui/toast'
import { useConfirmedDelete } from '~/components/use-confirmed-delete'
import { voucherIntents } from '~/features/billing/catalog-intents.server'
import { MoneyNav } from '~/features/billing/components/money-nav'
import { VoucherDialog } from '~/features/billing/components/voucher-dialog'
import { VoucherList } from '~/features/billing/components/voucher-list'
import { listPackages } from '~/features/billing/packages.server'
import { listVouchers, type VoucherView } from '~/features/billing/vouchers.server'
import { studioCurrency } from '~/features/studio/studio.server'
import { guardNetwork } from '~/lib/network-guard'
import { requireUser } from '~/server/auth.server'
import { intentAction } from '~/server/forms.server'

import type { Route } from './+types/vouchers'
import { DashboardErrorBoundary } from './error-boundary'

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const [vouchers, packages, currency] = await Promise.all([
    listVouchers(user.id),
    listPackages(user.id),
    studioCurrency(user.id),
  ])
  return { vouchers, packages, currency }
}

export const action = intentAction(voucherIntents, async ({ request }: Route.ActionArgs) => {
  const user = await requireUser(request)
  return { ownerId: user.id, request }
})

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => guardNetwork(serverAction)

export default function VouchersRoute({ loaderData }: Route.ComponentProps) {
  const { vouchers, packages, currency } = loaderData
  const [creating, setCreating] = useState(false)
  const { toast } = useToast()
  const remove = useConfirmedDelete<VoucherView>({
    intent: 'delete-voucher',
    title: (voucher) => `Delete voucher ${voucher.code}?`,
    message: 'Its code will no longer be accepted.',
    success: (voucher) => `Voucher ${voucher.code} deleted`,
  })
  const add = (
    <Button onClick={() => setCreating(true)}>
      <Icon name="plus" className="size-4" /> New Gift Voucher
    </Button>
  )
  return (
    <>
      <PageHeader
        title="Money"
        subtitle="Gift vouchers: an amount or a package, redeemed on an invoice with their code."
        actions={add}
      />
      <MoneyNav />
      {vouchers.length === 0 ? (
        <EmptyState
          icon={<Icon name="sparkles" className="size-6" />}
          title="No gift vouchers yet"
          description="Sell one as a present: an amount, or one of your packages."
          action={add}
        />
      ) : (
        <VoucherList vouchers={vouchers} onDelete={remove.ask} />
      )}
      {creating ? (
        <VoucherDialog
          packages={packages}
          currency={currency}
          onClose={() => setCreating(false)}
          onSaved={(message) => {
            setCreating(false)
            toast(message, { tone: 'success' })
          }}
        />
      ) : null}
      {remove.dialog}
    </>
  )
}

export function meta() {
  return [{ title: 'Gift vouchers · Capsule Studio' }]
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorBoundary error={error} notFound={{ title: 'Page not found' }} />
}
