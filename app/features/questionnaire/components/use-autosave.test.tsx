// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { createRoutesStub, Form } from 'react-router'
import { afterEach, beforeEach, expect, test } from 'vitest'

import { useAutosave } from './use-autosave'

/** What each save sent: its answer and the step it asked for (none: an autosave). */
let sent: { answer: string; step: string | null }[] = []

function Step() {
  const autosave = useAutosave()
  return (
    <Form
      method="post"
      onChange={autosave.onChange}
      onBlur={autosave.onBlur}
      onSubmit={autosave.onSubmit}
    >
      <label htmlFor="size">Your size in tops</label>
      <input id="size" name="size" />
      <button type="submit" name="step" value="1">
        Next
      </button>
      <p role="status">{autosave.status}</p>
    </Form>
  )
}

const Questionnaire = createRoutesStub([
  {
    path: '/',
    Component: Step,
    action: async ({ request }) => {
      const form = await request.formData()
      sent.push({ answer: String(form.get('size')), step: form.get('step') as string | null })
      return { ok: true }
    },
  },
])

beforeEach(() => {
  sent = []
})
afterEach(cleanup)

test('leaving a field for another place saves what she typed', async () => {
  render(<Questionnaire />)
  const size = screen.getByLabelText('Your size in tops')
  fireEvent.change(size, { target: { value: 'UK 12' } })
  fireEvent.blur(size, { relatedTarget: document.body })
  await waitFor(() => expect(sent).toEqual([{ answer: 'UK 12', step: null }]))
})

test('leaving it for Next saves once, by Next: no autosave is cut off by the page moving on', async () => {
  render(<Questionnaire />)
  const size = screen.getByLabelText('Your size in tops')
  const next = screen.getByRole('button', { name: 'Next' })
  fireEvent.change(size, { target: { value: 'UK 12' } })
  fireEvent.blur(size, { relatedTarget: next })
  fireEvent.click(next)
  await waitFor(() => expect(sent).toEqual([{ answer: 'UK 12', step: '1' }]))
  // The typing pause that would have saved it too has passed.
  await act(() => new Promise((resolve) => setTimeout(resolve, 1000)))
  expect(sent).toEqual([{ answer: 'UK 12', step: '1' }])
})
