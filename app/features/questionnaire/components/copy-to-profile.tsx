import { useCallback, useState } from 'react'

import { Button } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import { useToast } from '~/components/ui/toast'
import { useSaveFetcher } from '~/components/use-save-fetcher'
import { PROFILE_TARGETS, type ProfileTarget } from '~/lib/questionnaire'

/**
 * "Copy to profile" for one answer: shows her profile's value and the answer (old → new) and
 * copies it once she accepts (the clients feature's `update-profile-field`, with its bounds).
 * Once the profile holds it, says so instead.
 */
export function CopyToProfile({
  field,
  current,
  same,
  value,
  currency,
}: {
  field: ProfileTarget
  current: string
  /** Her profile holds this answer already. */
  same: boolean
  value: string
  currency: string
}) {
  const [asking, setAsking] = useState(false)
  const { toast } = useToast()
  const save = useSaveFetcher(
    useCallback(() => {
      setAsking(false)
      toast(`${PROFILE_TARGETS[field]} copied to her profile`)
    }, [field, toast]),
  )
  if (same) {
    return <span className="mt-1 block text-sm text-muted">In her profile</span>
  }
  const error = save.result?.formError ?? Object.values(save.errors)[0]
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        className="mt-1"
        aria-label={`Copy to profile: ${PROFILE_TARGETS[field]}`}
        onClick={() => setAsking(true)}
      >
        Copy to profile
      </Button>
      <ConfirmDialog
        open={asking}
        title={`Copy to ${PROFILE_TARGETS[field]}?`}
        message={
          <>
            <span className="block text-muted">Now: {current || 'empty'}</span>
            <span className="block">New: {value}</span>
            {error ? (
              <span role="alert" className="mt-3 block text-sm text-danger">
                {error}
              </span>
            ) : null}
          </>
        }
        confirmLabel="Copy to profile"
        destructive={false}
        busy={save.busy}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          void save.fetcher.submit({
            intent: 'update-profile-field',
            field,
            value,
            budgetCurrency: currency,
          })
        }}
      />
    </>
  )
}
