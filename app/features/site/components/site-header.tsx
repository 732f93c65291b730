import { buttonClasses } from '~/components/ui/button'

import { BookingButton } from './booking-button'

const SECTIONS = [
  { href: '#about', label: 'About' },
  { href: '#services', label: 'Services' },
  { href: '#contact', label: 'Contact' },
]

/**
 * The top bar, kept at the top while scrolling: wordmark, section links, and "Work with me" from
 * tablet width up. Her brand is always shown whole: when it does not fit beside the links, the
 * links move to a second row and the bar grows (it takes its own place in the page, so it never
 * covers the headline).
 */
export function SiteHeader({ brandName, services }: { brandName: string; services: boolean }) {
  return (
    <header className="sticky top-0 z-40 border-b border-line/60 bg-canvas/90 backdrop-blur-md supports-[backdrop-filter]:bg-canvas/75">
      <div className="mx-auto flex min-h-16 max-w-6xl flex-wrap items-center justify-between gap-x-4 px-5 py-1.5 sm:px-8">
        <a
          href="/#top"
          className="max-w-full py-1.5 font-display text-lg leading-tight font-semibold tracking-[0.02em] text-balance break-words text-ink sm:text-2xl"
        >
          {brandName}
        </a>
        <nav
          aria-label="Sections"
          className="-mr-2 ml-auto flex shrink-0 items-center gap-1 sm:mr-0 sm:gap-3"
        >
          <ul className="flex items-center">
            {SECTIONS.filter((section) => services || section.href !== '#services').map(
              (section) => (
                <li key={section.href}>
                  <a
                    href={section.href}
                    className="inline-flex min-h-11 items-center px-2 text-[0.8125rem] tracking-wide text-muted transition-colors hover:text-ink sm:px-3 sm:text-sm"
                  >
                    {section.label}
                  </a>
                </li>
              ),
            )}
          </ul>
          <BookingButton className={buttonClasses({ size: 'sm', className: 'max-md:hidden' })}>
            Work with me
          </BookingButton>
        </nav>
      </div>
    </header>
  )
}
