import { useEffect, useState } from 'react'
import { useFetcher, useRevalidator } from 'react-router'

import { EmailPreviewDialog } from '~/components/email-preview-dialog'
import { PriceText } from '~/components/price-text'
import { Alert } from '~/components/ui/alert'
import { Button } from '~/components/ui/button'
import { Icon } from '~/components/ui/icon'
import { LocalTime } from '~/components/ui/local-time'
import { Spinner } from '~/components/ui/spinner'
import type { EmailPreview } from '~/lib/email-preview'
import type { FormResult } from '~/lib/form-errors'
import { plural } from '~/lib/plural'
import { stockSummaryLine } from '~/lib/stock'

import type { CapsuleStock } from '../capsule-stock.server'

/** How often the page asks again while a check runs. */
const POLL_MS = 2000

/** While a check runs, the page's data is fetched again every few seconds until it is done. */
function useRefreshWhile(running: boolean) {
  const { revalidate, state } = useRevalidator()
  useEffect(() => {
    if (!running || state !== 'idle') return
    const timer = setTimeout(() => void revalidate(), POLL_MS)
    return () => clearTimeout(timer)
  }, [running, state, revalidate])
}

function ActionForm({
  intent,
  label,
  busyLabel,
  variant,
  disabled,
}: {
  intent: string
  label: string
  busyLabel: string
  variant: 'primary' | 'secondary'
  disabled?: boolean
}) {
  const fetcher = useFetcher<FormResult>()
  const busy = fetcher.state !== 'idle'
  const error = busy ? undefined : fetcher.data?.formError
  return (
    <fetcher.Form method="post" noValidate className="contents">
      <input type="hidden" name="intent" value={intent} />
      <Button type="submit" size="sm" variant={variant} busy={busy} disabled={disabled}>
        {busy ? busyLabel : label}
      </Button>
      {error ? (
        <div className="basis-full">
          <Alert tone="error">{error}</Alert>
        </div>
      ) : null}
    </fetcher.Form>
  )
}

/** "Tell {client}": shows the e-mail first; Send sends it, Cancel sends nothing. */
function TellClient({ clientName }: { clientName: string }) {
  const preview = useFetcher<FormResult & { preview?: EmailPreview }>()
  const send = useFetcher<FormResult>()
  const [open, setOpen] = useState(false)
  const shown = open && preview.state === 'idle' ? (preview.data?.preview ?? null) : null
  const previewError = preview.state === 'idle' ? preview.data?.formError : undefined
  const sendError = send.state === 'idle' ? send.data?.formError : undefined
  return (
    <>
      <Button
        size="sm"
        busy={preview.state !== 'idle'}
        onClick={() => {
          setOpen(true)
          void preview.submit({ intent: 'preview-client-stock' }, { method: 'post' })
        }}
      >
        {`Tell ${clientName}`}
      </Button>
      {previewError ? (
        <div className="basis-full">
          <Alert tone="error">{previewError}</Alert>
        </div>
      ) : null}
      <EmailPreviewDialog
        preview={shown}
        title={`Tell ${clientName}`}
        busy={send.state !== 'idle'}
        error={sendError}
        onSend={() => void send.submit({ intent: 'tell-client-stock' }, { method: 'post' })}
        onCancel={() => setOpen(false)}
      />
    </>
  )
}

/**
 * A capsule's stock and prices on its page: when it was last checked and what was found (sold
 * out, and what stands in; low stock; price drops), "Check stock and prices", and telling her
 * client in one click what changed.
 */
export function StockPanel({ stock, clientName }: { stock: CapsuleStock; clientName: string }) {
  useRefreshWhile(stock.checking)
  const found = stock.soldOut.length + stock.priceDrops.length
  const told = stock.toldAt && stock.finishedAt && stock.toldAt >= stock.finishedAt
  const summary = stockSummaryLine({
    soldOut: stock.soldOut.length,
    priceDrops: stock.priceDrops.length,
  })
  return (
    <section
      aria-labelledby="stock-title"
      className="mb-6 rounded-2xl border border-line bg-surface p-4 shadow-card sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="stock-title" className="font-medium text-ink">
            Stock and prices
          </h2>
          <p className="mt-0.5 text-sm text-muted" aria-live="polite">
            {stock.checking ? (
              <span className="inline-flex items-center gap-2">
                <Spinner /> Checking {plural(stock.checkable, 'shop link')}… {stock.read} read so
                far, a few pages a minute per shop.
              </span>
            ) : stock.finishedAt ? (
              <>
                Checked <LocalTime value={stock.finishedAt} />
                {summary ? ` · ${summary}` : ' · all in stock at her price'}
                {stock.lowStock.length > 0 ? ` · ${stock.lowStock.length} low stock` : ''}
                {stock.unknown > 0 ? ` · ${stock.unknown} not readable` : ''}
              </>
            ) : (
              `Not checked yet: ${plural(stock.checkable, 'piece')} with a shop link.`
            )}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <ActionForm
            intent="check-stock"
            label="Check stock and prices"
            busyLabel="Starting…"
            variant="secondary"
            disabled={stock.checking}
          />
        </div>
      </div>

      {found > 0 && !stock.checking ? (
        <>
          <ul className="mt-4 space-y-2 text-sm">
            {stock.soldOut.map((piece) => (
              <li key={piece.id} className="flex items-start gap-2">
                <Icon name="circle-alert" className="mt-0.5 size-4 shrink-0 text-danger" />
                <span className="min-w-0">
                  <span className="font-medium text-ink">{piece.name}</span> is sold out.{' '}
                  {piece.standIn
                    ? `${clientName} sees ${piece.standIn} in its place.`
                    : 'No alternate left to stand in.'}
                </span>
              </li>
            ))}
            {stock.priceDrops.map((piece) => (
              <li key={piece.id} className="flex items-start gap-2">
                <Icon name="tag" className="mt-0.5 size-4 shrink-0 text-success" />
                <span className="min-w-0">
                  <span className="font-medium text-ink">{piece.name}</span>: price drop from{' '}
                  <PriceText price={piece.was} /> to <PriceText price={piece.now} />.
                </span>
              </li>
            ))}
          </ul>
          <div className="mt-4 flex flex-wrap items-center gap-3">
            {told ? (
              <p className="text-sm text-muted">
                Told {clientName} <LocalTime value={stock.toldAt!} />.
              </p>
            ) : (
              <TellClient clientName={clientName} />
            )}
          </div>
        </>
      ) : null}
    </section>
  )
}
