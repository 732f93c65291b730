// The intents of her packages, gift vouchers and billing settings pages.
import { studioCurrency } from '~/features/studio/index.server'
import { formError, type Intents, parseForm, refused, saved } from '~/server/forms.server'

import { answerRefusal } from './invoice-intents.server'
import { PackageSchema } from './packages'
import { createPackage, movePackage, trashPackage, updatePackage } from './packages.server'
import { BillingSettingsSchema, readTaxRates, VoucherSchema } from './schema'
import { saveBillingSettings } from './settings.server'
import { createVoucher, trashVoucher } from './vouchers.server'

const PACKAGE_GONE = 'This package no longer exists.'

export const packageIntents = {
  'create-package': async (input, { ownerId }) => {
    const parsed = parseForm(input, PackageSchema)
    if (!parsed.success) return parsed.reply
    return (await createPackage(ownerId, parsed.data))
      ? saved()
      : formError('A studio has at most 24 packages: delete one first.', 409)
  },
  'update-package': async (input, { ownerId }) => {
    const parsed = parseForm(input, PackageSchema)
    if (!parsed.success) return parsed.reply
    return (await updatePackage(ownerId, input.fields.id ?? '', parsed.data))
      ? saved()
      : formError(PACKAGE_GONE, 404)
  },
  'move-package': async (input, { ownerId }) => {
    const by = input.fields.by === 'up' ? -1 : 1
    return (await movePackage(ownerId, input.fields.id ?? '', by))
      ? saved()
      : formError(PACKAGE_GONE, 404)
  },
  'delete-package': async (input, { ownerId }) => {
    const undo = await trashPackage(ownerId, input.fields.id ?? '')
    return undo ? saved({ undo }) : formError(PACKAGE_GONE, 404)
  },
} satisfies Intents

export const voucherIntents = {
  'create-voucher': async (input, { ownerId }) => {
    const parsed = parseForm(input, VoucherSchema)
    if (!parsed.success) return parsed.reply
    const made = await createVoucher(ownerId, parsed.data, await studioCurrency(ownerId))
    return made.ok ? saved({ code: made.code }) : answerRefusal(made)
  },
  'delete-voucher': async (input, { ownerId }) => {
    const outcome = await trashVoucher(ownerId, input.fields.id ?? '')
    return outcome.ok ? saved({ undo: outcome.undo }) : answerRefusal(outcome)
  },
} satisfies Intents

export const billingSettingsIntents = {
  'save-billing': async (input, { ownerId }) => {
    const taxes = readTaxRates(input.fields)
    const parsed = parseForm(input, BillingSettingsSchema)
    if (!parsed.success || Object.keys(taxes.errors).length > 0) {
      return refused({ errors: { ...taxes.errors, ...(parsed.success ? {} : parsed.errors) } }, 400)
    }
    const outcome = await saveBillingSettings(ownerId, { ...parsed.data, taxRates: taxes.rates })
    return outcome.ok ? saved() : refused({ errors: { [outcome.field]: outcome.message } }, 400)
  },
} satisfies Intents
