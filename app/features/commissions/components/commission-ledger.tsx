import { useCallback, useState } from 'react'

import { FormDialog } from '~/components/form-dialog'
import { PriceText, TotalsText } from '~/components/price-text'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { Field } from '~/components/ui/field'
import { Input } from '~/components/ui/input'
import { LocalTime } from '~/components/ui/local-time'
import { useToast } from '~/components/ui/toast'
import { useSaveFetcher } from '~/components/use-save-fetcher'
import { amountText } from '~/lib/money'
import { plural } from '~/lib/plural'
import { formatRate } from '~/lib/rate'

import type { Ledger, LedgerEntry, LedgerTotal } from '../ledger.server'

/** "2026-11" → "November 2026" (the month the pieces were bought, in UTC). */
const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })

function Totals({
  title,
  totals,
  currency,
  label = (text) => text,
}: {
  title: string
  totals: LedgerTotal[]
  currency: string
  label?: (text: string) => string
}) {
  return (
    <Card className="p-5">
      <h3 className="text-sm font-semibold">{title}</h3>
      <dl className="mt-3 divide-y divide-line text-sm">
        {totals.map((total) => (
          <div key={total.label} className="flex items-baseline justify-between gap-4 py-2">
            <dt className="min-w-0 break-words">
              {label(total.label)}{' '}
              <span className="text-muted">· {plural(total.count, 'piece')}</span>
            </dt>
            <dd className="text-right font-medium tabular-nums">
              <TotalsText totals={total.earned} zeroIn={currency} />
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  )
}

function CorrectionDialog({
  entry,
  currency,
  onClose,
}: {
  entry: LedgerEntry
  currency: string
  onClose: () => void
}) {
  const { toast } = useToast()
  const save = useSaveFetcher(
    useCallback(() => {
      onClose()
      toast('Commission corrected', { tone: 'success' })
    }, [onClose, toast]),
  )
  const entryCurrency = entry.estimated?.currency ?? entry.price?.currency ?? currency
  return (
    <FormDialog
      open
      onClose={onClose}
      title="Correct Commission"
      description={`${entry.pieceName}, bought by ${entry.clientName} at ${entry.retailer}.`}
      save={save}
      formId="correct-commission-form"
      intent="correct-commission"
      rowId={entry.id}
      size="sm"
    >
      <Field
        label={`What the network paid (${entryCurrency})`}
        htmlFor="commission-amount"
        error={save.errors.amount}
        hint="From its statement. Empty: your estimate again."
      >
        <Input
          id="commission-amount"
          name="amount"
          inputMode="decimal"
          maxLength={20}
          defaultValue={entry.corrected ? amountText(entry.corrected) : ''}
          data-autofocus
          autoComplete="off"
        />
      </Field>
    </FormDialog>
  )
}

function EntryRow({ entry, onCorrect }: { entry: LedgerEntry; onCorrect: () => void }) {
  return (
    <li className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:gap-4 sm:px-5">
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words">{entry.pieceName}</p>
        <p className="text-sm break-words text-muted">
          {entry.clientName} · {entry.retailer} · <LocalTime value={entry.boughtAt} format="date" />
        </p>
      </div>
      <div className="text-sm sm:text-right">
        <p>
          {entry.price ? <PriceText price={entry.price} /> : 'No price'}
          {entry.basisPoints !== null ? ` at ${formatRate(entry.basisPoints)}` : ''}
        </p>
        <p className="font-medium tabular-nums">
          {entry.corrected ? (
            <>
              <PriceText price={entry.corrected} /> (corrected)
            </>
          ) : entry.estimated ? (
            <>
              about <PriceText price={entry.estimated} />
            </>
          ) : (
            'No estimate'
          )}
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        className="self-start sm:self-center"
        onClick={onCorrect}
        aria-label={`Correct the commission on ${entry.pieceName}`}
      >
        Correct
      </Button>
    </li>
  )
}

/** What her affiliate links earned: totals by month and by shop, and each purchase. */
export function CommissionLedger({ ledger }: { ledger: Ledger }) {
  const [correcting, setCorrecting] = useState<LedgerEntry | null>(null)
  const close = useCallback(() => setCorrecting(null), [])
  if (ledger.entries.length === 0) {
    return (
      <p className="text-sm text-muted">
        Nothing yet. When a client ticks Bought on a piece she reached through one of your rules, it
        appears here with its estimated commission.
      </p>
    )
  }
  return (
    <div className="space-y-4">
      <div className="grid gap-4 md:grid-cols-2">
        <Totals
          title="By month"
          totals={ledger.byMonth}
          currency={ledger.currency}
          label={monthName}
        />
        <Totals title="By shop" totals={ledger.byRetailer} currency={ledger.currency} />
      </div>
      <Card as="ul" className="divide-y divide-line" aria-label="Purchases">
        {ledger.entries.map((entry) => (
          <EntryRow key={entry.id} entry={entry} onCorrect={() => setCorrecting(entry)} />
        ))}
      </Card>
      {correcting ? (
        <CorrectionDialog entry={correcting} currency={ledger.currency} onClose={close} />
      ) : null}
    </div>
  )
}
