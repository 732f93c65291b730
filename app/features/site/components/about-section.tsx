import { Photo } from '~/components/ui/photo'

import type { SiteSettings } from '../schema'

/** Up to two initials of the brand, for the portrait placeholder ("Capsule Studio" → "CS"). */
export function monogram(brandName: string): string {
  const words = brandName.split(/\s+/).filter((word) => /\p{L}/u.test(word))
  return words
    .slice(0, 2)
    .map((word) => word.match(/\p{L}/u)?.[0]?.toUpperCase() ?? '')
    .join('')
}

const ARCH = 'aspect-[4/5] w-full overflow-hidden rounded-t-[50%_40%] rounded-b-[2rem]'

function Portrait({ settings }: { settings: SiteSettings }) {
  if (settings.portrait) {
    return (
      <Photo
        photo={settings.portrait}
        alt={`Portrait of the stylist behind ${settings.brandName}`}
        sizes="(min-width: 768px) 416px, (min-width: 640px) 352px, 304px"
        className={`${ARCH} h-auto object-cover`}
      />
    )
  }
  return (
    <div
      aria-hidden="true"
      className={`${ARCH} grid place-items-center bg-[linear-gradient(160deg,var(--color-accent-soft),var(--color-sunken)_70%)]`}
    >
      <div className="grid size-40 place-items-center rounded-full border border-accent/25 sm:size-48">
        <span className="font-display text-6xl font-light tracking-[0.08em] text-accent sm:text-7xl">
          {monogram(settings.brandName)}
        </span>
      </div>
    </div>
  )
}

/** About (#about): the portrait, or a monogram until there is one, and the bio as written. */
export function AboutSection({ settings }: { settings: SiteSettings }) {
  const paragraphs = settings.bio.split(/\n\s*\n/).filter((paragraph) => paragraph.trim())
  return (
    <section id="about" aria-labelledby="about-title" className="scroll-mt-16 pt-10 pb-20 sm:py-28">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-6 sm:px-8 md:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] md:gap-20">
        <div className="relative mx-auto w-full max-w-[19rem] sm:max-w-[22rem] md:max-w-[26rem]">
          <div
            aria-hidden="true"
            className="absolute -inset-3 rounded-t-[50%_40%] rounded-b-[2.5rem] border border-line-strong/70"
          />
          <Portrait settings={settings} />
        </div>
        <div>
          <h2
            id="about-title"
            className="text-[0.6875rem] font-medium tracking-[0.32em] text-accent uppercase"
          >
            About
          </h2>
          <div className="mt-6 space-y-5 text-[1.0625rem] leading-[1.8] text-muted">
            {paragraphs.map((paragraph, index) => (
              <p
                key={index}
                className={
                  index === 0
                    ? 'font-display text-[1.75rem] leading-[1.35] font-normal whitespace-pre-line text-pretty text-ink sm:text-[2rem]'
                    : 'whitespace-pre-line text-pretty'
                }
              >
                {paragraph.trim()}
              </p>
            ))}
          </div>
        </div>
      </div>
    </section>
  )
}
