import { useState } from 'react'

import { Button } from '~/components/ui/button'
import { PasswordInput } from '~/components/ui/field'

import { suggestPassword } from '../suggest-password'

/**
 * The capsule's password, inside its `Field`, with "Suggest one": three random words, filled in
 * and shown so the stylist can note them for her client.
 */
export function CapsulePasswordInput({
  required = false,
  suggested,
  onSuggestedChange,
}: {
  required?: boolean
  /** Whether the field holds the suggestion as made (she has not typed since). */
  suggested: boolean
  onSuggestedChange: (suggested: boolean) => void
}) {
  const [value, setValue] = useState('')
  const [visible, setVisible] = useState(false)
  const [suggesting, setSuggesting] = useState(false)

  async function suggest() {
    setSuggesting(true)
    try {
      setValue(await suggestPassword())
      setVisible(true)
      onSuggestedChange(true)
    } finally {
      setSuggesting(false)
    }
  }

  return (
    <>
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="min-w-0 flex-1">
          <PasswordInput
            id="capsule-password"
            name="password"
            required={required}
            maxLength={128}
            autoComplete="new-password"
            value={value}
            onChange={(event) => {
              setValue(event.target.value)
              onSuggestedChange(false)
            }}
            visible={visible}
            onVisibleChange={setVisible}
          />
        </div>
        <Button type="button" variant="secondary" busy={suggesting} onClick={suggest}>
          Suggest one
        </Button>
      </div>
      <p aria-live="polite" className="text-sm text-success empty:hidden">
        {suggested ? 'Suggested. Note it down for your client before you save.' : ''}
      </p>
    </>
  )
}
