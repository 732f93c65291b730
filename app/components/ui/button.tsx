import type { ComponentProps } from 'react'

import { cx } from './cx'
import { Spinner } from './spinner'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger'
export type ButtonSize = 'sm' | 'md' | 'icon'

/** The shared look is the `.btn` component class (app/app.css). */
const base = 'btn'

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-accent text-white shadow-sm hover:not-disabled:bg-accent-strong',
  secondary:
    'border border-line-strong bg-surface text-ink hover:not-disabled:border-ink/30 hover:not-disabled:bg-sunken',
  ghost: 'text-ink hover:not-disabled:bg-sunken',
  danger: 'bg-danger text-white shadow-sm hover:not-disabled:bg-danger/90',
}

/** `md` is always 44px tall; `sm` and `icon` are compact with a mouse but 44px on touch screens. */
const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-9 px-4 text-[13px] pointer-coarse:min-h-11',
  md: 'min-h-11 px-5 text-sm',
  /** A square for an icon alone (its label for screen readers only), like `sm` in height. */
  icon: 'min-h-9 min-w-9 px-2 pointer-coarse:min-h-11 pointer-coarse:min-w-11',
}

export type ButtonClassOptions = {
  variant?: ButtonVariant
  size?: ButtonSize
  className?: string
}

/** The button look as a class string, e.g. for a react-router `Link` that should look like a button. */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  className,
}: ButtonClassOptions = {}): string {
  return cx(base, variants[variant], sizes[size], className)
}

export type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant
  size?: ButtonSize
  /**
   * Shows a spinner before the label while an action is running, and ignores presses meanwhile.
   * Not `disabled`: a disabled button would drop the focus onto the page, away from the form.
   */
  busy?: boolean
}

export function Button({
  variant,
  size,
  busy = false,
  type = 'button',
  disabled,
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled}
      aria-busy={busy || undefined}
      // A press (or Enter in a field of its form) while busy would send the form again.
      onClick={busy ? (event) => event.preventDefault() : onClick}
      className={buttonClasses({ variant, size, className })}
    >
      {busy ? <Spinner /> : null}
      {children}
    </button>
  )
}
