import type { ReactNode } from 'react'
import { Link, useSearchParams } from 'react-router'

import { buttonClasses } from '~/components/ui/button'
import { Icon } from '~/components/ui/icon'

/** Previous / next page of the Capsules list, keeping the search and client filter. */
export function CapsulePager({
  page,
  pageCount,
  total,
}: {
  page: number
  pageCount: number
  total: number
}) {
  const [searchParams] = useSearchParams()
  if (pageCount <= 1) return null
  const pageLink = (target: number) => {
    const params = new URLSearchParams(searchParams)
    if (target === 1) params.delete('page')
    else params.set('page', String(target))
    const query = params.toString()
    return query ? `?${query}` : '.'
  }
  const step = (target: number, label: ReactNode) => {
    const className = buttonClasses({ variant: 'secondary', size: 'sm' })
    return target < 1 || target > pageCount ? (
      <span aria-disabled="true" className={`${className} opacity-40`}>
        {label}
      </span>
    ) : (
      <Link to={pageLink(target)} className={className}>
        {label}
      </Link>
    )
  }
  return (
    <nav aria-label="Pages" className="mt-8 flex items-center justify-between gap-3">
      {step(
        page - 1,
        <>
          <Icon name="chevron-left" className="size-4" /> Previous
        </>,
      )}
      <p className="text-center text-sm text-muted">
        Page {page} of {pageCount}
        <span className="max-sm:sr-only"> · {total} capsules</span>
      </p>
      {step(
        page + 1,
        <>
          Next <Icon name="chevron-right" className="size-4" />
        </>,
      )}
    </nav>
  )
}
