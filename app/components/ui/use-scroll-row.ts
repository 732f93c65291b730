import { type CSSProperties, useEffect, useState } from 'react'

/** How far an edge fades out where the row goes on beyond the window. */
const FADE_PX = 32

/**
 * A row that scrolls sideways when it does not fit (tabs, the studio's sections on a phone): an
 * edge with more beyond it fades out, so nothing looks cut off, and the current entry
 * (`aria-current="page"` or `aria-selected="true"`) is brought into view, clear of the fade,
 * whenever `current` changes. Answers the scrolling element's callback ref and its style.
 */
export function useScrollRow<T extends HTMLElement>(current: unknown) {
  const [row, setRow] = useState<T | null>(null)
  const [edges, setEdges] = useState({ start: false, end: false })

  useEffect(() => {
    if (!row) return
    const update = () => {
      const start = row.scrollLeft > 1
      const end = row.scrollLeft + row.clientWidth < row.scrollWidth - 1
      setEdges((was) => (was.start === start && was.end === end ? was : { start, end }))
    }
    update()
    row.addEventListener('scroll', update, { passive: true })
    const observer = new ResizeObserver(update)
    observer.observe(row)
    return () => {
      row.removeEventListener('scroll', update)
      observer.disconnect()
    }
  }, [row])

  useEffect(() => {
    const entry = row?.querySelector('[aria-current="page"], [aria-selected="true"]')
    if (!row || !entry || row.scrollWidth <= row.clientWidth) return
    const rowBox = row.getBoundingClientRect()
    const box = entry.getBoundingClientRect()
    if (box.left < rowBox.left + FADE_PX) {
      row.scrollBy({ left: box.left - rowBox.left - FADE_PX, behavior: 'instant' })
    } else if (box.right > rowBox.right - FADE_PX) {
      row.scrollBy({ left: box.right - rowBox.right + FADE_PX, behavior: 'instant' })
    }
  }, [row, current])

  const style: CSSProperties | undefined =
    edges.start || edges.end
      ? {
          maskImage: `linear-gradient(to right, ${
            edges.start ? `transparent, #000 ${FADE_PX}px` : '#000'
          }, ${edges.end ? `#000 calc(100% - ${FADE_PX}px), transparent` : '#000'})`,
        }
      : undefined
  return [setRow, style] as const
}
