// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useCallback } from 'react'
import { createRoutesStub } from 'react-router'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'

import type { FormResult } from '~/lib/form-errors'

import { FormDialog } from './form-dialog'
import { Field } from './ui/field'
import { Input, Textarea } from './ui/input'
import { useSaveFetcher } from './use-save-fetcher'

/** What the next save answers, and what it was sent. */
let answer: () => Promise<FormResult>
let sent: FormData[] = []
/** The elements scrolled into view, in order (jsdom has no layout, so no scrolling). */
let scrolled: Element[] = []

function AddClient() {
  const save = useSaveFetcher(useCallback(() => {}, []))
  const { errors } = save
  return (
    <FormDialog
      onClose={() => {}}
      title="Add Client"
      save={save}
      formId="client-form"
      intent="create-client"
    >
      <Field label="Name" htmlFor="client-name" error={errors.name}>
        <Input id="client-name" name="name" required />
      </Field>
      <Field label="Email" htmlFor="client-email" error={errors.email}>
        <Input id="client-email" name="email" type="email" />
      </Field>
      <Field label="Notes" htmlFor="client-notes" error={errors.notes}>
        <Textarea id="client-notes" name="notes" />
      </Field>
    </FormDialog>
  )
}

const Studio = createRoutesStub([
  {
    path: '/',
    Component: AddClient,
    action: async ({ request }) => {
      sent.push(await request.formData())
      return answer()
    },
  },
])

beforeEach(() => {
  sent = []
  scrolled = []
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this)
  }
})

afterEach(() => {
  cleanup()
  sessionStorage.clear()
})

async function pressCreate() {
  const create = screen.getByRole('button', { name: 'Create' })
  create.focus()
  await act(async () => {
    fireEvent.click(create)
  })
  return create
}

describe('a failed save in a dialog', () => {
  test('puts the first field at fault in view and focuses it, and the browser does not check it first', async () => {
    answer = async () => ({
      errors: { email: 'Enter a valid e-mail address.', notes: 'Too long.' },
    })
    render(<Studio />)
    const email = await screen.findByLabelText('Email')
    fireEvent.change(screen.getByLabelText('Notes'), { target: { value: 'Natural fibres.' } })
    // An empty required name: the server answers, not the browser's bubble.
    expect(email.closest('form')!.noValidate).toBe(true)
    await pressCreate()

    await waitFor(() => expect(document.activeElement).toBe(email))
    expect(email.getAttribute('aria-invalid')).toBe('true')
    expect(scrolled[0]).toBe(email)
    expect(screen.getByText('Enter a valid e-mail address.')).toBeTruthy()
    expect(sent).toHaveLength(1)
  })

  test('shows the form error beside Create, announced, with the focus kept on Create', async () => {
    answer = async () => ({ formError: 'The studio could not save this just now.' })
    render(<Studio />)
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Inès' } })
    const create = await pressCreate()

    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('The studio could not save this just now.')
    // In the dialog's footer, before the buttons, outside the scrolled fields.
    expect(alert.closest('form')).toBeNull()
    expect(alert.compareDocumentPosition(create) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(scrolled).toContain(alert)
    expect(document.activeElement).toBe(create)
  })

  test('while saving, Create keeps the focus and a second press sends nothing', async () => {
    let finish: (result: FormResult) => void = () => {}
    answer = () => new Promise((resolve) => (finish = resolve))
    render(<Studio />)
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Inès' } })
    const create = await pressCreate()
    await waitFor(() => expect(create.getAttribute('aria-busy')).toBe('true'))
    expect((create as HTMLButtonElement).disabled).toBe(false)
    expect(document.activeElement).toBe(create)
    await act(async () => {
      fireEvent.click(create)
    })
    await act(async () => finish({ ok: true }))
    expect(sent).toHaveLength(1)
  })
})

describe('focus is never lost', () => {
  test('a form error with the focus on the page moves it to the submit button', async () => {
    answer = async () => ({ formError: 'Try again.' })
    render(<Studio />)
    fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Inès' } })
    await pressCreate()
    ;(document.activeElement as HTMLElement).blur()
    expect(document.activeElement).toBe(document.body)
    // A second failure while focus is on the body.
    answer = async () => ({ formError: 'Still not saved.' })
    await act(async () => {
      screen.getByRole('button', { name: 'Create' }).click()
    })
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Still not saved.'))
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Create' }))
    vi.restoreAllMocks()
  })
})
