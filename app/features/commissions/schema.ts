import { retailerOf } from '~/lib/affiliate-links'
import { readRate } from '~/lib/rate'
import { optionalText } from '~/lib/text-fields'
import { z } from '~/lib/zod'

export const AFFILIATE_LIMITS = { rules: 50, paramValue: 200, template: 500, disclosure: 280 }

const DOMAIN_ERROR = 'Enter the shop’s domain, like shop.com.'
const TEMPLATE_ERROR = 'Use an https address with {url} where the shop link goes.'
const PARAM_NAME = /^[A-Za-z0-9_.[\]-]{1,64}$/

/** "www.Shop.com", "shop.com/dresses" or a whole address → "shop.com". */
const domain = z
  .string({ error: DOMAIN_ERROR })
  .trim()
  .max(300, DOMAIN_ERROR)
  .transform((value, context) => {
    const host = retailerOf(/^https?:\/\//i.test(value) ? value : `https://${value}`)
    if (!host || !/^([a-z0-9-]{1,63}\.)+[a-z]{2,63}$/.test(host) || host.length > 253) {
      context.addIssue({ code: 'custom', message: DOMAIN_ERROR })
      return z.NEVER
    }
    return host
  })

/** An https template with `{url}` once, an address once the link is in it. */
function isTemplate(value: string): boolean {
  if (!value.startsWith('https://') || value.split('{url}').length !== 2) return false
  try {
    return new URL(value.replace('{url}', 'x')).protocol === 'https:'
  } catch {
    return false
  }
}

/** A rule as the form sends it: the retailer, how its links change, her commission estimate. */
export const AffiliateRuleSchema = z
  .object({
    domain,
    kind: z.enum(['param', 'template'], { error: 'Choose how the link changes.' }),
    paramName: optionalText(64),
    paramValue: optionalText(AFFILIATE_LIMITS.paramValue),
    template: optionalText(AFFILIATE_LIMITS.template),
    commission: optionalText(12),
  })
  .transform((input, context) => {
    const commissionBasisPoints = input.commission === null ? null : readRate(input.commission)
    if (input.commission !== null && commissionBasisPoints === null) {
      context.addIssue({
        code: 'custom',
        path: ['commission'],
        message: 'Enter a rate from 0.01 to 100, like 8.',
      })
    }
    if (input.kind === 'param') {
      if (!input.paramName || !PARAM_NAME.test(input.paramName)) {
        context.addIssue({
          code: 'custom',
          path: ['paramName'],
          message: 'Name the parameter, like tag (letters, digits, - _ . only).',
        })
      }
      if (!input.paramValue) {
        context.addIssue({
          code: 'custom',
          path: ['paramValue'],
          message: 'Enter its value, like yourname-20.',
        })
      }
      return {
        domain: input.domain,
        rewrite: {
          kind: 'param' as const,
          name: input.paramName ?? '',
          value: input.paramValue ?? '',
        },
        commissionBasisPoints,
      }
    }
    if (!input.template || !isTemplate(input.template)) {
      context.addIssue({ code: 'custom', path: ['template'], message: TEMPLATE_ERROR })
    }
    return {
      domain: input.domain,
      rewrite: { kind: 'template' as const, template: input.template ?? '' },
      commissionBasisPoints,
    }
  })

export type AffiliateRuleInput = z.infer<typeof AffiliateRuleSchema>

/** Her disclosure line; empty: the default one. */
export const DisclosureSchema = z.object({
  disclosure: optionalText(AFFILIATE_LIMITS.disclosure),
})

/** Her correction of a ledger entry: the amount the network's statement says; empty: none. */
export const CorrectionSchema = z.object({
  id: z.string({ error: 'This entry no longer exists.' }).trim().min(1).max(64),
  amount: optionalText(20),
})
