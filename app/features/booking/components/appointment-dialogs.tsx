import { useCallback } from 'react'

import { FormDialog } from '~/components/form-dialog'
import { Field } from '~/components/ui/field'
import { Input, Select, Textarea } from '~/components/ui/input'
import { useSaveFetcher } from '~/components/use-save-fetcher'

import { zoneText } from '../when'
import type { AppointmentRow } from './appointment-card'

type Choice = { id: string; name: string }

/** The day and time fields of her dialogs, in her studio's zone. */
function WhenFields({
  errors,
  zone,
  date,
  time,
}: {
  errors: Record<string, string | undefined>
  zone: string
  date?: string
  time?: string
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field label="Day" htmlFor="appointment-date" error={errors.date} required>
        <Input id="appointment-date" name="date" type="date" defaultValue={date} required />
      </Field>
      <Field
        label="Time"
        htmlFor="appointment-time"
        error={errors.time}
        hint={`${zoneText(zone)} time`}
        required
      >
        <Input
          id="appointment-time"
          name="time"
          type="time"
          step={300}
          defaultValue={time}
          required
        />
      </Field>
    </div>
  )
}

/** She moves an appointment to another day and time; her client is told. */
export function MoveDialog({
  item,
  zone,
  onClose,
  onSaved,
}: {
  item: AppointmentRow
  zone: string
  onClose: () => void
  onSaved: (message: string) => void
}) {
  const who = item.clientName ?? item.name ?? 'Your client'
  const save = useSaveFetcher(useCallback(() => onSaved(`Moved: ${who} is told`), [onSaved, who]))
  return (
    <FormDialog
      onClose={onClose}
      title="Move appointment"
      description={`${who} gets an e-mail with the new time and an updated invitation.`}
      save={save}
      formId="move-appointment-form"
      intent="move-appointment"
      rowId={item.id}
      submitLabel="Move"
    >
      <WhenFields errors={save.errors} zone={zone} date={item.date} time={item.time} />
    </FormDialog>
  )
}

/** She adds an appointment: a type, when, and one of her clients or someone new. */
export function AddAppointmentDialog({
  types,
  clients,
  zone,
  today,
  onClose,
  onSaved,
}: {
  types: Choice[]
  clients: Choice[]
  zone: string
  today: string
  onClose: () => void
  onSaved: (message: string) => void
}) {
  const save = useSaveFetcher(useCallback(() => onSaved('Appointment added'), [onSaved]))
  const { errors } = save
  return (
    <FormDialog
      onClose={onClose}
      title="Add appointment"
      description="Her confirmation e-mail and invitation go out when she has an address."
      save={save}
      formId="add-appointment-form"
      intent="add-appointment"
      submitLabel="Add"
    >
      <Field label="What" htmlFor="appointment-type" error={errors.typeId} required>
        <Select id="appointment-type" name="typeId" data-autofocus>
          {types.map((type) => (
            <option key={type.id} value={type.id}>
              {type.name}
            </option>
          ))}
        </Select>
      </Field>
      <WhenFields errors={errors} zone={zone} date={today} time="10:00" />
      <Field label="Client" htmlFor="appointment-client" error={errors.clientId}>
        <Select id="appointment-client" name="clientId" defaultValue="">
          <option value="">Someone new</option>
          {clients.map((client) => (
            <option key={client.id} value={client.id}>
              {client.name}
            </option>
          ))}
        </Select>
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Name" htmlFor="appointment-name" error={errors.name} hint="For someone new">
          <Input id="appointment-name" name="name" maxLength={120} autoComplete="off" />
        </Field>
        <Field
          label="Email"
          htmlFor="appointment-email"
          error={errors.email}
          hint="For someone new"
        >
          <Input
            id="appointment-email"
            name="email"
            type="email"
            maxLength={254}
            autoComplete="off"
          />
        </Field>
      </div>
      <Field label="Note" htmlFor="appointment-note" error={errors.note}>
        <Textarea id="appointment-note" name="note" rows={3} maxLength={3000} />
      </Field>
    </FormDialog>
  )
}
