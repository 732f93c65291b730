// "Send me my link": her client asks for her home link by e-mail. The answer is always the
// same, whether or not the address has a home anywhere (nothing tells a visitor who is a client);
// the asking is limited per address and per device, and each home the address has is e-mailed its
// current link from its own studio.
import { data } from 'react-router'

import { homesOfAddress, homeUrl } from '~/features/clients/index.server'
import { emailAddress } from '~/lib/text-fields'
import { readInput } from '~/server/forms.server'
import { logger } from '~/server/logger.server'
import { clientAddress, rateLimit, TOO_MANY_ATTEMPTS } from '~/server/rate-limiter.server'
import { clientDevice } from '~/server/visitor-device.server'

import { mailHomeLink } from './mail.server'

export const LINK_ASKED =
  "If this address has a home with us, we've e-mailed its link. It may take a minute to arrive."

const PER_ADDRESS = rateLimit({ name: 'home-link-address', max: 3, windowSeconds: 60 * 60 })
const PER_DEVICE = rateLimit({ name: 'home-link-device', max: 10, windowSeconds: 60 * 60 })

/** The form's answer: its field's message (400), the limit (429), or the one same answer. */
export async function askForHomeLink(request: Request) {
  const input = await readInput(request)
  const parsed = emailAddress.safeParse(input.fields.email ?? '')
  if (!parsed.success) {
    return data(
      { errors: { email: parsed.error.issues[0]?.message ?? 'Enter a valid e-mail address.' } },
      { status: 400 },
    )
  }
  const email = parsed.data.toLowerCase()
  const device = await clientDevice(request)
  // A browser without the device cookie counts by its network address.
  const deviceKey = device.id ?? `address:${clientAddress(request)}`
  const headers = device.setCookie ? { 'Set-Cookie': device.setCookie } : undefined
  const allowed =
    (await PER_DEVICE.spend(deviceKey)).allowed && (await PER_ADDRESS.spend(email)).allowed
  if (!allowed) return data({ formError: TOO_MANY_ATTEMPTS }, { status: 429, headers })
  // Sent after answering: the answer takes as long for a known address as for an unknown one.
  void mailHomes(email)
  return data({ ok: true as const, message: LINK_ASKED }, { headers })
}

async function mailHomes(email: string) {
  try {
    for (const home of await homesOfAddress(email)) {
      // To her address as her stylist wrote it.
      const to = { name: home.name, email: home.email ?? email }
      await mailHomeLink(home.ownerId, to, homeUrl(home.token), {
        causedBy: 'visitor',
      })
    }
  } catch (error) {
    logger.error({ err: error }, 'home link e-mail failed')
  }
}
