// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { type ComponentProps, useState } from 'react'
import type * as ReactRouter from 'react-router'
import { afterEach, expect, test, vi } from 'vitest'

import { QuickEditRow } from './quick-edit-row'

/** What the studio answers the row's save. */
let answer: () => unknown

// The router draws a fetcher's states in transitions: when a save is answered before the
// transition showing it on its way has drawn (a failure served from the browser's side, a
// busy phone), the row's next render already holds the answer, its fetcher idle. This fetcher
// answers that way, at once, within the click.
vi.mock('react-router', async (original) => ({
  ...(await original<typeof ReactRouter>()),
  useFetcher: function useAnsweredAtOnce() {
    const [data, setData] = useState<unknown>(undefined)
    return {
      state: 'idle',
      data,
      Form: (props: ComponentProps<'form'>) => <form {...props} />,
      submit: async () => setData(answer()),
    }
  },
}))

afterEach(cleanup)

function Row() {
  return (
    <ul>
      <QuickEditRow
        entry={{
          key: 1,
          fileName: 'wool-coat.jpg',
          name: '',
          status: 'uploaded',
          progress: 1,
          itemId: 'item-1',
          values: { name: 'Camel wool coat' },
          unsaved: true,
        }}
        categories={['Outerwear']}
        thumb={null}
        onChange={() => {}}
        onSaved={() => {}}
        ref={null}
      />
    </ul>
  )
}

test('a save answered before it was drawn as on its way ends in its answer, not in a Saving… that stays', async () => {
  answer = () => ({ formError: 'The studio could not save this just now.' })
  render(<Row />)
  fireEvent.click(screen.getByRole('button', { name: 'Save' }))
  expect(await screen.findByText('The studio could not save this just now.')).toBeTruthy()
  expect(screen.queryByText('Saving…')).toBeNull()
  expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false)
})

test('a second save answered the same way is shown too', async () => {
  answer = () => ({ formError: 'The studio could not save this just now.' })
  render(<Row />)
  fireEvent.click(screen.getByRole('button', { name: 'Save' }))
  await screen.findByText('The studio could not save this just now.')
  answer = () => ({ ok: true, itemId: 'item-1' })
  fireEvent.click(screen.getByRole('button', { name: 'Save' }))
  expect(await screen.findByText('Saved')).toBeTruthy()
})
