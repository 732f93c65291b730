import { useCallback } from 'react'

import { FormDialog } from '~/components/form-dialog'
import { Field } from '~/components/ui/field'
import { Input } from '~/components/ui/input'
import { useSaveFetcher } from '~/components/use-save-fetcher'
import { FIELD_AUDIENCE } from '~/lib/audience'

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
  const save = useSaveFetcher(
    useCallback(() => onSaved(client ? 'Client updated' : 'Client added'), [client, onSaved]),
  )
  const { errors } = save

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={client ? 'Edit Client' : 'Add Client'}
      size="lg"
      save={save}
      formId="client-form"
      intent={client ? 'update-client' : 'create-client'}
      rowId={client?.id}
    >
      <Field
        label="Name"
        htmlFor="client-name"
        error={errors.name}
        audience={FIELD_AUDIENCE.client.name}
        required
      >
        <Input
          id="client-name"
          name="name"
          maxLength={120}
          required
          defaultValue={client?.name}
          autoComplete="off"
          data-autofocus
          aria-invalid={errors.name ? true : undefined}
        />
      </Field>
      <Field
        label="Email"
        htmlFor="client-email"
        error={errors.email}
        audience={FIELD_AUDIENCE.client.email}
      >
        <Input
          id="client-email"
          name="email"
          type="email"
          maxLength={254}
          defaultValue={client?.email ?? ''}
          autoComplete="off"
          aria-invalid={errors.email ? true : undefined}
        />
      </Field>
      <Field
        label="Phone"
        htmlFor="client-phone"
        error={errors.phone}
        audience={FIELD_AUDIENCE.client.phone}
      >
        <Input
          id="client-phone"
          name="phone"
          type="tel"
          maxLength={40}
          defaultValue={client?.phone ?? ''}
          autoComplete="off"
          aria-invalid={errors.phone ? true : undefined}
        />
      </Field>
      <ClientProfileFields client={client} errors={errors} />
    </FormDialog>
  )
}
