import { Link } from 'react-router'

import { LocalTime } from '~/components/ui/local-time'

import type { AuditSummary } from '../types'

/** Her page's way into the closet audit, with where it stands. */
export function AuditLink({ clientId, summary }: { clientId: string; summary: AuditSummary }) {
  return (
    <p className="mt-6 flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
      <Link
        to={`/dashboard/clients/${clientId}/audit`}
        className="font-medium text-accent hover:underline"
      >
        Closet audit
      </Link>
      <span className="text-muted">
        {summary.inProgress ? (
          'In progress'
        ) : summary.lastDoneAt ? (
          <>
            Last done <LocalTime value={summary.lastDoneAt} format="date" />
          </>
        ) : (
          'Not audited yet'
        )}
      </span>
    </p>
  )
}
