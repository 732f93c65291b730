import { CAPSULE_PASSWORD_MIN } from '~/lib/capsule-password'
import { currencyCode, readPriceField } from '~/lib/money-field'
import { optionalText, requiredText } from '~/lib/text-fields'
import { z } from '~/lib/zod'

const checkbox = z
  .union([z.literal('on'), z.literal('true'), z.literal('')])
  .optional()
  .transform((value) => value === 'on' || value === 'true')

export const PASSWORD_TOO_SHORT = `Use at least ${CAPSULE_PASSWORD_MIN} characters. “Suggest one” makes a strong one for you.`

export const CapsuleSchema = z
  .object({
    clientId: z.string({ error: 'Select a client.' }).trim().min(1, 'Select a client.'),
    name: requiredText(120, 'Enter a capsule name.'),
    description: optionalText(5000),
    /** The capsule's budget as typed ("CHF 1,500"), in `budgetCurrency` unless it names one. */
    budget: optionalText(40),
    budgetCurrency: currencyCode,
    /** keep: leave the current password; set: use `password`; remove: no password. */
    passwordAction: z.enum(['keep', 'set', 'remove']).default('keep'),
    password: z.string().max(128, 'Use at most 128 characters.').optional().default(''),
    isPublished: checkbox,
  })
  .superRefine((value, ctx) => {
    if (
      value.passwordAction === 'set' &&
      value.password !== '' &&
      value.password.trim().length < CAPSULE_PASSWORD_MIN
    ) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: PASSWORD_TOO_SHORT })
    }
  })
  .transform(({ passwordAction, password, budget, budgetCurrency, ...rest }, context) => ({
    ...rest,
    budget: readPriceField(budget, budgetCurrency, 'budget', context),
    password:
      passwordAction === 'keep'
        ? ({ action: 'keep' } as const)
        : passwordAction === 'remove' || password === ''
          ? ({ action: 'remove' } as const)
          : ({ action: 'set', value: password } as const),
  }))

export type CapsuleInput = z.infer<typeof CapsuleSchema>
