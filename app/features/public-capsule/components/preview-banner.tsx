import { Icon } from '~/components/ui/icon'

/** What the owner previewing her capsule needs to know: who can open it, and how. */
export function previewMessage({
  published,
  hasPassword,
}: {
  published: boolean
  hasPassword: boolean
}): string {
  if (!published) {
    return `Draft preview — only you can see this page until it is published. ${
      hasPassword ? 'A password is set.' : 'No password is set.'
    }`
  }
  return hasPassword
    ? 'Preview — a password is set: your client types it before she sees this page.'
    : 'Preview — no password is set: anyone with the link sees this page.'
}

/** The bar above the owner's preview of her own capsule. */
export function PreviewBanner(props: { published: boolean; hasPassword: boolean }) {
  return (
    <div
      role="status"
      className="sticky top-0 z-40 flex items-center justify-center gap-2 bg-ink px-4 py-2 text-center text-sm text-balance text-canvas"
    >
      <Icon name="eye" className="size-4 shrink-0" /> {previewMessage(props)}
    </div>
  )
}
