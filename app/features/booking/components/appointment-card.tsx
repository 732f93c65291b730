import { useEffect, useState } from 'react'
import { Link, useFetcher } from 'react-router'

import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import { useToast } from '~/components/ui/toast'
import type { FormResult } from '~/lib/form-errors'

import { type Place, placeLine } from '../places'
import { timeText } from '../when'

/** An appointment as her pages show it (its times as ISO text once serialized). */
export type AppointmentRow = {
  id: string
  typeName: string
  place: Place
  placeDetail: string | null
  clientId: string | null
  clientName: string | null
  startsAt: string | Date
  endsAt: string | Date
  status: 'held' | 'confirmed' | 'cancelled' | 'no_show' | 'expired'
  name: string | null
  email: string | null
  phone: string | null
  note: string | null
  bookedBy: 'visitor' | 'stylist'
  /** Its date and time in her studio's zone (`YYYY-MM-DD`, `HH:MM`), for moving it. */
  date: string
  time: string
}

const STATUS = {
  cancelled: { label: 'Cancelled', tone: 'neutral' },
  no_show: { label: 'No-show', tone: 'warning' },
} as const

/**
 * One appointment: when (in her studio's zone), what, who (her client's page), where, the
 * visitor's note, and what she can do: move it, cancel it (her client is told), mark a no-show,
 * or send her client the questionnaire.
 */
export function AppointmentCard({
  item,
  zone,
  now,
  onMove,
}: {
  item: AppointmentRow
  zone: string
  now: number
  onMove: (item: AppointmentRow) => void
}) {
  const fetcher = useFetcher<FormResult & { mailed?: string }>()
  const { toast } = useToast()
  const [confirming, setConfirming] = useState(false)
  const start = new Date(item.startsAt)
  const begun = start.getTime() <= now
  const active = item.status === 'confirmed'
  const who = item.clientName ?? item.name ?? 'Someone'
  const busy = fetcher.state !== 'idle'

  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return
    if (fetcher.data.formError) toast(fetcher.data.formError, { tone: 'error' })
    else if (fetcher.data.mailed === 'sent')
      toast(`Questionnaire sent to ${who}`, { tone: 'success' })
    else if (fetcher.data.mailed)
      toast(`Questionnaire made: ${who} has no e-mail address to send it to`)
  }, [fetcher.state, fetcher.data, toast, who])

  const run = (intent: string) =>
    fetcher.submit({ intent, id: item.id }, { method: 'post', action: '/dashboard/appointments' })

  return (
    <li
      id={`appointment-${item.id}`}
      className="flex scroll-mt-24 flex-col gap-3 rounded-2xl border border-line bg-surface p-4 sm:flex-row sm:items-start sm:gap-5 sm:p-5"
    >
      <div className="shrink-0 sm:w-28">
        <p className="text-lg font-medium tabular-nums">
          <time dateTime={start.toISOString()}>{timeText(start, zone)}</time>
        </p>
        <p className="text-sm text-muted tabular-nums">
          to {timeText(new Date(item.endsAt), zone)}
        </p>
      </div>
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-medium">
            {item.clientId ? (
              <Link
                to={`/dashboard/clients/${item.clientId}`}
                className="text-ink underline-offset-4 hover:text-accent hover:underline"
              >
                {who}
              </Link>
            ) : (
              who
            )}
          </h3>
          {item.status === 'cancelled' || item.status === 'no_show' ? (
            <Badge tone={STATUS[item.status].tone}>{STATUS[item.status].label}</Badge>
          ) : null}
        </div>
        <p className="text-sm text-muted">
          {item.typeName} · {placeLine(item.place, item.placeDetail)}
        </p>
        {item.email || item.phone ? (
          <p className="text-sm break-words text-muted">
            {[item.email, item.phone].filter(Boolean).join(' · ')}
          </p>
        ) : null}
        {item.note ? <p className="text-sm whitespace-pre-line text-ink">{item.note}</p> : null}
      </div>
      {active ? (
        <div className="flex flex-wrap gap-2 sm:max-w-56 sm:justify-end">
          {begun ? (
            <Button variant="secondary" size="sm" busy={busy} onClick={() => run('mark-no-show')}>
              Mark no-show
            </Button>
          ) : (
            <>
              <Button variant="secondary" size="sm" onClick={() => onMove(item)}>
                Move
              </Button>
              <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
                Cancel
              </Button>
            </>
          )}
          {item.clientId ? (
            <Button
              variant="ghost"
              size="sm"
              busy={busy}
              onClick={() =>
                fetcher.submit(
                  { intent: 'send-questionnaire', remind: 'on' },
                  { method: 'post', action: `/dashboard/clients/${item.clientId}` },
                )
              }
            >
              Send questionnaire
            </Button>
          ) : null}
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title="Cancel this appointment?"
        message={`${who} is told by e-mail, and the time is free again.`}
        confirmLabel="Cancel appointment"
        cancelLabel="Keep it"
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          await run('cancel-appointment')
          setConfirming(false)
        }}
      />
    </li>
  )
}
