import { currencyCode, readPriceField } from '~/lib/money-field'
import { isProfileTarget, PROFILE_TARGETS } from '~/lib/questionnaire'
import { optionalText } from '~/lib/text-fields'
import { z } from '~/lib/zod'
import { formError, type Intents, parseForm, saved } from '~/server/forms.server'

import { updateProfileField } from './clients.server'
import { CLIENT_GONE } from './messages'
import { PROFILE_LIMITS } from './schema'

/** One profile field (`field`) set to `value`, within that field's bound; a budget read as a price. */
const fieldSchema = (field: keyof typeof PROFILE_LIMITS) =>
  z
    .object({ value: optionalText(PROFILE_LIMITS[field]), budgetCurrency: currencyCode })
    .transform(({ value, budgetCurrency }, context) =>
      field === 'budget'
        ? { budget: readPriceField(value, budgetCurrency, 'value', context) }
        : { [field]: value },
    )

/**
 * One field of her client's profile, set from elsewhere (an answer of her questionnaire copied
 * into it), or several at once (`field` and `value` repeated, in pairs: "Copy all to profile"):
 * the client is the page's (`context.clientId`). One field out of its bound refuses them all.
 */
export const profileFieldIntents = {
  'update-profile-field': async (input, { ownerId, clientId }) => {
    const field = input.fields.field
    if (!isProfileTarget(field)) return formError('Choose a profile field.', 400)
    const parsed = parseForm(input, fieldSchema(field))
    if (!parsed.success) return parsed.reply
    const updated = await updateProfileField(ownerId, clientId ?? '', parsed.data)
    return updated ? saved() : formError(CLIENT_GONE, 404)
  },
  'update-profile-fields': async (input, { ownerId, clientId }) => {
    const fields = input.all('field')
    const values = input.all('value')
    if (fields.length === 0 || fields.length !== values.length || fields.length > 20) {
      return formError('Choose the profile fields to copy.', 400)
    }
    const changes = {}
    for (const [index, field] of fields.entries()) {
      if (!isProfileTarget(field)) return formError('Choose a profile field.', 400)
      const parsed = fieldSchema(field).safeParse({
        value: values[index],
        budgetCurrency: input.fields.budgetCurrency,
      })
      if (!parsed.success) {
        const message = parsed.error.issues[0]?.message ?? 'Check this answer.'
        return formError(`${PROFILE_TARGETS[field]}: ${message}`, 400)
      }
      Object.assign(changes, parsed.data)
    }
    const updated = await updateProfileField(ownerId, clientId ?? '', changes)
    return updated ? saved() : formError(CLIENT_GONE, 404)
  },
} satisfies Intents
