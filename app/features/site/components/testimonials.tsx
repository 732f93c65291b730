import { cx } from '~/components/ui/cx'
import { Icon } from '~/components/ui/icon'

import { QUOTE } from '../landing-hooks'
import type { SiteSettings } from '../schema'

function Stars({ rating }: { rating: number }) {
  return (
    <p className="flex justify-center gap-1 text-accent">
      {Array.from({ length: 5 }, (_, index) => (
        <Icon
          name="star"
          key={index}
          className={cx('size-4', index < rating ? 'fill-current' : 'opacity-30')}
        />
      ))}
      <span className="sr-only">Rated {rating} out of 5</span>
    </p>
  )
}

/**
 * One testimonial at a time; the landing script (enhance/testimonials.ts) changes it every 4 s,
 * holds still while hovered or focused and for visitors who ask for reduced motion. All quotes
 * share one grid cell, so the section is as tall as the longest and nothing below it moves when
 * they change.
 */
export function Testimonials({ testimonials }: { testimonials: SiteSettings['testimonials'] }) {
  const count = testimonials.length
  if (count === 0) return null
  return (
    <section aria-labelledby="testimonials-title" data-testimonials="" className="py-20 sm:py-28">
      <div className="mx-auto max-w-3xl px-6 text-center">
        <h2
          id="testimonials-title"
          className="text-[0.6875rem] font-medium tracking-[0.32em] text-accent uppercase"
        >
          Kind words
        </h2>
        <div aria-live="polite" data-quotes="" className="mt-10 grid">
          {testimonials.map((testimonial, position) => (
            <figure
              key={position}
              aria-hidden={position !== 0}
              className={cx(
                'col-start-1 row-start-1',
                position === 0 ? QUOTE.current : QUOTE.other,
              )}
            >
              <Stars rating={testimonial.rating} />
              <blockquote className="mt-6 font-display text-[1.75rem] leading-snug text-balance text-ink sm:text-[2.25rem]">
                &ldquo;{testimonial.quote}&rdquo;
              </blockquote>
              <figcaption className="mt-6 text-sm tracking-[0.14em] text-muted uppercase">
                {testimonial.author}
              </figcaption>
            </figure>
          ))}
        </div>
        {count > 1 ? (
          <div role="group" aria-label="Choose a testimonial" className="mt-8 flex justify-center">
            {testimonials.map((testimonial, position) => (
              <button
                key={position}
                type="button"
                aria-label={`Testimonial ${position + 1} of ${count}: ${testimonial.author}`}
                aria-current={position === 0 ? 'true' : undefined}
                data-quote-dot=""
                className="group grid size-11 place-items-center"
              >
                <span
                  className={cx(
                    'block h-1.5 rounded-full transition-all duration-300',
                    position === 0 ? QUOTE.dotCurrent : QUOTE.dotOther,
                  )}
                />
              </button>
            ))}
          </div>
        ) : null}
      </div>
    </section>
  )
}
