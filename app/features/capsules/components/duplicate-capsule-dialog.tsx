import { useId, useState } from 'react'

import { Alert } from '~/components/ui/alert'
import { Button } from '~/components/ui/button'
import { Dialog } from '~/components/ui/dialog'
import { Field } from '~/components/ui/field'
import { Checkbox, Input, Select } from '~/components/ui/input'
import { useSaveFetcher } from '~/components/use-save-fetcher'
import { FIELD_AUDIENCE } from '~/lib/audience'

import { type ClientOption, copyName, type DuplicatePiece, MAX_CAPSULE_NAME } from '../types'
import { DuplicatePieces, usePieces } from './duplicate-pieces'

const noop = () => {}

/** The capsule Duplicate copies. */
type Source = {
  id: string
  name: string
  clientId: string
  clientName: string
  description: string | null
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name
/** Whether the text names her (her first name, case and accents aside). */
const names = (text: string, name: string) =>
  text
    .normalize('NFD')
    .toLocaleLowerCase()
    .includes(firstName(name).normalize('NFD').toLocaleLowerCase())

/**
 * Duplicate capsule: the copy's name ("{name} (copy)" to start with) and client (the same one to
 * start with), and which pieces it takes. For another client it warns that the welcome letter
 * was written for the first one (and clears it unless she keeps it), and her own pieces are
 * left out or copied as To buy, never as Owned. The copy opens once made; a retry after a lost
 * answer opens the same copy; a failure keeps the dialog open with the reason.
 */
export function DuplicateCapsuleDialog({
  capsule,
  clients,
  pieces,
  action,
  onClose,
}: {
  /** The capsule to copy, or null when the dialog is closed. */
  capsule: Source | null
  clients: ClientOption[]
  /** Its pieces, when the page has them (else they are read when the dialog opens). */
  pieces?: DuplicatePiece[]
  /** The route whose action makes the copy (defaults to the current route). */
  action?: string
  onClose: () => void
}) {
  // Made, the copy opens (a redirect); a retry after a lost answer opens the same copy.
  const save = useSaveFetcher(noop)
  const formId = 'duplicate-capsule-form'

  return (
    <Dialog
      open={capsule !== null}
      onClose={onClose}
      title="Duplicate capsule"
      description={capsule ? `A copy of ${capsule.name}` : undefined}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={save.busy}>
            {save.busy ? 'Duplicating...' : 'Duplicate'}
          </Button>
        </>
      }
    >
      {capsule ? (
        <DuplicateForm
          key={capsule.id}
          formId={formId}
          capsule={capsule}
          clients={clients}
          pieces={pieces}
          action={action}
          save={save}
        />
      ) : null}
    </Dialog>
  )
}

function DuplicateForm({
  formId,
  capsule,
  clients,
  pieces,
  action,
  save,
}: {
  formId: string
  capsule: Source
  clients: ClientOption[]
  pieces?: DuplicatePiece[]
  action?: string
  save: ReturnType<typeof useSaveFetcher>
}) {
  const id = useId()
  const { fetcher, result, errors } = save
  const [clientId, setClientId] = useState(capsule.clientId)
  const [leftOut, setLeftOut] = useState<string[]>([])
  const [ownedPieces, setOwnedPieces] = useState<'leave-out' | 'to-buy'>('leave-out')
  const loaded = usePieces(capsule.id, pieces)

  const forAnother = clientId !== capsule.clientId
  const newClient = clients.find((client) => client.id === clientId)?.name ?? ''
  const kept = loaded.state === 'ready' ? loaded.pieces.filter((p) => !leftOut.includes(p.id)) : []
  const ownKept = kept.filter((piece) => !piece.toBuy).length
  const copied = forAnother && ownedPieces === 'leave-out' ? kept.length - ownKept : kept.length
  const letter = capsule.description?.trim() ?? ''

  return (
    <fetcher.Form id={formId} method="post" action={action} className="space-y-5">
      <input type="hidden" name="intent" value="duplicate-capsule" />
      <input type="hidden" name="id" value={capsule.id} />
      {result?.formError ? <Alert tone="error">{result.formError}</Alert> : null}
      <Field
        label="Name of the copy"
        htmlFor={`${id}-name`}
        error={errors.name}
        audience={FIELD_AUDIENCE.capsule.name}
        required
      >
        <Input
          id={`${id}-name`}
          name="name"
          required
          maxLength={MAX_CAPSULE_NAME}
          defaultValue={copyName(capsule.name)}
          autoComplete="off"
          data-autofocus
        />
      </Field>
      <Field label="For client" htmlFor="duplicate-client" error={errors.clientId}>
        <Select
          id="duplicate-client"
          name="clientId"
          value={clientId}
          onChange={(event) => setClientId(event.target.value)}
        >
          {clients.map((client) => (
            <option key={client.id} value={client.id}>
              {client.name}
            </option>
          ))}
        </Select>
      </Field>

      {forAnother && letter ? (
        <div className="rounded-xl border border-line bg-sunken px-4 pt-3 text-sm">
          <p className="text-ink">
            {names(letter, capsule.clientName)
              ? `The welcome letter names ${firstName(capsule.clientName)}: ${firstName(newClient)} would read it as it is.`
              : `The welcome letter was written for ${capsule.clientName}.`}
          </p>
          <Checkbox name="clearLetter" label="Clear the welcome letter" defaultChecked />
        </div>
      ) : null}

      {forAnother && ownKept > 0 ? (
        <fieldset
          role="radiogroup"
          aria-labelledby={`${id}-own`}
          className="rounded-xl border border-line px-4 py-3"
        >
          <legend id={`${id}-own`} className="px-1 text-sm font-medium text-ink">
            {capsule.clientName}’s own pieces ({ownKept})
          </legend>
          <p className="mb-1 text-sm text-muted">
            She owns them: {firstName(newClient)} would need to buy them.
          </p>
          <div className="flex flex-col sm:flex-row sm:gap-6">
            {(
              [
                ['leave-out', 'Leave them out'],
                ['to-buy', 'Copy them as To buy'],
              ] as const
            ).map(([value, label]) => (
              <label
                key={value}
                className="flex min-h-11 cursor-pointer items-center gap-3 text-sm"
              >
                <input
                  type="radio"
                  name="ownedPieces"
                  value={value}
                  checked={ownedPieces === value}
                  onChange={() => setOwnedPieces(value)}
                  className="size-4 accent-accent"
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}

      <DuplicatePieces loaded={loaded} leftOut={leftOut} copied={copied} onChange={setLeftOut} />

      <p className="text-sm text-muted">
        The copy has the outfits and cheat sheets too, with the pieces it takes. It starts as a
        draft with no password.
      </p>
    </fetcher.Form>
  )
}
