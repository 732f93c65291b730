// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'

import { ToastProvider } from '~/components/ui/toast'
import type { Feedback, Reaction } from '~/lib/feedback'

import { FeedbackProvider, useFeedback } from './feedback-context'

/** What /capsule/{id}/feedback brings beside the feedback: no conversation yet. */
const NO_CONVERSATION = { threads: [], mail: { hasAddress: false, off: false }, studio: 'Atelier' }

const TARGET = 'item:coat'

const entry = (change: Partial<Feedback>): Feedback => ({
  target: TARGET,
  reaction: null,
  bought: false,
  updatedAt: '2026-11-25T10:00:00.000Z',
  ...change,
})

/** A response the test answers when it chooses: what the network would do, in any order. */
function deferred() {
  let answer!: (response: Response) => void
  const response = new Promise<Response>((resolve) => (answer = resolve))
  return { response, answer }
}

/** What a reaction button reads and does, reduced to text and two buttons. */
function Reactions({ saved }: { saved: (ok: boolean) => void }) {
  const feedback = useFeedback()
  const tap = (reaction: Reaction) => feedback.save(TARGET, { reaction }).then(saved)
  return (
    <div>
      <p>Reaction: {feedback.get(TARGET)?.reaction ?? 'none'}</p>
      <p>{feedback.canGiveFeedback ? 'May answer' : 'Read only'}</p>
      <button onClick={() => void tap('love')}>Love</button>
      <button onClick={() => void tap('no')}>No</button>
    </div>
  )
}

function show(preview = false) {
  const saved = vi.fn()
  render(
    <ToastProvider>
      <FeedbackProvider capsuleId="capsule-1" preview={preview}>
        <Reactions saved={saved} />
      </FeedbackProvider>
    </ToastProvider>,
  )
  return saved
}

const tap = (name: string) => act(async () => screen.getByRole('button', { name }).click())
const reaction = () => screen.getByText(/^Reaction:/).textContent

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('the client’s feedback on her page', () => {
  test('what she gave earlier arrives after the page, and a tap shows at once, before the server answers', async () => {
    const post = deferred()
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) =>
        init?.method === 'POST'
          ? post.response
          : Response.json({
              ...NO_CONVERSATION,
              canGiveFeedback: true,
              feedback: [entry({ reaction: 'no' })],
            }),
      ),
    )
    const saved = show()
    expect(await screen.findByText('Reaction: no')).toBeTruthy()

    await tap('Love')
    expect(reaction()).toBe('Reaction: love')
    await act(async () => post.answer(Response.json({ feedback: entry({ reaction: 'love' }) })))
    expect(reaction()).toBe('Reaction: love')
    expect(saved).toHaveBeenCalledWith(true)
  })

  test('a save that fails is taken back, and she is told why in the server’s words', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) =>
        init?.method === 'POST'
          ? Response.json(
              { error: 'Too many answers at once. Please wait a minute.' },
              { status: 429 },
            )
          : Response.json({
              ...NO_CONVERSATION,
              canGiveFeedback: true,
              feedback: [entry({ reaction: 'no' })],
            }),
      ),
    )
    const saved = show()
    await screen.findByText('Reaction: no')

    await tap('Love')
    expect(reaction()).toBe('Reaction: no')
    expect(saved).toHaveBeenCalledWith(false)
    const alert = await screen.findByRole('alert')
    expect(
      await within(alert).findByText('Too many answers at once. Please wait a minute.'),
    ).toBeTruthy()
  })

  test('an older answer arriving late never overwrites a newer tap', async () => {
    const first = deferred()
    const second = deferred()
    const posts = [first, second]
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) =>
        init?.method === 'POST'
          ? posts.shift()!.response
          : Response.json({ ...NO_CONVERSATION, canGiveFeedback: true, feedback: [] }),
      ),
    )
    show()
    await screen.findByText('May answer')

    await tap('Love')
    await tap('No')
    await act(async () => second.answer(Response.json({ feedback: entry({ reaction: 'no' }) })))
    await act(async () => first.answer(Response.json({ feedback: entry({ reaction: 'love' }) })))
    expect(reaction()).toBe('Reaction: no')
  })

  test('a tap made while her earlier feedback is still loading wins over what loads', async () => {
    const load = deferred()
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) =>
        init?.method === 'POST'
          ? Response.json({ feedback: entry({ reaction: 'love' }) })
          : load.response,
      ),
    )
    show()
    await tap('Love')
    await act(async () =>
      load.answer(
        Response.json({
          ...NO_CONVERSATION,
          canGiveFeedback: true,
          feedback: [entry({ reaction: 'no' })],
        }),
      ),
    )
    expect(reaction()).toBe('Reaction: love')
  })

  test('the stylist’s preview reads her client’s feedback and answers nothing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({
          ...NO_CONVERSATION,
          canGiveFeedback: true,
          feedback: [entry({ reaction: 'love' })],
        }),
      ),
    )
    show(true)
    expect(await screen.findByText('Reaction: love')).toBeTruthy()
    expect(screen.getByText('Read only')).toBeTruthy()
  })
})
