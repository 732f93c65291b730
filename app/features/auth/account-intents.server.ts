import { AlertSettingsSchema } from '~/features/activity'
import { saveAlertSettings } from '~/features/activity/index.server'
import { followStudioCurrency } from '~/features/billing/index.server'
import { StudioSettingsSchema } from '~/features/studio'
import { saveStudio } from '~/features/studio/index.server'
import { requireUser } from '~/server/auth.server'
import { formError, type Intents, parseForm, refused, saved } from '~/server/forms.server'

import {
  changePassword,
  confirmTwoFactor,
  signOutDevice,
  signOutOtherDevices,
  startTwoFactor,
  turnOffTwoFactor,
} from './account-settings.server'
import { inviteStylist } from './invitations.server'
import { ChangePasswordSchema, EmailOnlySchema, PasswordOnlySchema, TotpCodeSchema } from './schema'

const DEVICE_GONE = 'That device was already signed out.'
const NO_STUDIO = 'Your studio settings could not be found. Reload the page and try again.'

/** The Account page's intents: studio, password, devices and two-factor sign-in. */
export const accountIntents = {
  'save-studio': async (input, { ownerId }) => {
    const parsed = parseForm(input, StudioSettingsSchema)
    if (!parsed.success) return parsed.reply
    const studio = await saveStudio(ownerId, parsed.data)
    if (!studio) return formError(NO_STUDIO, 404)
    // Her starter packages follow her currency until she edits them.
    await followStudioCurrency(ownerId, studio.currency)
    return saved()
  },
  'save-alerts': async (input, { ownerId }) => {
    const parsed = parseForm(input, AlertSettingsSchema)
    if (!parsed.success) return parsed.reply
    const { summaryHour, ...modes } = parsed.data
    await saveAlertSettings(ownerId, { modes, summaryHour })
    return saved()
  },
  'change-password': async (input, { request }) => {
    const parsed = parseForm(input, ChangePasswordSchema)
    if (!parsed.success) return parsed.reply
    const changed = await changePassword(request, await requireUser(request), parsed.data)
    if (!changed.ok) return refused(changed.result, changed.status)
    return saved({}, { headers: changed.headers })
  },
  'sign-out-device': async (input, { request }) => {
    const id = (input.fields.id ?? '').slice(0, 64)
    const ended = await signOutDevice(request, await requireUser(request), id)
    return ended ? saved() : formError(DEVICE_GONE, 404)
  },
  'sign-out-others': async (_input, { request }) => {
    const { headers } = await signOutOtherDevices(request, await requireUser(request))
    return saved({}, { headers })
  },
  'start-two-factor': async (input, { request }) => {
    const parsed = parseForm(input, PasswordOnlySchema)
    if (!parsed.success) return parsed.reply
    const started = await startTwoFactor(request, await requireUser(request), parsed.data.password)
    if (!started.ok) return refused(started.result, started.status)
    return saved({ setup: started.setup })
  },
  'confirm-two-factor': async (input, { request }) => {
    const parsed = parseForm(input, TotpCodeSchema)
    if (!parsed.success) return parsed.reply
    const confirmed = await confirmTwoFactor(request, await requireUser(request), parsed.data.code)
    if (!confirmed.ok) return refused(confirmed.result, confirmed.status)
    return saved({}, { headers: confirmed.headers })
  },
  'turn-off-two-factor': async (input, { request }) => {
    const parsed = parseForm(input, PasswordOnlySchema)
    if (!parsed.success) return parsed.reply
    const off = await turnOffTwoFactor(request, await requireUser(request), parsed.data.password)
    if (!off.ok) return refused(off.result, off.status)
    return saved({}, { headers: off.headers })
  },
  'invite-stylist': async (input, { request }) => {
    const parsed = parseForm(input, EmailOnlySchema)
    if (!parsed.success) return parsed.reply
    const invited = await inviteStylist((await requireUser(request)).id, parsed.data.email)
    return invited.ok ? saved() : formError(invited.formError, invited.status)
  },
} satisfies Intents
