import type { ReactNode } from 'react'

import { PriceText } from '~/components/price-text'
import { Card } from '~/components/ui/card'

import type { ProfileField, TextProfileField } from '../schema'
import type { ClientView } from '../types'
import { profileLabel } from './client-profile-fields'

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card as="section" aria-label={title} className="min-w-0 p-5 sm:p-6">
      <h2 className="mb-4 font-display text-xl font-medium">{title}</h2>
      {children}
    </Card>
  )
}

function Facts({ client, fields }: { client: ClientView; fields: ProfileField[] }) {
  const value = (field: ProfileField) =>
    field === 'budget' ? <PriceText price={client.budget} /> : client[field as TextProfileField]
  const known = fields.filter((field) => client[field])
  if (known.length === 0) return <p className="text-sm text-muted">Not noted yet.</p>
  return (
    <dl className="space-y-3 text-sm">
      {known.map((field) => (
        <div key={field} className="min-w-0">
          <dt className="text-muted">{profileLabel(field)}</dt>
          <dd className="break-words whitespace-pre-line text-ink">{value(field)}</dd>
        </div>
      ))}
    </dl>
  )
}

/** Everything the studio knows about her, in the same groups as the form. */
export function ClientProfile({ client }: { client: ClientView }) {
  const sizes: TextProfileField[] = ['sizeTops', 'sizeBottoms', 'sizeDress', 'sizeShoes']
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <Section title="Sizes">
        {sizes.some((field) => client[field]) ? (
          <dl className="mb-3 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4 lg:grid-cols-2">
            {sizes.map((field) => (
              <div key={field} className="rounded-xl bg-sunken px-3 py-2">
                <dt className="text-xs text-muted">{profileLabel(field)}</dt>
                <dd className="font-medium break-words">{client[field] ?? '—'}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {sizes.some((field) => client[field]) ? (
          client.sizeNotes || client.measurements ? (
            <Facts client={client} fields={['sizeNotes', 'measurements']} />
          ) : null
        ) : (
          <Facts client={client} fields={['sizeNotes', 'measurements']} />
        )}
      </Section>
      <Section title="Colours and style">
        <Facts client={client} fields={['coloursLoved', 'coloursAvoided', 'styleWords']} />
      </Section>
      <Section title="Budget and notes">
        <Facts client={client} fields={['budget', 'cameFrom', 'notes']} />
      </Section>
    </div>
  )
}
