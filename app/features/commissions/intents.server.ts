// The Commissions page's intents: her affiliate rules and her disclosure line.
import { saveAffiliateDisclosure } from '~/features/studio/index.server'
import { fieldError, formError, type Intents, parseForm, saved } from '~/server/forms.server'

import { correctEntry } from './ledger.server'
import { createRule, deleteRule, type RuleSaveResult, updateRule } from './rules.server'
import { AFFILIATE_LIMITS, AffiliateRuleSchema, CorrectionSchema, DisclosureSchema } from './schema'

const RULE_GONE = 'This rule no longer exists.'

function answerSave(result: RuleSaveResult) {
  if (result.ok) return saved()
  if (result.reason === 'taken') {
    return fieldError({ domain: 'You have a rule for this shop already: edit that one.' }, 409)
  }
  if (result.reason === 'full') {
    return formError(`You can keep at most ${AFFILIATE_LIMITS.rules} rules: delete one first.`, 409)
  }
  return formError(RULE_GONE, 404)
}

export const commissionIntents = {
  'create-rule': async (input, { ownerId }) => {
    const parsed = parseForm(input, AffiliateRuleSchema)
    if (!parsed.success) return parsed.reply
    return answerSave(await createRule(ownerId, parsed.data))
  },
  'update-rule': async (input, { ownerId }) => {
    const parsed = parseForm(input, AffiliateRuleSchema)
    if (!parsed.success) return parsed.reply
    return answerSave(await updateRule(ownerId, input.fields.id ?? '', parsed.data))
  },
  'delete-rule': async (input, { ownerId }) =>
    (await deleteRule(ownerId, input.fields.id ?? '')) ? saved() : formError(RULE_GONE, 404),
  'save-disclosure': async (input, { ownerId }) => {
    const parsed = parseForm(input, DisclosureSchema)
    if (!parsed.success) return parsed.reply
    return (await saveAffiliateDisclosure(ownerId, parsed.data.disclosure))
      ? saved()
      : formError('Open the dashboard once before saving this.', 409)
  },
  'correct-commission': async (input, { ownerId }) => {
    const parsed = parseForm(input, CorrectionSchema)
    if (!parsed.success) return parsed.reply
    const result = await correctEntry(ownerId, parsed.data.id, parsed.data.amount)
    if (result.ok) return saved()
    return result.reason === 'missing'
      ? formError('This entry no longer exists.', 404)
      : fieldError({ amount: result.message })
  },
} satisfies Intents
