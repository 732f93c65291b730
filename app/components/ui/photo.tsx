import { photoSrcSet, photoUrl, smallestWidthAtLeast, type StoredPhoto } from '~/lib/photo-urls'

import { cx } from './cx'

/**
 * A stored photo as a responsive image: every width in `srcset`, the layout size in `sizes`,
 * and its intrinsic width and height so the page does not shift while it loads.
 */
export function Photo({
  photo,
  alt,
  sizes,
  className,
  priority = false,
}: {
  photo: StoredPhoto
  alt: string
  /** The image's CSS width per breakpoint, e.g. "(min-width: 1024px) 25vw, 50vw". */
  sizes: string
  className?: string
  /** Above the fold: load eagerly with high priority instead of lazily. */
  priority?: boolean
}) {
  return (
    <img
      src={photoUrl(photo, smallestWidthAtLeast(photo, 640))}
      srcSet={photoSrcSet(photo)}
      sizes={sizes}
      width={photo.width}
      height={photo.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={cx('bg-sunken', className)}
    />
  )
}
