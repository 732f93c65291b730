// The two Latin faces (app/fonts.css, cut by `npm run fonts`), asked for with the page's
// stylesheet rather than after it: a page a client opens first (her capsule) then has its
// typeface within the block period of `font-display: optional`, even on a first visit
// (decision 039). The URLs are the build's own, the same files the stylesheet names.
import type { LinkDescriptor } from 'react-router'

import displayFace from './cormorant-garamond-latin.woff2?url'
import textFace from './inter-latin.woff2?url'

const preload = (href: string): LinkDescriptor => ({
  rel: 'preload',
  as: 'font',
  type: 'font/woff2',
  href,
  crossOrigin: 'anonymous',
})

export const fontPreloads: LinkDescriptor[] = [preload(displayFace), preload(textFace)]
