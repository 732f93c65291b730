import { useCallback, useEffect } from 'react'
import { type BlockerFunction, useBlocker } from 'react-router'

import { hasUnsavedChanges } from './dirty-forms'
import { ConfirmDialog } from './ui/confirm-dialog'

/**
 * The one guard of a layout: while any form holds unsaved changes, leaving for another page asks
 * first, and so do closing or reloading the tab (the browser's own prompt).
 */
export function UnsavedChangesGuard() {
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (hasUnsavedChanges()) event.preventDefault()
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => window.removeEventListener('beforeunload', onBeforeUnload)
  }, [])

  const blocker = useBlocker(
    useCallback<BlockerFunction>(
      ({ currentLocation, nextLocation }) =>
        hasUnsavedChanges() && currentLocation.pathname !== nextLocation.pathname,
      [],
    ),
  )

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Leave without saving?"
      message="What you typed has not been saved yet and will be lost."
      confirmLabel="Leave"
      cancelLabel="Stay"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  )
}
