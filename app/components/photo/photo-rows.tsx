// The rows of the photo field: the photo uploading, picked, kept or to be removed.
import type { ReactNode } from 'react'
import { useState } from 'react'

import { Button } from '~/components/ui/button'
import { Icon } from '~/components/ui/icon'

export function PhotoRow({
  thumb,
  title,
  subtitle,
  action,
  children,
}: {
  thumb: ReactNode
  title: ReactNode
  subtitle?: ReactNode
  action?: ReactNode
  children?: ReactNode
}) {
  return (
    <div className="flex items-center gap-4 rounded-xl border border-line bg-surface p-3">
      {thumb}
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium wrap-anywhere text-ink">{title}</p>
        {subtitle ? <p className="text-xs text-muted">{subtitle}</p> : null}
        {children}
      </div>
      {action ? <div className="shrink-0">{action}</div> : null}
    </div>
  )
}

export function RemoveButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="ghost" size="sm" onClick={onClick}>
      <Icon name="trash-2" />
      {/* Icon only on phones: the row's text keeps the width. */}
      <span className="max-sm:sr-only">Remove photo</span>
    </Button>
  )
}

/**
 * An 80 px square thumbnail. If the browser cannot show `src` (e.g. a HEIC preview outside
 * Safari), it tries `fallbackSrc` (the processed photo), then shows a neutral icon.
 */
export function Thumb({ src, fallbackSrc }: { src: string; fallbackSrc?: string }) {
  const [failed, setFailed] = useState<string[]>([])
  const source = [src, fallbackSrc].find((candidate) => candidate && !failed.includes(candidate))
  if (!source) {
    return (
      <span className="grid size-20 shrink-0 place-items-center rounded-lg bg-sunken text-muted">
        <Icon name="image" className="size-5" />
      </span>
    )
  }
  return (
    <img
      src={source}
      alt=""
      width={80}
      height={80}
      decoding="async"
      onError={() => setFailed((list) => [...list, source])}
      className="size-20 shrink-0 rounded-lg border border-line bg-sunken object-cover"
    />
  )
}
