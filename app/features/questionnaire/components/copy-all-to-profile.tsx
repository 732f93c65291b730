import { useCallback, useId, useState } from 'react'

import { Alert } from '~/components/ui/alert'
import { Button } from '~/components/ui/button'
import { Dialog } from '~/components/ui/dialog'
import { useToast } from '~/components/ui/toast'
import { useSaveFetcher } from '~/components/use-save-fetcher'
import { PROFILE_TARGETS, type ProfileTarget } from '~/lib/questionnaire'

export type ProfileChange = { field: ProfileTarget; now: string; value: string }

const answersWord = (count: number) => (count === 1 ? '1 answer' : `${count} answers`)

/**
 * "Copy all to profile": how many answers her profile does not hold yet, and each shown as it
 * would change (now → new) before anything changes; one confirmation copies them all (the
 * clients feature's `update-profile-fields`, with each field's bound). Kept on the page once they
 * are copied, so its dialog closes and says so.
 */
export function CopyAllToProfile({
  changes,
  currency,
}: {
  changes: ProfileChange[]
  currency: string
}) {
  const [open, setOpen] = useState(false)
  const formId = useId()
  const { toast } = useToast()
  const save = useSaveFetcher(
    useCallback(() => {
      setOpen(false)
      toast('Her answers are in her profile')
    }, [toast]),
  )
  const error = save.result?.formError ?? Object.values(save.errors)[0]
  return (
    <>
      {changes.length > 0 ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-sunken px-4 py-3">
          <p className="text-sm text-muted">
            {changes.length === 1
              ? '1 answer differs from her profile.'
              : `${changes.length} answers differ from her profile.`}{' '}
            Her empty fields were filled when she sent them.
          </p>
          <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
            Copy all to profile
          </Button>
        </div>
      ) : null}
      <Dialog
        open={open}
        onClose={() => (save.busy ? undefined : setOpen(false))}
        title="Copy her answers to her profile?"
        description="What her profile says now, and what it will say."
        size="md"
        holdsForm={false}
        footerNote={error ? <Alert tone="error">{error}</Alert> : null}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)} disabled={save.busy}>
              Cancel
            </Button>
            <Button type="submit" form={formId} busy={save.busy}>
              Copy {answersWord(changes.length)}
            </Button>
          </>
        }
      >
        <save.fetcher.Form id={formId} method="post">
          <input type="hidden" name="intent" value="update-profile-fields" />
          <input type="hidden" name="budgetCurrency" value={currency} />
          {changes.map((change) => (
            <span key={change.field} hidden>
              <input type="hidden" name="field" value={change.field} />
              <input type="hidden" name="value" value={change.value} />
            </span>
          ))}
        </save.fetcher.Form>
        <ul className="divide-y divide-line">
          {changes.map((change) => (
            <li key={change.field} className="py-3 first:pt-0 last:pb-0">
              <p className="text-sm font-medium text-ink">{PROFILE_TARGETS[change.field]}</p>
              <p className="text-sm text-muted">Now: {change.now || 'empty'}</p>
              <p className="text-sm break-words">New: {change.value}</p>
            </li>
          ))}
        </ul>
      </Dialog>
    </>
  )
}
