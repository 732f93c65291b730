import type { Price } from '~/lib/money'

/** A client as the dashboard shows it (dates arrive serialised). */
export type ClientView = {
  id: string
  name: string
  email: string | null
  phone: string | null
  createdAt: Date | string
} & ClientProfile

/** The profile fields, all optional. */
export type ClientProfile = {
  sizeTops: string | null
  sizeBottoms: string | null
  sizeDress: string | null
  sizeShoes: string | null
  sizeNotes: string | null
  measurements: string | null
  coloursLoved: string | null
  coloursAvoided: string | null
  styleWords: string | null
  /** Her budget per season. */
  budget: Price | null
  notes: string | null
  cameFrom: string | null
}

/** A card on the Clients page: the client with her capsules count and last activity. */
export type ClientListView = ClientView & {
  capsuleCount: number
  lastActivityAt: Date | string
}

export type ClientSizes = Pick<
  ClientProfile,
  'sizeTops' | 'sizeBottoms' | 'sizeDress' | 'sizeShoes' | 'sizeNotes'
>

/** Her sizes in one line ("Tops M · Bottoms 28 · Shoes 39"), or null when none is known. */
export function sizesSummary(sizes: ClientSizes): string | null {
  const parts = [
    sizes.sizeTops ? `Tops ${sizes.sizeTops}` : null,
    sizes.sizeBottoms ? `Bottoms ${sizes.sizeBottoms}` : null,
    sizes.sizeDress ? `Dress ${sizes.sizeDress}` : null,
    sizes.sizeShoes ? `Shoes ${sizes.sizeShoes}` : null,
  ].filter(Boolean)
  const line = parts.join(' · ')
  if (!sizes.sizeNotes) return line || null
  return line ? `${line} (${sizes.sizeNotes})` : sizes.sizeNotes
}
