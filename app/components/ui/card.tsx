import type { ComponentProps, ElementType, ReactNode } from 'react'

import { cx } from './cx'

export type CardProps<T extends ElementType = 'div'> = {
  /** The element to render, e.g. `'li'`, `'section'`, `'article'` (default `'div'`). */
  as?: T
  className?: string
  children?: ReactNode
} & Omit<ComponentProps<T>, 'as' | 'className' | 'children'>

/** A white surface with a hairline border and soft shadow. No padding: pass it in `className`. */
export function Card<T extends ElementType = 'div'>({
  as,
  className,
  children,
  ...rest
}: CardProps<T>) {
  const Component: ElementType = as ?? 'div'
  return (
    <Component
      {...rest}
      className={cx('rounded-2xl border border-line bg-surface shadow-card', className)}
    >
      {children}
    </Component>
  )
}
