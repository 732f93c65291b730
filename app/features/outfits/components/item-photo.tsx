import { cx } from '~/components/ui/cx'
import { Icon } from '~/components/ui/icon'
import { Photo } from '~/components/ui/photo'
import type { StoredPhoto } from '~/lib/photo-urls'

/** An item's photo filling its box, or a calm placeholder when it has none. */
export function ItemPhoto({
  photo,
  alt,
  sizes,
  priority,
  className,
  iconClassName = 'size-10',
}: {
  photo: StoredPhoto | null
  alt: string
  sizes: string
  priority?: boolean
  className?: string
  iconClassName?: string
}) {
  if (photo) {
    return (
      <Photo
        photo={photo}
        alt={alt}
        sizes={sizes}
        priority={priority}
        className={cx('size-full object-cover', className)}
      />
    )
  }
  return (
    <div className={cx('grid size-full place-items-center bg-sunken text-line-strong', className)}>
      <Icon name="shirt" className={iconClassName} strokeWidth={1.25} />
    </div>
  )
}
