import { useCallback, useEffect, useRef } from 'react'

/** The forms holding unsaved typing right now (open dialogs, Site settings, inline fields). */
const dirtyForms = new Set<symbol>()

/**
 * Marks the calling form as holding unsaved changes while `dirty` is true. Answers `sent`: call it
 * when a save was just sent (a field saved on leaving it for a link), so leaving the page does not
 * ask about it before React has rendered the save under way.
 */
export function useDirtyForm(dirty: boolean) {
  const token = useRef<symbol | null>(null)
  useEffect(() => {
    if (!dirty) return
    const mine = Symbol('dirty form')
    token.current = mine
    dirtyForms.add(mine)
    return () => {
      dirtyForms.delete(mine)
    }
  }, [dirty])
  return useCallback(() => {
    if (token.current) dirtyForms.delete(token.current)
  }, [])
}

export function hasUnsavedChanges(): boolean {
  return dirtyForms.size > 0
}
