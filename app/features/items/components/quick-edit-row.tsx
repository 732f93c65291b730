import type { FocusEvent, FormEvent, ReactNode, Ref } from 'react'
import { useEffect, useImperativeHandle, useRef, useState } from 'react'
import { useFetcher } from 'react-router'

import { useDirtyForm } from '~/components/dirty-forms'
import { Button } from '~/components/ui/button'
import { Icon } from '~/components/ui/icon'
import { Spinner } from '~/components/ui/spinner'
import type { FieldErrors, FormResult } from '~/lib/form-errors'

import type { BatchEntry } from './batch-storage'
import { QuickEditFields } from './quick-edit-fields'

export const NAME_MISSING = 'Enter the item name.'

/** What Save all asks of a row. */
export type QuickEditHandle = {
  /** Saves the row if it holds anything unsaved; a row without a name says so instead. */
  save: () => 'sent' | 'saved' | 'needs-name'
  /** Brings the name field into view and focuses it. */
  focusName: () => void
}

type Answer = FormResult & { itemId?: string }

/**
 * A new item's row of the quick-edit grid. A photo whose file named it becomes an item at once;
 * one without a name waits, highlighted, for hers, and becomes an item when she saves it. The row
 * saves on its own when focus leaves it with something changed (or on Enter, Save, or Save all),
 * and shows whether that worked; a failed save keeps what was typed, and leaving the page with
 * an unsaved row asks first. What she types is reported (`onChange`) to be kept over a reload.
 */
export function QuickEditRow({
  entry,
  categories,
  thumb,
  onChange,
  onSaved,
  ref,
}: {
  entry: BatchEntry
  categories: string[]
  thumb: ReactNode
  onChange: (values: Record<string, string>) => void
  onSaved: (change: { itemId?: string; unsaved: boolean }) => void
  ref: Ref<QuickEditHandle>
}) {
  const save = useFetcher<Answer>()
  const formRef = useRef<HTMLFormElement>(null)
  const [values] = useState(() => entry.values ?? { name: entry.name })
  const [title, setTitle] = useState(values.name ?? '')
  const [nameMissing, setNameMissing] = useState(false)
  // The values after the latest change, and those sent with the latest save.
  const [current, setCurrent] = useState<string | null>(entry.unsaved ? 'restored' : null)
  const [submitted, setSubmitted] = useState<string | null>(null)
  const itemId = entry.itemId

  const snapshot = () => new URLSearchParams(new FormData(formRef.current!) as never).toString()
  const fieldValues = () =>
    Object.fromEntries(
      Array.from(new FormData(formRef.current!).entries()).filter(
        (pair): pair is [string, string] => typeof pair[1] === 'string',
      ),
    )
  const nameOf = () =>
    (formRef.current?.elements.namedItem('name') as HTMLInputElement | null)?.value.trim() ?? ''

  // Sent: from the moment it goes (the router may start the fetch a moment later) until the
  // answer, so a row never reads "Saved" before its save has been answered. It holds the answer
  // shown when it went: a new answer ends it even if the fetcher was never drawn busy (the
  // router draws its states in transitions, and a quick answer can land in the same one).
  const [sending, setSending] = useState<{ before: Answer | undefined } | null>(null)
  if (sending && (save.state !== 'idle' || save.data !== sending.before)) setSending(null)
  const busy = save.state !== 'idle' || sending !== null
  const result = busy ? undefined : save.data
  const failed = result !== undefined && !result.ok
  const made = Boolean(itemId)
  const dirty = !made || (current !== null && !(result?.ok && submitted === current))
  // Leaving the page asks while a change is unsaved (a save on its way counts as saved: leaving
  // the row to follow a link is what sends it).
  const sentSave = useDirtyForm((dirty && !busy) || failed)

  // A photo that came with a name becomes an item at once (once).
  const asked = useRef(false)
  const autoCreate = !made && Boolean(entry.name) && !entry.values
  useEffect(() => {
    if (asked.current || !autoCreate) return
    asked.current = true
    submit()
  })

  // The answer: the item made, and whether what is in the row now is saved.
  const reported = useRef<Answer | undefined>(undefined)
  useEffect(() => {
    if (busy || !save.data?.ok || reported.current === save.data) return
    reported.current = save.data
    onSaved({ itemId: save.data.itemId ?? itemId, unsaved: submitted !== current })
  }, [busy, save.data, itemId, submitted, current, onSaved])

  function submit() {
    const sent = snapshot()
    setSending({ before: save.data })
    setSubmitted(sent)
    setCurrent(sent)
    void save.submit(formRef.current, { method: 'post' })
    sentSave()
  }

  useImperativeHandle(ref, () => ({
    save: () => {
      if (!nameOf()) {
        setNameMissing(true)
        return 'needs-name'
      }
      if (!dirty && !failed) return 'saved'
      if (!busy) submit()
      return 'sent'
    },
    focusName: () => {
      const input = formRef.current?.elements.namedItem('name')
      if (!(input instanceof HTMLInputElement)) return
      input.scrollIntoView({ block: 'center' })
      input.focus()
    },
  }))

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    submit()
  }

  function onBlur(event: FocusEvent<HTMLFormElement>) {
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) {
      return
    }
    // A row still without a name waits for one (Save all says which).
    if ((dirty || failed) && nameOf()) submit()
  }

  const errors: FieldErrors = { ...(result && !result.ok ? result.errors : {}) }
  if (nameMissing && !errors.name) errors.name = NAME_MISSING

  let state: ReactNode
  if (busy) {
    state = (
      <>
        <Spinner className="size-4" /> Saving…
      </>
    )
  } else if (failed) {
    state = (
      <span className="flex items-center gap-1.5 text-danger">
        <Icon name="circle-alert" className="size-4" />
        {result?.formError ?? 'Not saved: check the fields.'}
      </span>
    )
  } else if (dirty) {
    state = <span className="text-muted">Not saved yet</span>
  } else {
    state = (
      <span className="flex items-center gap-1.5 text-success">
        <Icon name="circle-check" className="size-4" />
        Saved
      </span>
    )
  }

  return (
    <li
      className="rounded-xl border border-line bg-surface p-3"
      aria-label={title || entry.name || entry.fileName}
    >
      <save.Form
        ref={formRef}
        method="post"
        onSubmit={onSubmit}
        onBlur={onBlur}
        onChange={(event) => {
          setCurrent(snapshot())
          onChange(fieldValues())
          const target = event.target as EventTarget
          if (target instanceof HTMLInputElement && target.name === 'name') {
            setTitle(target.value)
            setNameMissing(false)
          }
        }}
        className="flex flex-col gap-3 lg:flex-row lg:items-start"
      >
        <input
          type="hidden"
          name="intent"
          value={made ? 'quick-edit-item' : 'create-item-from-upload'}
        />
        {made ? (
          <input type="hidden" name="id" value={itemId} />
        ) : (
          <>
            <input type="hidden" name="uploadId" value={entry.upload?.id ?? ''} />
            <input type="hidden" name="photoKey" value={entry.upload?.photo.key ?? ''} />
          </>
        )}
        <div className="flex items-center gap-3 lg:pt-6">{thumb}</div>
        <QuickEditFields
          idPrefix={`quick-${entry.key}`}
          values={values}
          categories={categories}
          errors={errors}
          needsName={!title.trim()}
        />
        <div className="flex items-center justify-between gap-3 lg:pt-6">
          <p aria-live="polite" className="flex min-h-9 items-center gap-1.5 text-sm lg:w-28">
            {state}
          </p>
          <Button type="submit" variant="secondary" size="sm" disabled={busy}>
            Save
          </Button>
        </div>
      </save.Form>
    </li>
  )
}
