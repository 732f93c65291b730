import { Star } from 'lucide-react'
import { useEffect, useState, useSyncExternalStore } from 'react'
import { cx } from '~/components/ui/cx'
import type { SiteSettings } from '../schema'

const ROTATE_MS = 4000
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/** Whether the visitor asked for reduced motion (false on the server). */
function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  )
}

function Stars({ rating }: { rating: number }) {
  return (
    <p className="flex justify-center gap-1 text-accent">
      {Array.from({ length: 5 }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          className={cx('size-4', index < rating ? 'fill-current' : 'opacity-30')}
        />
      ))}
      <span className="sr-only">Rated {rating} out of 5</span>
    </p>
  )
}

/**
 * One testimonial at a time, changing every 4 s; it holds still while hovered or focused, and
 * for visitors who ask for reduced motion. All quotes share one grid cell, so the section is as
 * tall as the longest and nothing below it moves when they change.
 */
export function Testimonials({ testimonials }: { testimonials: SiteSettings['testimonials'] }) {
  const [index, setIndex] = useState(0)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const reducedMotion = useReducedMotion()
  const count = testimonials.length
  const current = count > 0 ? index % count : 0
  const rotating = count > 1 && !hovered && !focused && !reducedMotion

  useEffect(() => {
    if (!rotating) return
    const timer = window.setInterval(() => setIndex((value) => (value + 1) % count), ROTATE_MS)
    return () => window.clearInterval(timer)
  }, [rotating, count])

  if (count === 0) return null
  return (
    <section
      aria-labelledby="testimonials-title"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
      }}
      className="py-20 sm:py-28"
    >
      <div className="mx-auto max-w-3xl px-6 text-center">
        <h2
          id="testimonials-title"
          className="text-[0.6875rem] font-medium tracking-[0.32em] text-accent uppercase"
        >
          Kind words
        </h2>
        <div aria-live={rotating ? 'off' : 'polite'} className="mt-10 grid">
          {testimonials.map((testimonial, position) => (
            <figure
              key={position}
              aria-hidden={position !== current}
              className={cx(
                'col-start-1 row-start-1',
                position === current ? 'animate-fade-in' : 'invisible',
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
                aria-current={position === current ? 'true' : undefined}
                onClick={() => setIndex(position)}
                className="group grid size-11 place-items-center"
              >
                <span
                  className={cx(
                    'block h-1.5 rounded-full transition-all duration-300',
                    position === current
                      ? 'w-6 bg-accent'
                      : 'w-1.5 bg-line-strong group-hover:bg-muted',
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
