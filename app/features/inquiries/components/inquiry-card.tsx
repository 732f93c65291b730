import { Link, useFetcher } from 'react-router'

import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { Icon } from '~/components/ui/icon'
import { Select } from '~/components/ui/input'
import { LocalTime } from '~/components/ui/local-time'

import { INQUIRY_STATUSES, type InquiryStatus } from '../schema'
import type { Inquiry } from '../types'

const TONES = {
  new: 'accent',
  contacted: 'warning',
  converted: 'success',
  archived: 'neutral',
} as const
const LABELS: Record<InquiryStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  converted: 'Converted',
  archived: 'Archived',
}

export function InquiryCard({ inquiry }: { inquiry: Inquiry }) {
  const status = useFetcher()
  const convert = useFetcher()
  // The status as saved, or as just chosen while it saves: Convert to client (or a change in
  // another tab) shows here as soon as the page's data says so.
  const pending = status.formData?.get('status')
  const shown = INQUIRY_STATUSES.find((value) => value === pending) ?? inquiry.status
  return (
    <Card as="li" id={`inquiry-${inquiry.id}`} className="flex min-w-0 flex-col gap-4 p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold">{inquiry.name}</h2>
          <p className="text-xs text-muted">
            <LocalTime value={inquiry.createdAt} />
          </p>
        </div>
        <Badge tone={TONES[shown]}>{LABELS[shown]}</Badge>
      </div>
      <div className="flex flex-col gap-1.5 text-sm text-muted">
        <a
          href={`mailto:${inquiry.email}`}
          className="inline-flex min-w-0 items-center gap-2 hover:text-ink"
        >
          <Icon name="mail" className="size-4 shrink-0" />{' '}
          <span className="truncate">{inquiry.email}</span>
        </a>
        {inquiry.phone ? (
          <a
            href={`tel:${inquiry.phone.replace(/[^\d+]/g, '')}`}
            className="inline-flex items-center gap-2 hover:text-ink"
          >
            <Icon name="phone" className="size-4" /> {inquiry.phone}
          </a>
        ) : null}
      </div>
      {inquiry.servicePackage ? (
        <p className="text-sm">
          <span className="text-muted">Package: </span>
          {inquiry.servicePackage}
        </p>
      ) : null}
      {inquiry.message ? (
        <p className="rounded-xl bg-sunken p-4 text-sm leading-relaxed whitespace-pre-line">
          {inquiry.message}
        </p>
      ) : null}
      <div className="mt-auto flex flex-wrap items-center gap-3 border-t border-line pt-4">
        <status.Form method="post" className="min-w-40">
          <input type="hidden" name="intent" value="set-inquiry-status" />
          <input type="hidden" name="id" value={inquiry.id} />
          <Select
            name="status"
            aria-label={`Status of ${inquiry.name}'s inquiry`}
            value={shown}
            onChange={(event) => void status.submit(event.currentTarget.form)}
          >
            {INQUIRY_STATUSES.map((value) => (
              <option key={value} value={value}>
                {LABELS[value]}
              </option>
            ))}
          </Select>
        </status.Form>
        {inquiry.clientId ? (
          <Link
            to={`/dashboard/clients/${inquiry.clientId}`}
            className="inline-flex items-center gap-2 text-sm font-medium text-accent hover:underline"
          >
            <Icon name="user-round-check" className="size-4" /> Client: {inquiry.clientName}
          </Link>
        ) : (
          <convert.Form method="post">
            <input type="hidden" name="intent" value="convert-inquiry" />
            <input type="hidden" name="id" value={inquiry.id} />
            <Button type="submit" variant="secondary" size="sm" busy={convert.state !== 'idle'}>
              <Icon name="user-plus" className="size-4" /> Convert to client
            </Button>
          </convert.Form>
        )}
      </div>
    </Card>
  )
}
