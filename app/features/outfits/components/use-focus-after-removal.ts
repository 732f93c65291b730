import { useLayoutEffect, useRef } from 'react'

/**
 * For a list entry that disappears while focus is inside it (an item added from the picker, or
 * removed from the outfit): moves the focus to the next entry's first button, else the previous
 * one's, else to `fallback` (a selector searched from the nearest `within` ancestor), so keyboard
 * users are not dropped at the top of the page.
 */
export function useFocusAfterRemoval<T extends HTMLElement>(within: string, fallback: string) {
  const ref = useRef<T | null>(null)
  useLayoutEffect(() => {
    const node = ref.current
    // Layout-effect cleanup runs while the entry is still in the document.
    return () => {
      if (!node?.isConnected || !node.contains(document.activeElement)) return
      const sibling = node.nextElementSibling ?? node.previousElementSibling
      const target =
        sibling?.querySelector<HTMLElement>('button') ??
        node.closest(within)?.querySelector<HTMLElement>(fallback)
      target?.focus()
    }
  }, [within, fallback])
  return ref
}
