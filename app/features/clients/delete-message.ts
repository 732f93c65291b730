import { plural } from '~/lib/plural'

/**
 * The client delete confirmation: the spec's question first, then what goes with her. The
 * wording speaks of a client as "her", as everywhere in the studio.
 */
export function deleteClientMessage(
  attached: { capsules: number; published: number; items: number } | undefined,
): string {
  const question = 'Are you sure you want to delete this client?'
  const { capsules = 0, published = 0, items = 0 } = attached ?? {}
  const parts = [
    capsules ? plural(capsules, 'capsule') : null,
    items ? plural(items, 'item') : null,
  ].filter((part) => part !== null)
  if (parts.length === 0) return `${question} Nothing else is attached to her.`
  const what = `Her ${parts.join(', ')}${items ? ' and their photos' : ''} will be deleted too.`
  const links =
    published === 0
      ? ''
      : published === 1
        ? ' Her published link will stop working.'
        : ` Her ${published} published links will stop working.`
  return `${question} ${what}${links} You can undo this for a few seconds.`
}
