import { Button } from '~/components/ui/button'
import { EmptyState } from '~/components/ui/empty-state'
import { Icon } from '~/components/ui/icon'
import { PageHeader } from '~/components/ui/page-header'
import { useConfirmedDelete } from '~/components/use-confirmed-delete'
import { useFormDialog } from '~/components/use-form-dialog'
import { packageIntents } from '~/features/billing/catalog-intents.server'
import { MoneyNav } from '~/features/billing/components/money-nav'
import { PackageFormDialog } from '~/features/billing/components/package-form-dialog'
import { PackageList } from '~/features/billing/components/package-list'
import type { PackageView } from '~/features/billing/packages'
import { listPackages } from '~/features/billing/packages.server'
import { isSiteOwner } from '~/features/site/site-owner.server'
import { studioCurrency } from '~/features/studio/studio.server'
import { guardNetwork } from '~/lib/network-guard'
import { requireUser } from '~/server/auth.server'
import { intentAction } from '~/server/forms.server'

import type { Route } from './+types/packages'
import { DashboardErrorBoundary } from './error-boundary'

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request)
  const [packages, currency, siteOwner] = await Promise.all([
    listPackages(user.id),
    studioCurrency(user.id),
    isSiteOwner(user.id),
  ])
  return { packages, currency, siteOwner }
}

export const action = intentAction(packageIntents, async ({ request }: Route.ActionArgs) => {
  const user = await requireUser(request)
  return { ownerId: user.id, request }
})

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => guardNetwork(serverAction)

export default function PackagesRoute({ loaderData }: Route.ComponentProps) {
  const { packages, currency, siteOwner } = loaderData
  const edit = useFormDialog<PackageView>()
  const remove = useConfirmedDelete<PackageView>({
    intent: 'delete-package',
    title: (pkg) => `Delete ${pkg.name}?`,
    message: 'Invoices and vouchers made from it keep their lines and names.',
    success: (pkg) => `${pkg.name} deleted`,
  })
  const add = (
    <Button onClick={() => edit.open()}>
      <Icon name="plus" className="size-4" /> Add Package
    </Button>
  )
  return (
    <>
      <PageHeader
        title="Money"
        subtitle={
          siteOwner
            ? 'Your packages: the ones shown on your site are its cards, in this order.'
            : 'Your packages: invoice them, with a deposit first if you like.'
        }
        actions={add}
      />
      <MoneyNav />
      {packages.length === 0 ? (
        <EmptyState
          icon={<Icon name="package" className="size-6" />}
          title="No packages yet"
          description="A package has a price, what it includes and an optional deposit."
          action={add}
        />
      ) : (
        <PackageList
          packages={packages}
          siteOwner={siteOwner}
          onEdit={edit.open}
          onDelete={remove.ask}
        />
      )}
      <PackageFormDialog
        key={edit.key}
        open={edit.isOpen}
        pkg={edit.row}
        currency={currency}
        siteOwner={siteOwner}
        onClose={edit.close}
        onSaved={edit.saved}
      />
      {remove.dialog}
    </>
  )
}

export function meta() {
  return [{ title: 'Packages · Capsule Studio' }]
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorBoundary error={error} notFound={{ title: 'Page not found' }} />
}
