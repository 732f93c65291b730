import { Alert } from '~/components/ui/alert'
import { Button } from '~/components/ui/button'
import { Dialog } from '~/components/ui/dialog'
import { Field } from '~/components/ui/field'
import { Select } from '~/components/ui/input'
import { useSaveFetcher } from '~/components/use-save-fetcher'
import type { ClientOption } from '../types'

const noop = () => {}

/**
 * Duplicate capsule: to the same client or another one. The copy (items with their photos,
 * outfits, cheat sheets, welcome letter) opens once made; a failure keeps the dialog open with
 * the reason.
 */
export function DuplicateCapsuleDialog({
  capsule,
  clients,
  action,
  onClose,
}: {
  /** The capsule to copy, or null when the dialog is closed. */
  capsule: { id: string; name: string; clientId: string } | null
  clients: ClientOption[]
  /** The route whose action makes the copy (defaults to the current route). */
  action?: string
  onClose: () => void
}) {
  // Made, the copy opens (a redirect); a retry after a lost answer opens the same copy.
  const { fetcher, busy, result } = useSaveFetcher(noop)
  const formId = 'duplicate-capsule-form'

  return (
    <Dialog
      open={capsule !== null}
      onClose={onClose}
      title="Duplicate capsule"
      description={capsule ? `A copy of ${capsule.name}` : undefined}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={busy}>
            {busy ? 'Duplicating...' : 'Duplicate'}
          </Button>
        </>
      }
    >
      {capsule ? (
        <fetcher.Form
          key={capsule.id}
          id={formId}
          method="post"
          action={action}
          className="space-y-5"
        >
          <input type="hidden" name="intent" value="duplicate-capsule" />
          <input type="hidden" name="id" value={capsule.id} />
          {result?.formError ? <Alert tone="error">{result.formError}</Alert> : null}
          <Field label="For client" htmlFor="duplicate-client" error={result?.errors?.clientId}>
            <Select
              id="duplicate-client"
              name="clientId"
              defaultValue={capsule.clientId}
              data-autofocus
            >
              {clients.map((client) => (
                <option key={client.id} value={client.id}>
                  {client.name}
                </option>
              ))}
            </Select>
          </Field>
          <p className="text-sm text-muted">
            The copy has the same items with their photos, outfits, cheat sheets and welcome letter.
            It starts as a draft with no password, named “{capsule.name} (copy)”.
          </p>
        </fetcher.Form>
      ) : null}
    </Dialog>
  )
}
