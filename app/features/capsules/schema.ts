import { CAPSULE_PASSWORD_MIN } from '~/lib/capsule-password'
import { currencyCode, readPriceField } from '~/lib/money-field'
import { optionalText, requiredText } from '~/lib/text-fields'
import { z } from '~/lib/zod'

import { CHOOSE_CLIENT } from './messages'
import { MAX_CAPSULE_NAME } from './types'

const checkbox = z
  .union([z.literal('on'), z.literal('true'), z.literal('')])
  .optional()
  .transform((value) => value === 'on' || value === 'true')

export const PASSWORD_TOO_SHORT = `Use at least ${CAPSULE_PASSWORD_MIN} characters. “Suggest one” makes a strong one for you.`

export const CapsuleSchema = z
  .object({
    clientId: z.string({ error: 'Select a client.' }).trim().min(1, 'Select a client.'),
    name: requiredText(MAX_CAPSULE_NAME, 'Enter a capsule name.'),
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

/** The most pieces left out of a copy at once (a capsule has far fewer). */
export const MAX_LEFT_OUT = 5000

/**
 * Duplicate capsule: the copy's name and client, the pieces left out (`leaveOut`, repeated), the
 * welcome letter cleared or kept, and, for another client, what becomes of the first client's
 * own pieces (left out unless she chooses to copy them as To buy).
 */
export const DuplicateCapsuleSchema = z.object({
  name: requiredText(MAX_CAPSULE_NAME, 'Enter a name for the copy.'),
  clientId: z.string({ error: CHOOSE_CLIENT }).trim().min(1, CHOOSE_CLIENT).max(64, CHOOSE_CLIENT),
  /** Ids of pieces not to copy; one longer than an id is no piece of the capsule. */
  leaveOut: z
    .array(z.string())
    .max(MAX_LEFT_OUT, 'Leave out fewer pieces at a time.')
    .default([])
    .transform((ids) => ids.filter((id) => id.length <= 64)),
  clearLetter: checkbox,
  ownedPieces: z
    .enum(['leave-out', 'to-buy'], { error: 'Choose what to do with her own pieces.' })
    .default('leave-out'),
})

export type DuplicateCapsuleInput = z.infer<typeof DuplicateCapsuleSchema>
