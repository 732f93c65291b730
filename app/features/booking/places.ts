// Where an appointment happens, as her pages, the visitor's and the e-mails say it.
export const PLACES = ['in_person', 'video', 'phone'] as const
export type Place = (typeof PLACES)[number]

export const PLACE_LABELS: Record<Place, string> = {
  in_person: 'In person',
  video: 'Video call',
  phone: 'Phone call',
}

/** "Video call: https://meet…", "In person: 12 Rue…", or the kind alone when she gave nothing. */
export function placeLine(place: Place, detail: string | null): string {
  return detail ? `${PLACE_LABELS[place]}: ${detail}` : PLACE_LABELS[place]
}
