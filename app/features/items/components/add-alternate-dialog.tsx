import { useCallback, useId, useState } from 'react'

import { PickTile } from '~/components/pick-tile'
import { Alert } from '~/components/ui/alert'
import { Button } from '~/components/ui/button'
import { cx } from '~/components/ui/cx'
import { Dialog } from '~/components/ui/dialog'
import { Field } from '~/components/ui/field'
import { Input } from '~/components/ui/input'
import { useToast } from '~/components/ui/toast'
import { useSaveFetcher } from '~/components/use-save-fetcher'
import type { ItemSummary } from '~/lib/item-summary'

type Way = 'capsule' | 'wardrobe' | 'link'

const WAYS: { id: Way; label: string; intent: string }[] = [
  { id: 'capsule', label: 'From this capsule', intent: 'add-alternate-from-capsule' },
  { id: 'wardrobe', label: 'From her wardrobe', intent: 'add-alternate-from-wardrobe' },
  { id: 'link', label: 'From a shop link', intent: 'add-alternate-from-link' },
]

function PickGrid({
  label,
  items,
  empty,
  picked,
  onPick,
}: {
  label: string
  items: ItemSummary[]
  empty: string
  picked: string | null
  onPick: (id: string) => void
}) {
  if (items.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-line-strong px-4 py-6 text-center text-sm text-muted">
        {empty}
      </p>
    )
  }
  return (
    <ul
      aria-label={label}
      className="-m-1 grid max-h-[20rem] grid-cols-3 gap-2.5 overflow-y-auto overscroll-contain p-1 sm:grid-cols-5 sm:gap-3"
    >
      {items.map((item) => (
        <PickTile
          key={item.id}
          item={item}
          picked={picked === item.id}
          onToggle={() => onPick(item.id)}
        />
      ))}
    </ul>
  )
}

/**
 * "Add alternate" of a to-buy piece: a backup her client sees under it if it sells out, picked
 * from the capsule's other pieces or the client's wardrobe, or made from a shop link (read like
 * "Fill from a shop link"). What she typed or picked stays when the server refuses it.
 */
export function AddAlternateDialog({
  piece,
  capsulePieces,
  wardrobe,
  clientName,
  onClose,
}: {
  /** The piece getting an alternate; null: closed. */
  piece: { id: string; name: string } | null
  /** Pieces of the capsule that can be its alternate. */
  capsulePieces: ItemSummary[]
  /** The client's items in no capsule. */
  wardrobe: ItemSummary[]
  clientName: string
  onClose: () => void
}) {
  const { toast } = useToast()
  const [way, setWay] = useState<Way>('capsule')
  const [picked, setPicked] = useState<Record<'capsule' | 'wardrobe', string | null>>({
    capsule: null,
    wardrobe: null,
  })
  const name = piece?.name
  const onSaved = useCallback(() => {
    toast(`Alternate added to ${name}`, { tone: 'success' })
    onClose()
  }, [toast, name, onClose])
  const save = useSaveFetcher(onSaved)
  const { fetcher, busy, result, errors } = save
  const formId = useId()
  const urlId = useId()

  // Fresh for each piece.
  const [wasFor, setWasFor] = useState(piece?.id)
  if (piece?.id !== wasFor) {
    setWasFor(piece?.id)
    setWay('capsule')
    setPicked({ capsule: null, wardrobe: null })
  }

  const intent = WAYS.find((entry) => entry.id === way)!.intent
  const chosen = way === 'link' ? null : picked[way]
  return (
    <Dialog
      open={piece !== null}
      onClose={onClose}
      size="lg"
      title={`Add alternate to ${piece?.name ?? ''}`}
      description="If it sells out, your client sees its alternates instead, in your order."
      footerNote={result?.formError ? <Alert tone="error">{result.formError}</Alert> : null}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={busy} disabled={way !== 'link' && !chosen}>
            {busy ? (way === 'link' ? 'Reading the link...' : 'Adding...') : 'Add alternate'}
          </Button>
        </>
      }
    >
      <fetcher.Form id={formId} method="post" className="flex flex-col gap-5">
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="pieceId" value={piece?.id ?? ''} />
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-ink">Where from</legend>
          <div className="flex flex-wrap gap-2">
            {WAYS.map((entry) => (
              <label
                key={entry.id}
                className={cx(
                  'inline-flex min-h-11 cursor-pointer items-center rounded-full border px-4 text-sm font-medium transition',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent',
                  way === entry.id
                    ? 'border-ink bg-ink text-canvas'
                    : 'border-line bg-surface text-muted hover:border-line-strong hover:text-ink',
                )}
              >
                <input
                  type="radio"
                  name="way"
                  value={entry.id}
                  checked={way === entry.id}
                  onChange={() => setWay(entry.id)}
                  className="sr-only"
                />
                {entry.label}
              </label>
            ))}
          </div>
        </fieldset>

        {/* Each way keeps what was picked or typed while she looks at another. */}
        <fieldset disabled={way !== 'capsule'} hidden={way !== 'capsule'}>
          <legend className="sr-only">A piece of this capsule</legend>
          {way === 'capsule' && chosen ? (
            <input type="hidden" name="itemId" value={chosen} />
          ) : null}
          <PickGrid
            label="Pieces of this capsule"
            items={capsulePieces}
            empty="No other piece of this capsule can be an alternate."
            picked={picked.capsule}
            onPick={(id) => setPicked((current) => ({ ...current, capsule: id }))}
          />
        </fieldset>
        <fieldset disabled={way !== 'wardrobe'} hidden={way !== 'wardrobe'}>
          <legend className="sr-only">{`${clientName}’s wardrobe`}</legend>
          {way === 'wardrobe' && chosen ? (
            <input type="hidden" name="itemId" value={chosen} />
          ) : null}
          <PickGrid
            label={`${clientName}’s wardrobe`}
            items={wardrobe}
            empty={`${clientName}’s wardrobe has no item outside a capsule.`}
            picked={picked.wardrobe}
            onPick={(id) => setPicked((current) => ({ ...current, wardrobe: id }))}
          />
        </fieldset>
        <fieldset disabled={way !== 'link'} hidden={way !== 'link'}>
          <legend className="sr-only">A shop link</legend>
          <Field
            label="Shop link"
            htmlFor={urlId}
            error={errors.url}
            hint="We read the product page: its name, price, details and photo."
          >
            <Input
              name="url"
              type="url"
              inputMode="url"
              autoComplete="off"
              placeholder="https://www.shop.com/dress"
            />
          </Field>
        </fieldset>
      </fetcher.Form>
    </Dialog>
  )
}
