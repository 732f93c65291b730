import { Link } from 'react-router'

import { Icon } from '~/components/ui/icon'

/** The line on top of her Clients page while her Today has news of the last day. */
export function NewSinceYesterday({ count }: { count: number }) {
  if (count === 0) return null
  return (
    <p className="mb-4">
      <Link
        to="/dashboard/today"
        className="inline-flex min-h-11 items-center gap-2 rounded-full bg-accent-soft px-4 text-sm font-medium text-accent-strong transition hover:bg-accent hover:text-white"
      >
        <Icon name="inbox" className="size-4" />
        {count} new since yesterday
        <Icon name="chevron-right" className="size-4" />
      </Link>
    </p>
  )
}
