// "Export my data": everything of one account as a zip the stylist can keep, open in a
// spreadsheet or take elsewhere. Each feature declares its own data sets (its export.server.ts,
// every query filtered on the owner) on the shape of lib/data-set; this module puts them in their
// order and lists the photos they name; zip.server.ts writes them.
import { billingDataSets } from '~/features/billing/index.server'
import {
  capsuleDataSet,
  capsuleOpenDataSet,
  capsuleSendDataSet,
} from '~/features/capsules/index.server'
import { cheatSheetDataSet } from '~/features/cheat-sheets/index.server'
import { clientDataSet } from '~/features/clients/index.server'
import { closetAuditDataSets } from '~/features/closet-audit/index.server'
import { affiliateDataSets } from '~/features/commissions/index.server'
import { messageDataSet } from '~/features/conversation/index.server'
import { feedbackDataSet } from '~/features/feedback/index.server'
import { inquiryDataSet } from '~/features/inquiries/index.server'
import { itemDataSet } from '~/features/items/index.server'
import { subscriberDataSet } from '~/features/newsletter/index.server'
import { outfitDataSet } from '~/features/outfits/index.server'
import { questionnaireDataSets } from '~/features/questionnaire/index.server'
import { studioDataSet } from '~/features/studio/index.server'
import { type Collection, type DataSetPhoto, type Lookups } from '~/lib/data-set'

import { sentEmailDataSet } from './emails-sent.server'

/** A photo file of the export: its path in the zip and where its bytes are stored. */
type ExportPhoto = { file: string; storageKey: string }

export type AccountExport = { collections: Collection[]; photos: ExportPhoto[]; createdAt: Date }

/** The large (zoom) version: the best quality stored. */
const largeFile = ({ file, photo }: DataSetPhoto): ExportPhoto => ({
  file,
  storageKey: `${photo.key}/large.webp`,
})

/** A row's name by its id, as a data set with `id` and `name` columns (clients, capsules) has it. */
function namesIn(collection: Collection): (id: string | null) => string | null {
  const names = new Map(collection.rows.map((row) => [row.id, row.name]))
  return (id) => {
    const name = id === null ? undefined : names.get(id)
    return typeof name === 'string' ? name : null
  }
}

/**
 * Reads the studio's settings, every client, capsule, item, outfit, cheat sheet, inquiry,
 * newsletter subscriber, piece of client feedback, message, send and capsule open of the owner,
 * the e-mails sent, her billing (settings, packages, invoices and their lines, payments,
 * vouchers), her affiliate rules and commissions, questionnaires and closet audits. `shareUrl`
 * gives a capsule's public link.
 */
export async function loadAccountExport(
  ownerId: string,
  shareUrl: (capsuleId: string) => string,
): Promise<AccountExport> {
  // The other data sets name clients and capsules as clients.csv and capsules.csv have them.
  const clients = await clientDataSet(ownerId)
  const clientName = namesIn(clients)
  const capsules = await capsuleDataSet(ownerId, { clientName, shareUrl })
  const lookups: Lookups = { clientName, capsuleName: namesIn(capsules), shareUrl }
  // In the order of the zip and of its README.
  const collections = (
    await Promise.all([
      studioDataSet(ownerId),
      clients,
      capsules,
      itemDataSet(ownerId, lookups),
      outfitDataSet(ownerId, lookups),
      cheatSheetDataSet(ownerId, lookups),
      inquiryDataSet(ownerId),
      subscriberDataSet(ownerId),
      feedbackDataSet(ownerId, lookups),
      messageDataSet(ownerId, lookups),
      capsuleSendDataSet(ownerId, lookups),
      capsuleOpenDataSet(ownerId, lookups),
      sentEmailDataSet(ownerId),
      billingDataSets(ownerId),
      affiliateDataSets(ownerId),
      questionnaireDataSets(ownerId, lookups),
      closetAuditDataSets(ownerId, lookups),
    ])
  ).flat()
  const photos = collections.flatMap((collection) => collection.photos ?? []).map(largeFile)
  return { collections, photos, createdAt: new Date() }
}
