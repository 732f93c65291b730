// Her client's home link by e-mail, through the one way client e-mail goes
// (app/domain/client-email.server.ts: as her studio, Reply-To her, her limits, the owner's log).
import { type ClientEmailResult, sendClientEmail } from '~/domain/client-email.server'
import { studioSender } from '~/features/site/index.server'

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name

/** The e-mail with her home link (`causedBy: 'visitor'`: she asked for it herself). */
export async function mailHomeLink(
  ownerId: string,
  to: { name: string; email: string },
  url: string,
  { causedBy = 'stylist' }: { causedBy?: 'stylist' | 'visitor' } = {},
): Promise<ClientEmailResult> {
  return sendClientEmail(
    await studioSender(ownerId),
    'home-link',
    (brand) => ({
      to: to.email,
      subject: `Everything from ${brand} in one place`,
      intro: `Hello ${firstName(to.name)},\n\nYour capsules, questionnaires, invoices and appointments with ${brand} are all on one page, newest first. Keep this link: it is yours alone.`,
      action: 'Open your page',
      url,
      outro: `Questions? Simply reply to this e-mail: it reaches ${brand}.`,
    }),
    { causedBy },
  )
}
