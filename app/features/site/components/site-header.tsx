import { buttonClasses } from '~/components/ui/button'

const SECTIONS = [
  { href: '#about', label: 'About' },
  { href: '#services', label: 'Services' },
  { href: '#contact', label: 'Contact' },
]

/** The fixed top bar: wordmark, section links, and "Work with me" from tablet width up. */
export function SiteHeader({ brandName }: { brandName: string }) {
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-line/60 bg-canvas/90 backdrop-blur-md supports-[backdrop-filter]:bg-canvas/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-5 sm:px-8">
        <a
          href="/#top"
          className="line-clamp-2 min-w-0 font-display text-lg leading-tight font-semibold tracking-[0.02em] text-balance break-words text-ink sm:text-2xl sm:leading-none"
        >
          {brandName}
        </a>
        <nav aria-label="Sections" className="flex shrink-0 items-center gap-1 sm:gap-3">
          <ul className="flex items-center">
            {SECTIONS.map((section) => (
              <li key={section.href}>
                <a
                  href={section.href}
                  className="inline-flex min-h-11 items-center px-2 text-[0.8125rem] tracking-wide text-muted transition-colors hover:text-ink sm:px-3 sm:text-sm"
                >
                  {section.label}
                </a>
              </li>
            ))}
          </ul>
          <button
            type="button"
            data-booking=""
            className={buttonClasses({ size: 'sm', className: 'max-md:hidden' })}
          >
            Work with me
          </button>
        </nav>
      </div>
    </header>
  )
}
