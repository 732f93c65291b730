import { useCallback, useState } from 'react'

import { FormDialog } from '~/components/form-dialog'
import { Field } from '~/components/ui/field'
import { Input, Select } from '~/components/ui/input'
import { useSaveFetcher } from '~/components/use-save-fetcher'
import type { StoredAffiliateRule } from '~/lib/affiliate-links'

import { AFFILIATE_LIMITS } from '../schema'

/** Add or edit a rule: the shop, how its links change, her commission estimate. */
export function RuleFormDialog({
  open,
  rule,
  onClose,
  onSaved,
}: {
  open: boolean
  rule: StoredAffiliateRule | null
  onClose: () => void
  onSaved: (message: string) => void
}) {
  const save = useSaveFetcher(
    useCallback(() => onSaved(rule ? 'Rule updated' : 'Rule added'), [rule, onSaved]),
  )
  const { errors } = save
  const [kind, setKind] = useState(rule?.rewrite.kind ?? 'param')
  const param = rule?.rewrite.kind === 'param' ? rule.rewrite : null
  const template = rule?.rewrite.kind === 'template' ? rule.rewrite.template : ''

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={rule ? 'Edit Rule' : 'Add Rule'}
      description="Applied when your client presses Shop Now. Your saved shop links never change."
      save={save}
      formId="rule-form"
      intent={rule ? 'update-rule' : 'create-rule'}
      rowId={rule?.id}
      className="grid gap-5 sm:grid-cols-2"
    >
      <div className="sm:col-span-2">
        <Field
          label="Shop"
          htmlFor="rule-domain"
          error={errors.domain}
          hint="Its domain, like shop.com: its links and its subdomains’."
          required
        >
          <Input
            id="rule-domain"
            name="domain"
            maxLength={300}
            defaultValue={rule?.domain}
            required
            data-autofocus
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
          />
        </Field>
      </div>
      <div className="sm:col-span-2">
        <Field label="Links" htmlFor="rule-kind" error={errors.kind}>
          <Select
            id="rule-kind"
            name="kind"
            value={kind}
            onChange={(event) => setKind(event.target.value as typeof kind)}
          >
            <option value="param">Add a parameter (?tag=yourname-20)</option>
            <option value="template">Go through a network’s link</option>
          </Select>
        </Field>
      </div>
      {kind === 'param' ? (
        <>
          <Field label="Parameter" htmlFor="rule-param-name" error={errors.paramName} required>
            <Input
              id="rule-param-name"
              name="paramName"
              maxLength={64}
              defaultValue={param?.name ?? ''}
              placeholder="tag"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
            />
          </Field>
          <Field label="Value" htmlFor="rule-param-value" error={errors.paramValue} required>
            <Input
              id="rule-param-value"
              name="paramValue"
              maxLength={AFFILIATE_LIMITS.paramValue}
              defaultValue={param?.value ?? ''}
              placeholder="yourname-20"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
            />
          </Field>
        </>
      ) : (
        <div className="sm:col-span-2">
          <Field
            label="Link template"
            htmlFor="rule-template"
            error={errors.template}
            hint="An https address with {url} where the shop link goes."
            required
          >
            <Input
              id="rule-template"
              name="template"
              type="url"
              maxLength={AFFILIATE_LIMITS.template}
              defaultValue={template}
              placeholder="https://network.example/?url={url}&id=yourname"
              autoComplete="off"
            />
          </Field>
        </div>
      )}
      <Field
        label="Commission (%)"
        htmlFor="rule-commission"
        error={errors.commission}
        hint="Your estimate, like 8. Optional."
      >
        <Input
          id="rule-commission"
          name="commission"
          inputMode="decimal"
          maxLength={12}
          defaultValue={
            rule?.commissionBasisPoints != null ? String(rule.commissionBasisPoints / 100) : ''
          }
          autoComplete="off"
        />
      </Field>
    </FormDialog>
  )
}
