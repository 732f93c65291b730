import { Icon } from '~/components/ui/icon'

import { useHomeOfCapsule } from '../device-home'

/**
 * On a capsule page, in the top corner: the way to her home, in the browsers where she has
 * opened it (../device-home.ts). Drawn over the page's top margin, so nothing moves when it
 * appears after hydration.
 */
export function HomeCorner({ capsuleId, skip }: { capsuleId: string; skip: boolean }) {
  const home = useHomeOfCapsule(capsuleId, skip)
  if (!home) return null
  return (
    <nav aria-label="Your page" className="absolute top-3 left-3 z-10 sm:top-5 sm:left-5">
      <a
        href={home}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-accent-strong hover:underline"
      >
        <Icon name="chevron-left" className="size-4" />
        Everything from your stylist
      </a>
    </nav>
  )
}
