import { usePriceCurrency } from '~/components/price-currency'
import { cx } from '~/components/ui/cx'
import { Input, Select } from '~/components/ui/input'
import type { FieldErrors } from '~/lib/form-errors'

/**
 * The inputs of one quick-edit row: name, brand, category, colour, size and price, in Tab
 * order, each with its own label and error, in one line on wide screens. An empty name waiting
 * for hers is highlighted and says so (`needsName`).
 */
export function QuickEditFields({
  idPrefix,
  values,
  categories,
  errors,
  needsName = false,
}: {
  idPrefix: string
  /** What the fields start with. */
  values: Record<string, string>
  categories: string[]
  errors: FieldErrors
  needsName?: boolean
}) {
  const currency = usePriceCurrency()
  const messageOf = (key: string) =>
    errors[key] ?? (key === 'name' && needsName ? 'Needs a name' : undefined)
  const field = (key: string, label: string, control: React.ReactNode, wide = false) => (
    <div className={wide ? 'min-w-0 sm:col-span-2 lg:col-span-1' : 'min-w-0'}>
      <label htmlFor={`${idPrefix}-${key}`} className="mb-1 block text-xs font-medium text-muted">
        {label}
      </label>
      {control}
      {messageOf(key) ? (
        <p
          id={`${idPrefix}-${key}-error`}
          className={cx('mt-1 text-xs', errors[key] ? 'text-danger' : 'font-medium text-amber-800')}
        >
          {messageOf(key)}
        </p>
      ) : null}
    </div>
  )
  const describedBy = (key: string) => (messageOf(key) ? `${idPrefix}-${key}-error` : undefined)
  const text = (key: string, maxLength: number, placeholder?: string) => (
    <Input
      id={`${idPrefix}-${key}`}
      name={key}
      maxLength={maxLength}
      defaultValue={values[key] ?? ''}
      placeholder={placeholder}
      autoComplete="off"
      aria-invalid={errors[key] ? true : undefined}
      aria-describedby={describedBy(key)}
      className={
        key === 'name' && needsName && !errors[key]
          ? 'border-amber-600 bg-amber-50 ring-[3px] ring-amber-200'
          : undefined
      }
    />
  )

  return (
    <div className="grid min-w-0 flex-1 grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-[minmax(0,2fr)_repeat(5,minmax(0,1fr))]">
      {field('name', 'Name', text('name', 120), true)}
      {field('brand', 'Brand', text('brand', 80))}
      {field(
        'category',
        'Category',
        <Select id={`${idPrefix}-category`} name="category" defaultValue={values.category ?? ''}>
          <option value="">None</option>
          {categories.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </Select>,
      )}
      {field('color', 'Color', text('color', 60))}
      {field('size', 'Size', text('size', 40))}
      {field(
        'price',
        `Price (${currency})`,
        <>
          {text('price', 40, '120')}
          <input type="hidden" name="priceCurrency" value={currency} />
        </>,
      )}
    </div>
  )
}
