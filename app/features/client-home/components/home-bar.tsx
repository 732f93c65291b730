import { Icon } from '~/components/ui/icon'

/** On her other pages (an invoice, a questionnaire): the way to her home, when she has one. */
export function HomeBar({ href, wide = false }: { href: string | null; wide?: boolean }) {
  if (!href) return null
  return (
    <nav aria-label="Your page" className={wide ? 'px-4 pt-4 sm:px-6' : 'bg-canvas px-5 pt-4'}>
      <a
        href={href}
        className={`mx-auto flex items-center gap-1.5 text-sm font-medium text-accent hover:underline ${wide ? 'max-w-3xl' : 'max-w-xl'}`}
      >
        <Icon name="chevron-left" className="size-4" />
        Everything from your stylist
      </a>
    </nav>
  )
}
