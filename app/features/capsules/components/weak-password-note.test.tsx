// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { createElement } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'

import { WeakPasswordNote } from './weak-password-note'

afterEach(cleanup)

describe('the weak-password flag on a capsule', () => {
  test('says why, and opens the form to change it', () => {
    const onChange = vi.fn()
    render(createElement(WeakPasswordNote, { weak: 'short', onChange }))
    expect(screen.getByText(/fewer than 8 characters, so it can be guessed/)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Change the password' }))
    expect(onChange).toHaveBeenCalledOnce()
  })

  test('a password set before the rule is flagged as possibly short', () => {
    render(createElement(WeakPasswordNote, { weak: 'maybe', onChange: () => {} }))
    expect(screen.getByText(/set before 8 characters were required/)).toBeTruthy()
  })

  test('a strong password, or none, shows nothing', () => {
    const { container } = render(
      createElement(WeakPasswordNote, { weak: null, onChange: () => {} }),
    )
    expect(container.textContent).toBe('')
  })
})
