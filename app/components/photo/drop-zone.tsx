import type { ComponentProps, DragEvent, ReactNode, Ref } from 'react'
import { useEffect, useEffectEvent, useRef, useState } from 'react'

import { cx } from '~/components/ui/cx'
import { Icon } from '~/components/ui/icon'

/**
 * Photos in, three ways: the Choose button (a file picker), dragging files onto the zone, or
 * pasting images anywhere on the page while the zone is mounted (i.e. while its dialog or panel
 * is open). `onFiles` gets the files: every dropped or picked one, only the images of a paste.
 * The button's visible text is `action` (id `${id}-action`), its hint `instructions`
 * (id `${id}-instructions`, the button's description unless `button` says otherwise).
 */
export function DropZone({
  id,
  onFiles,
  multiple = false,
  action,
  instructions,
  button,
  buttonRef,
  inputLabel,
  testId,
}: {
  id: string
  onFiles: (files: File[]) => void
  multiple?: boolean
  action: ReactNode
  instructions: ReactNode
  /** Extra attributes of the Choose button (its id, accessible name and description). */
  button?: ComponentProps<'button'>
  buttonRef?: Ref<HTMLButtonElement>
  inputLabel?: string
  testId?: string
}) {
  const inputRef = useRef<HTMLInputElement>(null)
  const [dragging, setDragging] = useState(false)

  const onPaste = useEffectEvent((event: ClipboardEvent) => {
    if (event.defaultPrevented) return
    const files = Array.from(event.clipboardData?.files ?? []).filter((file) =>
      file.type.startsWith('image/'),
    )
    if (files.length === 0) return
    event.preventDefault()
    onFiles(files)
  })
  useEffect(() => {
    const listener = (event: ClipboardEvent) => onPaste(event)
    document.addEventListener('paste', listener)
    return () => document.removeEventListener('paste', listener)
  }, [])

  function handleDragOver(event: DragEvent<HTMLDivElement>) {
    if (!Array.from(event.dataTransfer.types).includes('Files')) return
    event.preventDefault()
    event.dataTransfer.dropEffect = 'copy'
    setDragging(true)
  }

  function handleDragLeave(event: DragEvent<HTMLDivElement>) {
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) {
      return
    }
    setDragging(false)
  }

  function handleDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault()
    setDragging(false)
    const files = Array.from(event.dataTransfer.files)
    if (files.length > 0) onFiles(files)
  }

  return (
    <div
      onDragOver={handleDragOver}
      onDragEnter={handleDragOver}
      onDragLeave={handleDragLeave}
      onDrop={handleDrop}
      data-testid={testId}
      className={cx(
        'rounded-xl border border-dashed transition-colors duration-150',
        dragging
          ? 'border-accent bg-accent-soft'
          : 'border-line-strong bg-surface hover:border-accent/60 hover:bg-sunken/60',
      )}
    >
      <button
        ref={buttonRef}
        type="button"
        onClick={() => inputRef.current?.click()}
        aria-describedby={`${id}-instructions`}
        {...button}
        className="flex min-h-24 w-full cursor-pointer flex-col items-center justify-center gap-1.5 rounded-xl px-4 py-5 text-center focus-visible:-outline-offset-2"
      >
        <Icon name="image-plus" className="size-6 text-accent" />
        <span id={`${id}-action`} className="text-sm font-medium text-ink">
          {action}
        </span>
        <span id={`${id}-instructions`} className="text-xs text-muted">
          {instructions}
        </span>
      </button>
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        multiple={multiple}
        hidden
        tabIndex={-1}
        aria-label={inputLabel}
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? [])
          // Reset, so choosing the same file again (after an error) still triggers a change.
          event.currentTarget.value = ''
          if (files.length > 0) onFiles(files)
        }}
      />
    </div>
  )
}
