import type { ReactNode } from 'react'
import { useState } from 'react'

import { Field } from '~/components/ui/field'
import { Input, Select } from '~/components/ui/input'
import type { Audience } from '~/lib/audience'
import { amountText, CURRENCIES, isAmount, type Price, readMoney } from '~/lib/money'

const NOT_AN_AMOUNT = 'Not an amount: your client sees it as typed, left out of totals.'

/** What the amount input shows for a stored price: "1500", "165.50", or the text as typed. */
const typedOf = (price: Price | null) =>
  price ? (isAmount(price) ? amountText(price) : price.text) : ''

/**
 * A price or budget: the amount as she types it ("1,500", "165.50", or "€165", whose own
 * currency wins) beside its currency, the studio's by default. Text that is not an amount
 * ("on request") is kept as typed and the hint says it is left out of totals.
 */
export function MoneyField({
  id,
  label,
  name,
  price,
  currency,
  error,
  hint,
  audience,
  placeholder,
  maxLength = 40,
}: {
  id: string
  label: string
  /** The amount's field; the currency's is `${name}Currency`. */
  name: string
  price: Price | null
  /** The currency of a new amount: the capsule's, else the client's, else the studio's. */
  currency: string
  error?: string
  hint?: ReactNode
  /** Who reads it (app/lib/audience.ts), said under it. */
  audience?: Audience
  placeholder?: string
  /** The longest text taken (the server's bound). */
  maxLength?: number
}) {
  const [typed, setTyped] = useState(() => typedOf(price))
  // Her own choice, else the price's, else the default, which may change with the form (the
  // client or capsule chosen in it) until she picks one herself.
  const [picked, setPicked] = useState<string | null>(null)
  const chosen = picked ?? (price && isAmount(price) ? price.currency : currency)
  const reading = readMoney(typed, chosen)
  const unreadable = reading?.ok === false && reading.reason === 'unreadable'
  return (
    <Field
      label={label}
      htmlFor={id}
      error={error}
      hint={unreadable ? NOT_AN_AMOUNT : hint}
      audience={audience}
    >
      <div className="flex gap-2">
        <Input
          id={id}
          name={name}
          maxLength={maxLength}
          defaultValue={typedOf(price)}
          placeholder={placeholder}
          autoComplete="off"
          onInput={(event) => setTyped(event.currentTarget.value)}
          className="min-w-0 flex-1"
        />
        <Select
          id={`${id}-currency`}
          name={`${name}Currency`}
          aria-label="Currency"
          value={chosen}
          onChange={(event) => setPicked(event.currentTarget.value)}
          containerClassName="w-28 shrink-0"
        >
          {CURRENCIES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </Select>
      </div>
    </Field>
  )
}
