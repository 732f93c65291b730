import { useEffect } from 'react'

const INTERACTIVE =
  'a, button, input, select, textarea, label, summary, [role="button"], [role="dialog"] *'

/**
 * The capsule page's small delights, added only where they cannot get in the way: a sparkle at
 * each click outside buttons and links (0.6 s), and a soft halo following the mouse on devices
 * with a fine pointer. Neither catches pointer events; both are off for reduced motion.
 */
export function DelightEffects() {
  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    const cleanups: (() => void)[] = []

    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || event.target.closest(INTERACTIVE)) return
      if (window.getSelection()?.toString()) return // selecting text: no sparkle
      const sparkle = document.createElement('span')
      sparkle.className = 'sparkle'
      sparkle.setAttribute('aria-hidden', 'true')
      sparkle.style.left = `${event.clientX}px`
      sparkle.style.top = `${event.clientY}px`
      sparkle.addEventListener('animationend', () => sparkle.remove())
      document.body.append(sparkle)
    }
    document.addEventListener('click', onClick)
    cleanups.push(() => document.removeEventListener('click', onClick))

    if (window.matchMedia('(pointer: fine)').matches) {
      const halo = document.createElement('span')
      halo.className = 'cursor-halo'
      halo.setAttribute('aria-hidden', 'true')
      halo.style.opacity = '0'
      document.body.append(halo)
      let frame = 0
      const onMove = (event: PointerEvent) => {
        if (event.pointerType !== 'mouse') return
        cancelAnimationFrame(frame)
        frame = requestAnimationFrame(() => {
          halo.style.opacity = '1'
          halo.style.transform = `translate(${event.clientX}px, ${event.clientY}px)`
        })
      }
      const onLeave = () => {
        halo.style.opacity = '0'
      }
      document.addEventListener('pointermove', onMove)
      document.documentElement.addEventListener('pointerleave', onLeave)
      cleanups.push(() => {
        cancelAnimationFrame(frame)
        document.removeEventListener('pointermove', onMove)
        document.documentElement.removeEventListener('pointerleave', onLeave)
        halo.remove()
      })
    }
    return () => cleanups.forEach((cleanup) => cleanup())
  }, [])
  return null
}
