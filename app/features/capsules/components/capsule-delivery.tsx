import { Button } from '~/components/ui/button'
import { Icon } from '~/components/ui/icon'
import { LocalTime } from '~/components/ui/local-time'

/** A capsule's sends and opens as the dashboard receives them (dates serialised). */
export type DeliveryView = {
  lastSentAt: Date | string | null
  sendCount: number
  firstOpenedAt: Date | string | null
  lastOpenedAt: Date | string | null
  openCount: number
  wrongPasswords: { count: number; lastAt: Date | string } | null
}

/**
 * "Sent 23 Nov, 14:02", "Opened" (first, last, how many times) and unusual wrong-password
 * activity, in the viewer's time.
 */
export function DeliveryStatus({ delivery }: { delivery: DeliveryView | undefined }) {
  if (!delivery?.lastSentAt && !delivery?.firstOpenedAt && !delivery?.wrongPasswords) return null
  return (
    <div className="relative z-10 space-y-1 text-sm text-muted">
      {delivery.wrongPasswords ? (
        <p className="flex items-start gap-2 text-danger">
          <Icon name="shield-alert" className="mt-0.5 size-4 shrink-0" />
          <span>
            {delivery.wrongPasswords.count} wrong passwords in the last day, the last{' '}
            <LocalTime value={delivery.wrongPasswords.lastAt} />. If your client did not mistype it,
            someone may be guessing: consider a new password.
          </span>
        </p>
      ) : null}
      {delivery.lastSentAt ? (
        <p className="flex items-center gap-2">
          <Icon name="send" className="size-4 shrink-0" />
          <span>
            Sent <LocalTime value={delivery.lastSentAt} />
          </span>
        </p>
      ) : null}
      {delivery.firstOpenedAt && delivery.lastOpenedAt ? (
        <p className="flex items-start gap-2">
          <Icon name="eye" className="mt-0.5 size-4 shrink-0 text-success" />
          <span>
            <span className="font-medium text-success">Opened</span>{' '}
            {delivery.openCount === 1 ? (
              <>
                once, <LocalTime value={delivery.firstOpenedAt} />
              </>
            ) : (
              <>
                {delivery.openCount} times: first <LocalTime value={delivery.firstOpenedAt} />, last{' '}
                <LocalTime value={delivery.lastOpenedAt} />
              </>
            )}
          </span>
        </p>
      ) : null}
    </div>
  )
}

/** The Send to client button. */
export function SendButton({ onSend, compact = false }: { onSend: () => void; compact?: boolean }) {
  return (
    <Button
      variant="secondary"
      size={compact ? 'sm' : 'md'}
      onClick={onSend}
      className="relative z-10"
    >
      <Icon name="send" className="size-4" /> Send to client
    </Button>
  )
}
