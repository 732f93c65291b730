import { useCallback } from 'react'
import { Alert } from '~/components/ui/alert'
import { Button } from '~/components/ui/button'
import { Dialog } from '~/components/ui/dialog'
import { Field } from '~/components/ui/field'
import { Input } from '~/components/ui/input'
import { useSaveFetcher } from '~/components/use-save-fetcher'
import type { ClientView } from '../types'
import { ClientProfileFields } from './client-profile-fields'

/**
 * Add or edit a client. Closes only when the save succeeded; on failure everything typed stays,
 * with the reason next to its field.
 */
export function ClientFormDialog({
  open,
  client,
  onClose,
  onSaved,
}: {
  open: boolean
  client: ClientView | null
  onClose: () => void
  onSaved: (message: string) => void
}) {
  const { fetcher, busy, result, errors } = useSaveFetcher(
    useCallback(() => onSaved(client ? 'Client updated' : 'Client added'), [client, onSaved]),
  )

  const formId = 'client-form'
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={client ? 'Edit Client' : 'Add Client'}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={busy}>
            {busy ? 'Saving...' : client ? 'Update' : 'Create'}
          </Button>
        </>
      }
    >
      <fetcher.Form id={formId} method="post" className="space-y-5" noValidate={false}>
        <input type="hidden" name="intent" value={client ? 'update-client' : 'create-client'} />
        {client ? <input type="hidden" name="id" value={client.id} /> : null}
        {result?.formError ? <Alert tone="error">{result.formError}</Alert> : null}
        <Field label="Name" htmlFor="client-name" error={errors.name} required>
          <Input
            id="client-name"
            name="name"
            maxLength={120}
            required
            defaultValue={client?.name}
            autoComplete="off"
            data-autofocus
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? 'client-name-error' : undefined}
          />
        </Field>
        <Field label="Email" htmlFor="client-email" error={errors.email}>
          <Input
            id="client-email"
            name="email"
            type="email"
            maxLength={254}
            defaultValue={client?.email ?? ''}
            autoComplete="off"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? 'client-email-error' : undefined}
          />
        </Field>
        <Field label="Phone" htmlFor="client-phone" error={errors.phone}>
          <Input
            id="client-phone"
            name="phone"
            type="tel"
            maxLength={40}
            defaultValue={client?.phone ?? ''}
            autoComplete="off"
            aria-invalid={errors.phone ? true : undefined}
            aria-describedby={errors.phone ? 'client-phone-error' : undefined}
          />
        </Field>
        <ClientProfileFields client={client} errors={errors} />
      </fetcher.Form>
    </Dialog>
  )
}
