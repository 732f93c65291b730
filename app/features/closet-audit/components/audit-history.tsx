import { LocalTime } from '~/components/ui/local-time'

import { countsLine } from '../decisions'
import type { AuditRow } from '../types'

/** The done audits, newest first: when each was done and how many pieces got each decision. */
export function AuditHistory({ audits }: { audits: AuditRow[] }) {
  return (
    <section aria-labelledby="audit-history" className="mt-12">
      <h2 id="audit-history" className="mb-4 font-display text-2xl font-medium">
        History
      </h2>
      {audits.length === 0 ? (
        <p className="text-sm text-muted">No audit finished yet.</p>
      ) : (
        <ul className="divide-y divide-line rounded-2xl border border-line bg-surface">
          {audits.map((audit) => (
            <li key={audit.id} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 px-5 py-4">
              <p className="text-sm font-medium">
                Done <LocalTime value={audit.doneAt!} />
              </p>
              <p className="text-sm text-muted">{countsLine(audit.counts ?? {}) || 'No pieces'}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
