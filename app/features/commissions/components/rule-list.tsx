import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { Icon } from '~/components/ui/icon'
import type { StoredAffiliateRule } from '~/lib/affiliate-links'
import { formatRate } from '~/lib/rate'

/** What a rule does to a link, in her words. */
function describe(rule: StoredAffiliateRule): string {
  if (rule.rewrite.kind === 'param') return `Adds ${rule.rewrite.name}=${rule.rewrite.value}`
  const host = URL.canParse(rule.rewrite.template.replace('{url}', 'x'))
    ? new URL(rule.rewrite.template.replace('{url}', 'x')).hostname
    : rule.rewrite.template
  return `Goes through ${host}`
}

/** Her rules, one card each: the shop, what happens to its links, her commission estimate. */
export function RuleList({
  rules,
  onEdit,
  onDelete,
}: {
  rules: StoredAffiliateRule[]
  onEdit: (rule: StoredAffiliateRule) => void
  onDelete: (rule: StoredAffiliateRule) => void
}) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {rules.map((rule) => (
        <Card as="li" key={rule.id} className="flex min-w-0 flex-col p-5">
          <p className="text-lg font-semibold break-all">{rule.domain}</p>
          <p className="mt-1 text-sm break-all text-muted">{describe(rule)}</p>
          <p className="mt-1 text-sm">
            {rule.commissionBasisPoints === null
              ? 'No commission estimate'
              : `About ${formatRate(rule.commissionBasisPoints)} commission`}
          </p>
          <div className="mt-auto flex gap-2 pt-4">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => onEdit(rule)}
              aria-label={`Edit the rule for ${rule.domain}`}
            >
              <Icon name="pencil" className="size-4" /> Edit
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="text-danger"
              onClick={() => onDelete(rule)}
              aria-label={`Delete the rule for ${rule.domain}`}
            >
              <Icon name="trash-2" className="size-4" /> Delete
            </Button>
          </div>
        </Card>
      ))}
    </ul>
  )
}
