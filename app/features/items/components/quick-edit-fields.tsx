import { useStudioCurrency } from '~/components/studio-currency'
import { Input, Select } from '~/components/ui/input'
import type { FieldErrors } from '~/lib/form-errors'

/**
 * The inputs of one quick-edit row: name, brand, category, colour, size and price, in Tab
 * order, each with its own label and error, in one line on wide screens.
 */
export function QuickEditFields({
  idPrefix,
  name,
  categories,
  errors,
}: {
  idPrefix: string
  name: string
  categories: string[]
  errors: FieldErrors
}) {
  const currency = useStudioCurrency()
  const field = (key: string, label: string, control: React.ReactNode, wide = false) => (
    <div className={wide ? 'min-w-0 sm:col-span-2 lg:col-span-1' : 'min-w-0'}>
      <label htmlFor={`${idPrefix}-${key}`} className="mb-1 block text-xs font-medium text-muted">
        {label}
      </label>
      {control}
      {errors[key] ? (
        <p id={`${idPrefix}-${key}-error`} className="mt-1 text-xs text-danger">
          {errors[key]}
        </p>
      ) : null}
    </div>
  )
  const describedBy = (key: string) => (errors[key] ? `${idPrefix}-${key}-error` : undefined)
  const text = (key: string, maxLength: number, defaultValue = '', placeholder?: string) => (
    <Input
      id={`${idPrefix}-${key}`}
      name={key}
      maxLength={maxLength}
      defaultValue={defaultValue}
      placeholder={placeholder}
      autoComplete="off"
      aria-invalid={errors[key] ? true : undefined}
      aria-describedby={describedBy(key)}
    />
  )

  return (
    <div className="grid min-w-0 flex-1 grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-[minmax(0,2fr)_repeat(5,minmax(0,1fr))]">
      {field('name', 'Name', text('name', 120, name), true)}
      {field('brand', 'Brand', text('brand', 80))}
      {field(
        'category',
        'Category',
        <Select id={`${idPrefix}-category`} name="category" defaultValue="">
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
          {text('price', 40, '', '120')}
          <input type="hidden" name="priceCurrency" value={currency} />
        </>,
      )}
    </div>
  )
}
