import { cx } from '~/components/ui/cx'

import { type Decision, DECISION_LABELS, DECISIONS } from '../decisions'

/**
 * The six decisions as one segmented control: real radios, so Tab reaches the group and the
 * arrow keys move within it; each at least 44 px tall on a phone.
 */
export function DecisionControl({
  name,
  label,
  value,
  disabled,
  onChange,
}: {
  /** The radios' group name (one per piece). */
  name: string
  /** The group's accessible name ("Decision for Navy Blazer"). */
  label: string
  value: Decision
  disabled?: boolean
  onChange: (decision: Decision) => void
}) {
  return (
    <fieldset className="min-w-0" disabled={disabled}>
      <legend className="sr-only">{label}</legend>
      <div className="grid grid-cols-3 gap-1 rounded-xl bg-sunken p-1">
        {DECISIONS.map((decision) => (
          <label
            key={decision}
            className={cx(
              'relative grid min-h-11 cursor-pointer place-items-center rounded-lg px-1 text-xs font-medium transition-colors sm:min-h-9',
              'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent',
              decision === value
                ? 'bg-surface text-ink shadow-xs ring-1 ring-line-strong'
                : 'text-muted hover:text-ink',
            )}
          >
            <input
              type="radio"
              name={name}
              value={decision}
              checked={decision === value}
              onChange={() => onChange(decision)}
              className="sr-only"
            />
            {DECISION_LABELS[decision]}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
