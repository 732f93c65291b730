import type { ComponentProps, ReactNode } from 'react'

import { cx } from './cx'
import { useFieldControlProps, useFieldLength } from './field-context'
import { Icon } from './icon'

/**
 * Shared look of text-like controls. 16px text on phones stops iOS from zooming on focus.
 * Focus shows an accent border plus a soft ring; `aria-invalid="true"` turns both red.
 */
const controlClasses =
  'block w-full min-h-11 rounded-lg border border-line bg-surface px-3.5 py-2.5 text-base text-ink shadow-xs ' +
  'transition-[border-color,box-shadow] duration-150 placeholder:text-muted/70 sm:text-sm ' +
  'hover:border-line-strong focus:border-accent focus:outline-hidden focus:ring-[3px] focus:ring-accent/25 ' +
  'aria-invalid:border-danger aria-invalid:focus:ring-danger/20 ' +
  'disabled:cursor-not-allowed disabled:bg-sunken disabled:text-muted'

/** Both handlers, the caller's first (either may be missing). */
function chain<E>(first?: (event: E) => void, second?: (event: E) => void) {
  return first && second
    ? (event: E) => {
        first(event)
        second(event)
      }
    : (first ?? second)
}

export type InputProps = ComponentProps<'input'>

export function Input({ className, maxLength, onInput, ...props }: InputProps) {
  const fieldProps = useFieldControlProps(props)
  const length = useFieldLength(maxLength)
  return (
    <input
      {...props}
      {...fieldProps}
      maxLength={length.maxLength}
      onInput={chain(onInput, length.onInput)}
      className={cx(controlClasses, className)}
    />
  )
}

export type TextareaProps = ComponentProps<'textarea'>

export function Textarea({ className, rows = 4, maxLength, onInput, ...props }: TextareaProps) {
  const fieldProps = useFieldControlProps(props)
  const length = useFieldLength(maxLength)
  return (
    <textarea
      {...props}
      {...fieldProps}
      maxLength={length.maxLength}
      onInput={chain(onInput, length.onInput)}
      rows={rows}
      className={cx(controlClasses, 'resize-y leading-relaxed', className)}
    />
  )
}

export type SelectProps = ComponentProps<'select'> & {
  /** Classes for the wrapper that positions the chevron (e.g. a width); `className` styles the select. */
  containerClassName?: string
}

/** A native select (best on phones) with a custom chevron. */
export function Select({ className, containerClassName, children, ...props }: SelectProps) {
  const fieldProps = useFieldControlProps(props)
  return (
    <div className={cx('relative', containerClassName)}>
      <select
        {...props}
        {...fieldProps}
        className={cx(controlClasses, 'cursor-pointer appearance-none pr-10', className)}
      >
        {children}
      </select>
      <Icon
        name="chevron-down"
        className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-muted"
      />
    </div>
  )
}

export type CheckboxProps = Omit<ComponentProps<'input'>, 'type'> & {
  label: ReactNode
}

/**
 * A native checkbox with a custom box; the whole label row is the (44px tall) click target.
 * `className` styles that label row; the other props go to the `<input>`.
 */
export function Checkbox({ label, className, ...props }: CheckboxProps) {
  return (
    <label
      className={cx(
        'inline-flex min-h-11 cursor-pointer items-start gap-3 py-3 text-sm leading-5 text-ink',
        'has-disabled:cursor-not-allowed has-disabled:opacity-60',
        className,
      )}
    >
      <span className="grid size-5 shrink-0 place-items-center">
        <input
          {...props}
          type="checkbox"
          className={cx(
            'peer col-start-1 row-start-1 size-5 cursor-[inherit] appearance-none rounded-md border border-line-strong bg-surface',
            'transition-colors duration-150 checked:border-accent checked:bg-accent',
            'hover:not-disabled:border-ink/40 checked:hover:not-disabled:border-accent-strong checked:hover:not-disabled:bg-accent-strong',
            'aria-invalid:border-danger',
          )}
        />
        <Icon
          name="check"
          strokeWidth={3}
          className="pointer-events-none col-start-1 row-start-1 size-3.5 text-white opacity-0 peer-checked:opacity-100"
        />
      </span>
      <span className="min-w-0">{label}</span>
    </label>
  )
}
