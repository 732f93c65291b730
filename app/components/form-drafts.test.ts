// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { createElement } from 'react'
import { afterEach, describe, expect, test, vi } from 'vitest'

import { clearDrafts, draftKeys, restoreDrafts, saveDrafts } from './form-drafts'
import { Dialog } from './ui/dialog'

/** A dialog's content as the item dialog draws it: a form with an id, a record id and fields. */
function dialogWith(recordId?: string): HTMLElement {
  const root = document.createElement('div')
  root.innerHTML = `
    <form id="item-form">
      ${recordId ? `<input type="hidden" name="id" value="${recordId}">` : ''}
      <input type="hidden" name="intent" value="create-item">
      <input name="name">
      <input type="email" name="email">
      <input type="url" name="link">
      <input type="password" name="password">
      <input type="text" name="capsulePassword" autocomplete="new-password">
      <input type="file" name="photo">
      <textarea name="description"></textarea>
      <select name="category"><option value="">None</option><option>Tops</option></select>
    </form>
    <form><input name="search"></form>`
  document.body.append(root)
  return root
}

const field = (root: HTMLElement, name: string) =>
  root.querySelector<HTMLInputElement>(`[name="${name}"]`)!

afterEach(() => {
  cleanup()
  document.body.innerHTML = ''
  sessionStorage.clear()
  window.history.replaceState(null, '', '/')
  vi.restoreAllMocks()
})

describe('form drafts', () => {
  test('keep the text fields of a form with an id, per page, form and record, never passwords', () => {
    window.history.replaceState(null, '', '/dashboard/capsules/c1')
    const root = dialogWith()
    field(root, 'name').value = 'Silk Blouse'
    field(root, 'email').value = 'zoe@example.com'
    field(root, 'link').value = 'www.shop.com/blouse'
    field(root, 'password').value = 'secret-123'
    // A password shown as text (its eye toggled, or suggested) is still a password.
    field(root, 'capsulePassword').value = 'maple-velvet-harbor'
    field(root, 'description').value = 'Ivory, relaxed fit.'
    root.querySelector('select')!.value = 'Tops'
    field(root, 'search').value = 'not kept: its form has no id'
    saveDrafts(root)

    expect(draftKeys(root)).toEqual(['draft:/dashboard/capsules/c1:item-form:new'])
    const kept = JSON.parse(sessionStorage.getItem('draft:/dashboard/capsules/c1:item-form:new')!)
    expect(kept).toEqual({
      name: 'Silk Blouse',
      email: 'zoe@example.com',
      link: 'www.shop.com/blouse',
      description: 'Ivory, relaxed fit.',
      category: 'Tops',
    })
    expect(sessionStorage.length).toBe(1)
  })

  test('come back into the same form opened again, and answer the first field restored', () => {
    const first = dialogWith('item-7')
    field(first, 'name').value = 'Wool Coat'
    field(first, 'description').value = 'Camel'
    saveDrafts(first)
    first.remove()

    const again = dialogWith('item-7')
    const restored = restoreDrafts(again)
    expect(restored).toBe(field(again, 'name'))
    expect(field(again, 'name').value).toBe('Wool Coat')
    expect(field(again, 'description').value).toBe('Camel')
    expect(field(again, 'password').value).toBe('')

    // Another record's form starts empty.
    again.remove()
    const other = dialogWith('item-8')
    expect(restoreDrafts(other)).toBeNull()
    expect(field(other, 'name').value).toBe('')
  })

  test('are forgotten once the dialog closes', () => {
    const root = dialogWith()
    field(root, 'name').value = 'Linen Dress'
    saveDrafts(root)
    clearDrafts(draftKeys(root))
    expect(sessionStorage.length).toBe(0)
    root.remove()
    expect(restoreDrafts(dialogWith())).toBeNull()
  })

  test('a draft that cannot be read or stored leaves the form as it is', () => {
    const root = dialogWith()
    sessionStorage.setItem('draft:/:item-form:new', '{not json')
    expect(restoreDrafts(root)).toBeNull()

    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    field(root, 'name').value = 'Still here'
    expect(() => saveDrafts(root)).not.toThrow()
    expect(field(root, 'name').value).toBe('Still here')
  })
})

/** A dialog holding the item form, as the dashboard opens it (JSX-free: this file is .ts). */
function ItemDialog({ onClose }: { onClose: () => void }) {
  return createElement(
    Dialog,
    { open: true, onClose, title: 'Add New Item' },
    createElement(
      'form',
      { id: 'item-form' },
      createElement('label', { htmlFor: 'item-name' }, 'Item Name'),
      createElement('input', { id: 'item-name', name: 'name' }),
      createElement('label', { htmlFor: 'item-brand' }, 'Brand'),
      createElement('input', { id: 'item-brand', name: 'brand' }),
    ),
  )
}

describe('a dialog with a form', () => {
  test('keeps what is typed, gives it back after a reload, and asks before discarding it', () => {
    const onClose = vi.fn()
    const first = render(createElement(ItemDialog, { onClose }))
    const name = screen.getByLabelText<HTMLInputElement>('Item Name')
    fireEvent.input(name, { target: { value: 'Silk Blouse' } })
    expect(sessionStorage.getItem('draft:/:item-form:new')).toContain('Silk Blouse')

    // A reload: the page (and the dialog) are drawn afresh while the draft is still kept.
    const kept = sessionStorage.getItem('draft:/:item-form:new')!
    first.unmount()
    sessionStorage.setItem('draft:/:item-form:new', kept)
    render(createElement(ItemDialog, { onClose }))
    expect(screen.getByLabelText<HTMLInputElement>('Item Name').value).toBe('Silk Blouse')

    // Restored, it counts as typed: Escape asks first, and nothing is closed yet.
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(screen.getByRole('dialog', { name: 'Discard your changes?' })).toBeTruthy()
    expect(onClose).not.toHaveBeenCalled()
  })

  test('forgets the draft once it closes', () => {
    const view = render(createElement(ItemDialog, { onClose: () => {} }))
    fireEvent.input(screen.getByLabelText('Brand'), { target: { value: 'Sézane' } })
    expect(sessionStorage.length).toBe(1)
    view.unmount()
    expect(sessionStorage.length).toBe(0)
  })
})
