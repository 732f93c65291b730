// The client capsule page's error screen: a missing capsule and a failure are told apart.
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'

import { RequestIdContext } from '~/lib/nonce'

import { ErrorBoundary } from './capsule'

/** What React Router hands the boundary for `throw data('Capsule not found', { status: 404 })`. */
const notFound = {
  status: 404,
  statusText: 'Not Found',
  internal: false,
  data: 'Capsule not found',
}

function render(error: unknown) {
  const Boundary = ErrorBoundary as (props: { error: unknown }) => React.ReactNode
  return renderToStaticMarkup(
    <RequestIdContext value="req-7f3a">
      <Boundary error={error} />
    </RequestIdContext>,
  )
}

describe('the capsule page when it cannot be shown', () => {
  test('a missing capsule says so', () => {
    const html = render(notFound)
    expect(html).toContain('Capsule not found')
    expect(html).not.toContain('Something went wrong')
  })

  test('a failure says that something went wrong, with its reference and a Retry', () => {
    const html = render(new Error('database unreachable'))
    expect(html).toMatch(/<h1[^>]*>Something went wrong<\/h1>/)
    expect(html).toContain('Reference: req-7f3a')
    expect(html).toMatch(/<button[^>]*>.*Try again/)
    expect(html).not.toContain('Capsule not found')
    expect(html).not.toContain('database unreachable')
  })
})
