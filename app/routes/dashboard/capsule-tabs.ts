// The tabs of a capsule's page, named in its URL (`?tab=`): the loader reads what the tab shows.
export const CAPSULE_TABS = ['items', 'outfits', 'cheat-sheets', 'feedback'] as const
export type CapsuleTab = (typeof CAPSULE_TABS)[number]

/** The tab `?tab=` asks for; the items tab when it names none. */
export const capsuleTab = (value: string | null): CapsuleTab =>
  CAPSULE_TABS.find((candidate) => candidate === value) ?? 'items'
