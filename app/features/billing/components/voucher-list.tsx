import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { Icon } from '~/components/ui/icon'
import { formatMoney } from '~/lib/money'

import { formatDay } from '../invoice-view'
import type { VoucherView } from '../vouchers.server'

/** Her gift vouchers: code, worth, what is left; an unused one can be deleted. */
export function VoucherList({
  vouchers,
  onDelete,
}: {
  vouchers: VoucherView[]
  onDelete: (voucher: VoucherView) => void
}) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {vouchers.map((voucher) => {
        const money = (amount: number) => formatMoney({ amount, currency: voucher.currency })
        const used = voucher.balance === 0
        return (
          <Card as="li" key={voucher.id} className="flex min-w-0 flex-col p-5">
            <div className="flex items-start justify-between gap-3">
              <p className="font-mono text-lg font-semibold tracking-wider break-all">
                {voucher.code}
              </p>
              <Badge tone={used ? 'neutral' : voucher.redeemed ? 'warning' : 'success'}>
                {used ? 'Used' : voucher.redeemed ? 'Partly used' : 'Unused'}
              </Badge>
            </div>
            <p className="mt-2 text-sm">
              {voucher.kind === 'package' ? `${voucher.packageName ?? 'A package'} · ` : ''}
              worth {money(voucher.amount)}
              {voucher.redeemed && !used ? `, ${money(voucher.balance)} left` : ''}
            </p>
            {voucher.recipient ? (
              <p className="mt-1 text-sm text-muted">For {voucher.recipient}</p>
            ) : null}
            {voucher.note ? <p className="mt-1 text-sm text-muted">{voucher.note}</p> : null}
            {voucher.expiresOn ? (
              <p className="mt-1 text-sm text-muted">Valid until {formatDay(voucher.expiresOn)}</p>
            ) : null}
            {voucher.redeemed ? null : (
              <div className="mt-auto pt-4">
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-danger"
                  onClick={() => onDelete(voucher)}
                  aria-label={`Delete voucher ${voucher.code}`}
                >
                  <Icon name="trash-2" className="size-4" /> Delete
                </Button>
              </div>
            )}
          </Card>
        )
      })}
    </ul>
  )
}
