import { useCallback } from 'react'

import { Alert } from '~/components/ui/alert'
import { Button } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { Textarea } from '~/components/ui/input'
import { useToast } from '~/components/ui/toast'
import { useSaveFetcher } from '~/components/use-save-fetcher'

import { AFFILIATE_LIMITS } from '../schema'

/** The line her clients read near Shop Now when one of her rules applies on their page. */
export function DisclosureForm({ text, fallback }: { text: string; fallback: string }) {
  const { toast } = useToast()
  const save = useSaveFetcher(
    useCallback(() => toast('Disclosure saved.', { tone: 'success' }), [toast]),
  )
  return (
    <save.fetcher.Form method="post" className="space-y-4" noValidate>
      <input type="hidden" name="intent" value="save-disclosure" />
      <Field
        label="Disclosure"
        htmlFor="affiliate-disclosure"
        error={save.errors.disclosure}
        hint="Shown on a client’s page when a rule applies to one of its links. Leave it empty for the default."
      >
        <Textarea
          id="affiliate-disclosure"
          name="disclosure"
          rows={2}
          maxLength={AFFILIATE_LIMITS.disclosure}
          defaultValue={text === fallback ? '' : text}
        />
      </Field>
      {save.result?.formError ? <Alert tone="error">{save.result.formError}</Alert> : null}
      <Button type="submit" variant="secondary" busy={save.busy}>
        Save disclosure
      </Button>
    </save.fetcher.Form>
  )
}
