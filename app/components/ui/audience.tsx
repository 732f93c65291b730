import { type Audience, AUDIENCE_LINES } from '~/lib/audience'

import { cx } from './cx'
import { Icon } from './icon'

/**
 * Who reads a field, as every studio field says it: a lock and "Only you see this.", or an eye
 * and "Your client sees this." Give it the id a control's `aria-describedby` names.
 */
export function AudienceLine({
  audience,
  id,
  className,
}: {
  audience: Audience
  id?: string
  className?: string
}) {
  return (
    <span id={id} className={cx('inline-flex items-center gap-1 text-xs text-muted', className)}>
      <Icon name={audience === 'private' ? 'lock' : 'eye'} className="size-3.5 shrink-0" />
      {AUDIENCE_LINES[audience]}
    </span>
  )
}
