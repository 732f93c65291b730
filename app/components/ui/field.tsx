import type { ReactNode } from 'react'
import { useMemo, useState } from 'react'

import type { Audience } from '~/lib/audience'

import { AudienceLine } from './audience'
import { cx } from './cx'
import type { FieldContextValue } from './field-context'
import { FieldContext, useFieldControlProps } from './field-context'
import { Icon } from './icon'
import type { InputProps } from './input'
import { Input } from './input'

export type FieldProps = {
  label: ReactNode
  /** The control's id. `Input`, `Textarea` and `Select` inside the field pick it up automatically. */
  htmlFor?: string
  error?: ReactNode
  hint?: ReactNode
  /** Who reads what is typed here (private by default: see app/lib/audience.ts), said under it. */
  audience?: Audience
  required?: boolean
  children: ReactNode
}

/**
 * Label + control + hint + error. The error gets `id="{htmlFor}-error"` and the hint
 * `id="{htmlFor}-hint"`; `Input`/`Textarea`/`Select` children are given that id,
 * `aria-describedby`, `aria-invalid` and `aria-required` unless they set them themselves.
 */
export function Field({
  label,
  htmlFor,
  error,
  hint,
  audience,
  required = false,
  children,
}: FieldProps) {
  const [tooLong, setTooLong] = useState<number | null>(null)
  const shown = error ?? (tooLong === null ? null : `Use at most ${tooLong} characters.`)
  const hintId = (hint || audience) && htmlFor ? `${htmlFor}-hint` : undefined
  const errorId = shown && htmlFor ? `${htmlFor}-error` : undefined
  const hasError = Boolean(shown)

  const context = useMemo<FieldContextValue>(
    () => ({
      id: htmlFor,
      describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined,
      invalid: hasError,
      required,
      setTooLong,
    }),
    [htmlFor, hintId, errorId, hasError, required],
  )

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={htmlFor} className="text-sm font-medium text-ink">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-accent">
            *
          </span>
        ) : null}
      </label>
      <FieldContext value={context}>{children}</FieldContext>
      {hint || audience ? (
        <p id={hintId} className="text-sm text-muted">
          {audience ? <AudienceLine audience={audience} className="mr-1.5" /> : null}
          {hint}
        </p>
      ) : null}
      {shown ? (
        <p id={errorId} role="alert" className="flex items-start gap-1.5 text-sm text-danger">
          <Icon name="circle-alert" className="mt-0.5 size-4 shrink-0" />
          <span>{shown}</span>
        </p>
      ) : null}
    </div>
  )
}

export type PasswordInputProps = Omit<InputProps, 'type'> & {
  /** Shown as text, when the caller decides (e.g. a suggested password); the toggle still works. */
  visible?: boolean
  onVisibleChange?: (visible: boolean) => void
}

/** A password `Input` with a show/hide toggle inside it on the right. */
export function PasswordInput({
  className,
  disabled,
  visible: shown,
  onVisibleChange,
  ...props
}: PasswordInputProps) {
  const [own, setOwn] = useState(false)
  const visible = shown ?? own
  const toggle = () => {
    setOwn(!visible)
    onVisibleChange?.(!visible)
  }
  const inputId = useFieldControlProps(props).id ?? props.id
  return (
    <div className="relative">
      <Input
        {...props}
        disabled={disabled}
        type={visible ? 'text' : 'password'}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        className={cx('pr-12', className)}
      />
      <button
        type="button"
        onClick={toggle}
        disabled={disabled}
        aria-label={visible ? 'Hide password' : 'Show password'}
        aria-controls={inputId}
        className={cx(
          'absolute inset-y-0 right-0 grid w-11 place-items-center rounded-r-lg text-muted transition-colors',
          'hover:not-disabled:text-ink focus-visible:-outline-offset-4 disabled:cursor-not-allowed',
        )}
      >
        <Icon name={visible ? 'eye-off' : 'eye'} className="size-[18px]" />
      </button>
    </div>
  )
}
