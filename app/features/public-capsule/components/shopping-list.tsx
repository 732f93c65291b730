import type { ReactNode } from 'react'

import { PriceText, TotalsText } from '~/components/price-text'
import { cx } from '~/components/ui/cx'
import { Checkbox } from '~/components/ui/input'
import { isAmount, type Money, type Price } from '~/lib/money'
import { plural } from '~/lib/plural'
import { shoppingGroups } from '~/lib/shopping-totals'
import { standIn } from '~/lib/stock'

import type { PublicItem } from '../types'
import { useFeedback } from './feedback-context'
import { PiecePhoto } from './outfits-section'
import { insteadOfLine, PiecePrice, SoldOutMark } from './piece-marks'
import { ShopNowLink } from './shop-now-link'

function ShoppingRow({
  item,
  insteadOf = null,
  small = false,
  children,
}: {
  item: PublicItem
  /** The sold-out piece this alternate stands in for. */
  insteadOf?: PublicItem | null
  /** An alternate, under its piece. */
  small?: boolean
  /** Under the row: the piece's alternates. */
  children?: ReactNode
}) {
  const { canGiveFeedback, get, save } = useFeedback()
  const bought = get(`item:${item.id}`)?.bought ?? false
  return (
    <li className={small ? 'py-2' : 'py-4'}>
      <div className="flex min-w-0 items-center gap-4">
        <span
          className={cx(
            'block shrink-0 overflow-hidden rounded-lg bg-sunken',
            small ? 'size-12 sm:size-14' : 'size-16 sm:size-20',
          )}
        >
          <PiecePhoto item={item} />
        </span>
        <div className="min-w-0 flex-1">
          {insteadOf ? (
            <p className="text-xs font-medium text-accent">{insteadOfLine(insteadOf)}</p>
          ) : null}
          <p className="flex min-w-0 items-center gap-2">
            <span className="truncate font-medium text-ink">{item.name}</span>
            <SoldOutMark item={item} className="shrink-0" />
          </p>
          <p className="text-sm text-muted">
            {item.price ? <PiecePrice item={item} /> : 'No price'}
            {item.price && !isAmount(item.price) ? ' (not counted)' : ''}
          </p>
          {item.size || item.fitNote ? (
            <p className="text-sm text-muted">
              {[item.size ? `Size ${item.size}` : null, item.fitNote].filter(Boolean).join(' · ')}
            </p>
          ) : null}
          <Checkbox
            label="Bought"
            checked={bought}
            disabled={!canGiveFeedback}
            aria-label={`Bought ${item.name}`}
            onChange={(event) => void save(`item:${item.id}`, { bought: event.target.checked })}
            className="py-2"
          />
        </div>
        {item.link && !bought ? <ShopNowLink item={item} inList /> : null}
      </div>
      {children}
    </li>
  )
}

/** A piece's alternates under its row: "If it’s sold out:", each with its own Bought. */
function AlternateRows({ piece, alternates }: { piece: PublicItem; alternates: PublicItem[] }) {
  if (alternates.length === 0) return null
  const stand = standIn(piece, alternates)
  return (
    <div className="mt-2 ml-6 border-l-2 border-line pl-4 sm:ml-10">
      <p className="text-xs font-semibold text-muted">If it’s sold out:</p>
      <ul aria-label={`Alternates of ${piece.name}`} className="divide-y divide-line">
        {alternates.map((alternate) => (
          <ShoppingRow
            key={alternate.id}
            item={alternate}
            insteadOf={alternate === stand ? piece : null}
            small
          />
        ))}
      </ul>
    </div>
  )
}

function Group({
  title,
  items,
  alternatesOf,
  empty,
}: {
  title: string
  items: PublicItem[]
  alternatesOf: Map<string, PublicItem[]>
  empty?: string
}) {
  if (items.length === 0 && !empty) return null
  return (
    <>
      <h3 className="mt-8 text-xs font-semibold tracking-[0.18em] text-muted uppercase">
        {title} ({items.length})
      </h3>
      {items.length === 0 ? (
        <p className="py-6 text-muted">{empty}</p>
      ) : (
        <ul aria-label={title} className="divide-y divide-line">
          {items.map((item) => (
            <ShoppingRow key={item.id} item={item}>
              <AlternateRows piece={item} alternates={alternatesOf.get(item.id) ?? []} />
            </ShoppingRow>
          ))}
        </ul>
      )}
    </>
  )
}

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-muted">{label}</dt>
      <dd className="font-medium break-words text-ink">{children}</dd>
    </div>
  )
}

/**
 * What is left of her budget once what she spent in its currency is taken off; past it, by how
 * much she is over.
 */
function LeftOfBudget({ budget, spent }: { budget: Money; spent: Money[] }) {
  const used = spent.find((money) => money.currency === budget.currency)?.amount ?? 0
  const left = budget.amount - used
  if (left >= 0) return <PriceText price={{ amount: left, currency: budget.currency }} />
  return (
    <>
      <PriceText price={{ amount: -left, currency: budget.currency }} /> over
    </>
  )
}

/** "1 price not counted: on request · 1 piece has no price", or null when all are counted. */
function notCountedLine(texts: string[], unpriced: number): string | null {
  const parts = [
    texts.length > 0 ? `${plural(texts.length, 'price')} not counted: ${texts.join(', ')}` : null,
    unpriced > 0
      ? `${plural(unpriced, 'piece')} ${unpriced === 1 ? 'has' : 'have'} no price`
      : null,
  ].filter(Boolean)
  return parts.length > 0 ? `${parts.join(' · ')}.` : null
}

/**
 * The to-buy pieces with price, Shop Now and a Bought tick: what is left to buy, what she bought,
 * and what she passed on ("Not for me"), apart and out of the totals; each piece's alternates
 * under it, with their own ticks (counted once bought, or standing in for a sold-out piece). Totals are given per
 * currency; nothing to add up is zero in the budget's (or the studio's) currency.
 */
export function ShoppingList({
  items,
  budget,
  currency,
  disclosure,
}: {
  items: PublicItem[]
  budget: Price | null
  /** The studio's currency. */
  currency: string
  /** Her affiliate disclosure, when a rule applies to a link here. */
  disclosure: string | null
}) {
  const { get } = useFeedback()
  const main = budget && isAmount(budget) ? budget.currency : currency
  const groups = shoppingGroups(
    items,
    (item) => {
      const given = get(`item:${item.id}`)
      return { bought: given?.bought ?? false, passed: given?.reaction === 'no' }
    },
    main,
  )
  const { totals } = groups
  const sum = (money: Money[]) => <TotalsText totals={money} zeroIn={main} />
  const notCounted = notCountedLine(groups.notCounted, groups.unpriced)

  return (
    <section aria-labelledby="shopping-list-title" className="mx-auto max-w-2xl">
      <h2 id="shopping-list-title" className="sr-only">
        Shopping list
      </h2>
      <div className="rounded-2xl border border-line bg-surface p-5 shadow-card">
        <p className="font-display text-2xl text-pretty">To buy {sum(totals.toBuy)}</p>
        <dl
          className={`mt-3 grid gap-3 text-sm ${budget ? 'grid-cols-2 sm:grid-cols-5' : 'grid-cols-3'}`}
        >
          {budget ? (
            <Figure label="Budget">
              <PriceText price={budget} />
            </Figure>
          ) : null}
          <Figure label="Total">{sum(totals.total)}</Figure>
          <Figure label="Spent">{sum(totals.spent)}</Figure>
          {budget && isAmount(budget) ? (
            <Figure label="Left of your budget">
              <LeftOfBudget budget={budget} spent={totals.spent} />
            </Figure>
          ) : null}
          <Figure label="Still to buy">{sum(totals.toBuy)}</Figure>
        </dl>
        {notCounted ? <p className="mt-3 text-sm text-muted">{notCounted}</p> : null}
        {disclosure ? <p className="mt-3 text-xs text-muted">{disclosure}</p> : null}
      </div>

      <Group
        title="To buy"
        items={groups.toBuy}
        alternatesOf={groups.alternatesOf}
        empty={
          groups.bought.length > 0 ? 'Everything on your list is bought.' : 'Nothing left to buy.'
        }
      />
      <Group title="Bought" items={groups.bought} alternatesOf={groups.alternatesOf} />
      <Group title="You passed on" items={groups.passedOn} alternatesOf={groups.alternatesOf} />
    </section>
  )
}
