import { useState } from 'react'

import { Button } from '~/components/ui/button'
import { Icon } from '~/components/ui/icon'
import { CAPSULE_THREAD, MAIL_SWITCH_FROM_EMAIL, TARGET } from '~/lib/feedback'

import type { PublicItem, PublicOutfit } from '../types'
import { useConversation } from './conversation-context'
import { useThreadFromHash } from './messages-tab'
import { PiecePhoto } from './outfits-section'
import { ThreadView } from './thread-view'

/** Her e-mails about replies: on or off in one click (only when her stylist has her address). */
function MailSwitch({ brand }: { brand: string }) {
  const { mail, setMail, canWrite, canSwitchMail, studio } = useConversation()
  const [busy, setBusy] = useState(false)
  if (!mail?.hasAddress) return null
  const toggle = async () => {
    setBusy(true)
    await setMail(mail.off)
    setBusy(false)
  }
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4 sm:flex-row sm:items-center sm:justify-between">
      <p role="status" className="flex items-start gap-2 text-sm text-muted">
        <Icon name="mail" className="mt-0.5 size-4 shrink-0" />
        <span>
          {mail.off
            ? `E-mails are off: replies from ${studio ?? brand} only show here.`
            : `You get an e-mail when ${studio ?? brand} replies (at most one every 15 minutes).`}
          {canSwitchMail ? null : ` ${MAIL_SWITCH_FROM_EMAIL}`}
        </span>
      </p>
      {canSwitchMail ? (
        <Button variant="secondary" size="sm" busy={busy} disabled={!canWrite} onClick={toggle}>
          {mail.off ? 'Turn e-mails on' : 'Turn e-mails off'}
        </Button>
      ) : null}
    </div>
  )
}

/**
 * The Messages tab: every conversation with her stylist, newest first, each about a piece (which
 * opens from its name) or the whole capsule, with where to write next; and her e-mails.
 */
export function MessagesSection({
  brand,
  itemsById,
  outfits,
  onOpenItem,
  onOpenOutfit,
}: {
  brand: string
  itemsById: Map<string, PublicItem>
  outfits: PublicOutfit[]
  onOpenItem: (item: PublicItem) => void
  onOpenOutfit: (outfit: PublicOutfit) => void
}) {
  const { threads, studio } = useConversation()
  useThreadFromHash()
  // Her stylist's studio once the threads arrive (the page itself shows the site's brand).
  const stylist = studio ?? brand
  const pieceThreads = threads.filter((thread) => thread.target !== CAPSULE_THREAD)
  return (
    <section aria-label="Messages" className="mx-auto flex max-w-2xl flex-col gap-8">
      <MailSwitch brand={brand} />
      <article
        aria-labelledby="thread-title-capsule"
        className="rounded-2xl border border-line bg-surface p-4 sm:p-6"
      >
        <h2 id="thread-title-capsule" className="mb-4 font-display text-2xl">
          The whole capsule
        </h2>
        <ThreadView
          target={CAPSULE_THREAD}
          brand={brand}
          label={`Message to ${stylist} about the whole capsule`}
        />
      </article>
      {pieceThreads.length === 0 ? (
        <p className="text-center text-sm text-muted">
          Notes you write on a piece or an outfit show here too, with {stylist}’s replies.
        </p>
      ) : null}
      {pieceThreads.map((thread) => {
        const [, kind, id] = TARGET.exec(thread.target) ?? []
        const item = kind === 'item' ? itemsById.get(id!) : undefined
        const outfit = kind === 'outfit' ? outfits.find((entry) => entry.id === id) : undefined
        const name = item?.name ?? outfit?.name
        if (!name) return null
        const cover = item ?? (outfit ? itemsById.get(outfit.itemIds[0] ?? '') : undefined)
        const titleId = `thread-title-${kind}-${id}`
        return (
          <article
            key={thread.target}
            aria-labelledby={titleId}
            className="rounded-2xl border border-line bg-surface p-4 sm:p-6"
          >
            <h2 id={titleId} className="mb-4">
              <button
                type="button"
                onClick={() => (item ? onOpenItem(item) : onOpenOutfit(outfit!))}
                className="group flex min-h-11 items-center gap-3 text-left"
              >
                <span className="block size-12 shrink-0 overflow-hidden rounded-lg bg-sunken">
                  {cover ? <PiecePhoto item={cover} /> : null}
                </span>
                <span className="min-w-0">
                  <span className="block font-display text-xl break-words group-hover:underline">
                    {name}
                  </span>
                  <span className="block text-xs text-muted">{item ? 'Item' : 'Outfit'}</span>
                </span>
              </button>
            </h2>
            <ThreadView target={thread.target} brand={brand} label="Note to your stylist" />
          </article>
        )
      })}
    </section>
  )
}
