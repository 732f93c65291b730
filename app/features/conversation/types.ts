import type { Thread } from '~/lib/feedback'
import type { StoredPhoto } from '~/lib/photo-urls'

/** A thread as the dashboard receives it: with its piece (null: the whole capsule). */
export type ThreadView = Thread & {
  piece: { name: string; photo: StoredPhoto | null; kind: 'item' | 'outfit' } | null
}
