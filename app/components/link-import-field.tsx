import type { FormEvent } from 'react'
import { useEffect, useId, useRef, useState } from 'react'

import { Button } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { Icon } from '~/components/ui/icon'
import { Input } from '~/components/ui/input'
import { isLinkImport, type LinkImport } from '~/lib/link-import'
import type { StoredPhoto } from '~/lib/photo-urls'

const IMPORT_URL = '/dashboard/link-import'
const OFFLINE = 'We couldn’t reach Capsule Studio. Check your connection and try again.'

/**
 * "Fill from a shop link": the server reads the product page and this fills the item form
 * (`formId`) with what it found, for the stylist to check before saving; the product photo
 * arrives as an upload (`onPhoto`). Nothing is saved by the fetch alone. Its own small form,
 * so Enter here reads the link rather than saving the item.
 */
export function LinkImportField({
  formId,
  onPhoto,
  autoFocus = false,
}: {
  formId: string
  onPhoto: (photo: { id: string; photo: StoredPhoto; label: string }) => void
  autoFocus?: boolean
}) {
  const id = useId()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [done, setDone] = useState<{ host: string; notices: string[] } | null>(null)
  const request = useRef<AbortController | null>(null)
  // What the previous fill wrote, so the next one can take back what it no longer says.
  const filled = useRef<Record<string, string>>({})

  useEffect(() => () => request.current?.abort(), [])

  function fill(imported: LinkImport) {
    const form = document.getElementById(formId)
    if (!(form instanceof HTMLFormElement)) return
    const field = (name: string) => {
      const element = form.elements.namedItem(name)
      return element instanceof HTMLInputElement ||
        element instanceof HTMLTextAreaElement ||
        element instanceof HTMLSelectElement
        ? element
        : null
    }
    // Told as if typed, so fields that follow what is typed (an amount's hint) follow it too.
    const write = (element: NonNullable<ReturnType<typeof field>>, value: string) => {
      element.value = value
      element.dispatchEvent(
        new Event(element instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
      )
    }
    for (const [name, value] of Object.entries(filled.current)) {
      const element = field(name)
      // A select keeps its choice (it has no empty one): the next fill sets it when it knows.
      if (
        element &&
        !(element instanceof HTMLSelectElement) &&
        element.value === value &&
        !(name in imported.fields)
      ) {
        write(element, '')
      }
    }
    for (const [name, value] of Object.entries(imported.fields)) {
      const element = field(name)
      if (element) write(element, value)
    }
    filled.current = imported.fields
    if (imported.photo) onPhoto({ ...imported.photo, label: 'Photo from the shop' })
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const body = new FormData(event.currentTarget)
    request.current?.abort()
    const controller = new AbortController()
    request.current = controller
    setBusy(true)
    setError(null)
    setDone(null)
    try {
      const response = await fetch(IMPORT_URL, {
        method: 'POST',
        body,
        headers: { Accept: 'application/json' },
        signal: controller.signal,
      })
      const answer: unknown = await response.json().catch(() => null)
      if (response.ok && isLinkImport(answer)) {
        fill(answer)
        setDone({ host: new URL(answer.fields.link).host, notices: answer.notices })
      } else {
        const message =
          answer && typeof answer === 'object' && 'error' in answer ? String(answer.error) : null
        setError(message ?? OFFLINE)
      }
    } catch {
      if (!controller.signal.aborted) setError(OFFLINE)
    } finally {
      if (request.current === controller) {
        request.current = null
        setBusy(false)
      }
    }
  }

  return (
    // Checked by the server (`www.shop.com/…` is taken without its https://): its message, never
    // the browser's bubble.
    <form
      onSubmit={onSubmit}
      noValidate
      className="mb-5 rounded-xl border border-line bg-sunken/50 p-4"
    >
      <Field
        label="Fill from a shop link"
        htmlFor={`${id}-url`}
        error={error}
        hint="Paste a product page: its name, brand, price, photo and more fill the form for you to check."
      >
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={`${id}-url`}
            name="url"
            type="url"
            inputMode="url"
            required
            maxLength={2000}
            placeholder="https://"
            autoComplete="off"
            data-autofocus={autoFocus ? true : undefined}
          />
          <Button type="submit" variant="secondary" busy={busy} className="shrink-0">
            <Icon name="link-2" className="size-4" /> {busy ? 'Reading…' : 'Fill'}
          </Button>
        </div>
      </Field>
      <div aria-live="polite">
        {done ? (
          <div className="mt-3 text-sm">
            <p className="flex items-center gap-1.5 text-success">
              <Icon name="circle-check" className="size-4 shrink-0" />
              Filled from {done.host}. Check the details, then save.
            </p>
            {done.notices.map((notice) => (
              <p key={notice} className="mt-1 text-muted">
                {notice}
              </p>
            ))}
          </div>
        ) : null}
      </div>
    </form>
  )
}
