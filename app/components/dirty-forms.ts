import { useEffect } from 'react'

/** The forms holding unsaved typing right now (open dialogs, Site settings, inline fields). */
const dirtyForms = new Set<symbol>()

/** Marks the calling form as holding unsaved changes while `dirty` is true. */
export function useDirtyForm(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return
    const token = Symbol('dirty form')
    dirtyForms.add(token)
    return () => {
      dirtyForms.delete(token)
    }
  }, [dirty])
}

export function hasUnsavedChanges(): boolean {
  return dirtyForms.size > 0
}
