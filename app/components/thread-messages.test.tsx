// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'

import type { Message } from '~/lib/feedback'

import { ThreadMessages } from './thread-messages'

afterEach(cleanup)

const message = (
  id: string,
  author: Message['author'],
  body: string,
  deleted = false,
): Message => ({
  id,
  author,
  body,
  createdAt: '2026-11-25T10:00:00.000Z',
  edited: false,
  deleted,
})

test('a message shows HTML as text, keeps its line breaks, links http(s) only; a deleted one says so', () => {
  const { container } = render(
    <ThreadMessages
      viewer="client"
      names={{ client: 'Margot', stylist: 'Atelier Odile' }}
      isNew={(shown) => shown.id === 'b'}
      messages={[
        message('a', 'client', '<img src=x onerror="alert(1)"><b>bold</b>\nsecond line'),
        message(
          'b',
          'stylist',
          'See https://shop.example/petite. Not javascript:alert(1) nor ftp://files.example',
        ),
        message('c', 'client', '', true),
      ]}
    />,
  )
  expect(container.querySelector('img, b, script')).toBeNull()
  expect(screen.getByText(/<img src=x onerror="alert\(1\)"><b>bold<\/b>/).textContent).toContain(
    '\nsecond line',
  )
  const links = screen.getAllByRole('link')
  expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://shop.example/petite'])
  expect(links[0]!.getAttribute('rel')).toBe('noopener noreferrer nofollow')
  expect(screen.getByText('Message deleted')).toBeTruthy()
  // Only the other side's message is new to her.
  expect(screen.getAllByText('New')).toHaveLength(1)
})
