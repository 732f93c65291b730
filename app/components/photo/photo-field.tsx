import type { ReactNode } from 'react'
import { useId } from 'react'

import { Button } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { Icon } from '~/components/ui/icon'
import type { StoredPhoto } from '~/lib/photo-urls'
import { photoUrl, smallestWidthAtLeast } from '~/lib/photo-urls'

import { DropZone } from './drop-zone'
import { PhotoRow, RemoveButton, Thumb } from './photo-rows'
import { type PhotoFieldValue, THUMB_PX, usePhotoUpload } from './use-photo-upload'

export type PhotoFieldProps = {
  label: ReactNode
  /** The form field that receives the upload id once a new photo is uploaded. */
  name: string
  /** The photo already saved, if any. */
  current?: StoredPhoto | null
  /** Called with true while a photo is uploading (to disable the form's submit), then false. */
  onBusyChange?: (busy: boolean) => void
  hint?: ReactNode
  /**
   * An upload made elsewhere (e.g. a generated collage). Whenever a new one is given, it becomes
   * the field's picked photo, as if the stylist had uploaded it; a file picked later replaces it.
   */
  value?: PhotoFieldValue | null
}

/**
 * A photo picker for a form. The photo is uploaded as soon as it is chosen (click or keyboard,
 * drag-and-drop, or pasting an image anywhere while the field is on screen), with a progress
 * bar, and the form then submits only:
 * - `name` = the upload id, when a new photo was uploaded;
 * - `${name}Remove` = "1", when the current photo should be removed;
 * - neither, when the current photo is kept.
 * A failed upload shows the reason and leaves the previous choice untouched.
 */
export function PhotoField({ label, name, current, onBusyChange, hint, value }: PhotoFieldProps) {
  const id = useId()
  const buttonId = `${id}-button`
  const photo = usePhotoUpload({ current, value, onBusyChange })
  const { picked, uploading, removed, error } = photo
  const hasPhoto = picked !== null || (current != null && !removed)

  return (
    <Field
      label={<span id={`${id}-label`}>{label}</span>}
      htmlFor={buttonId}
      hint={hint}
      error={error}
    >
      <div className="flex flex-col gap-3">
        {uploading ? (
          <PhotoRow
            thumb={<Thumb src={uploading.previewUrl} />}
            title={uploading.fileName}
            action={
              <Button variant="ghost" size="sm" onClick={photo.cancel}>
                <Icon name="x" />
                Cancel
              </Button>
            }
          >
            <div
              role="progressbar"
              aria-label={`Uploading ${uploading.fileName}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={uploading.progress}
              aria-valuetext={
                uploading.progress < 100 ? `${uploading.progress}%` : 'Processing the photo'
              }
              className="mt-2 h-1.5 w-full overflow-hidden rounded-full bg-sunken"
            >
              <div
                className="h-full rounded-full bg-accent transition-[width] duration-200"
                style={{ width: `${uploading.progress}%` }}
              />
            </div>
            <p className="mt-1.5 text-xs text-muted tabular-nums">
              {uploading.progress < 100 ? `Uploading… ${uploading.progress}%` : 'Processing…'}
            </p>
          </PhotoRow>
        ) : null}

        {picked ? (
          <PhotoRow
            thumb={
              <Thumb
                src={picked.previewUrl}
                fallbackSrc={photoUrl(picked.photo, smallestWidthAtLeast(picked.photo, THUMB_PX))}
              />
            }
            title={picked.fileName}
            subtitle={current ? 'Will replace the current photo' : 'New photo'}
            action={<RemoveButton onClick={photo.remove} />}
          />
        ) : current && !removed ? (
          <PhotoRow
            thumb={<Thumb src={photoUrl(current, smallestWidthAtLeast(current, THUMB_PX))} />}
            title="Current photo will be kept"
            action={<RemoveButton onClick={photo.remove} />}
          />
        ) : current && removed ? (
          <PhotoRow
            thumb={
              <span className="grid size-20 place-items-center rounded-lg bg-sunken text-muted">
                <Icon name="trash-2" className="size-5" />
              </span>
            }
            title="Photo will be removed"
            action={
              <Button variant="ghost" size="sm" onClick={photo.keep}>
                <Icon name="undo-2" />
                Keep photo
              </Button>
            }
          />
        ) : null}

        <DropZone
          id={id}
          onFiles={([file]) => {
            if (file) photo.upload(file)
          }}
          action={hasPhoto || photo.busy ? 'Choose another photo' : 'Choose a photo'}
          instructions="or drag it here, or paste it · JPEG, PNG, WebP, HEIC or AVIF, up to 25 MB"
          button={{
            id: buttonId,
            // Named by the field's label and the visible action ("Photo, Choose a photo").
            'aria-labelledby': `${id}-label ${id}-action`,
            'aria-describedby': [
              `${id}-instructions`,
              hint ? `${buttonId}-hint` : null,
              error ? `${buttonId}-error` : null,
            ]
              .filter(Boolean)
              .join(' '),
          }}
        />

        {picked ? <input type="hidden" name={name} value={picked.id} /> : null}
        {!picked && current && removed ? (
          <input type="hidden" name={`${name}Remove`} value="1" />
        ) : null}
      </div>
    </Field>
  )
}
