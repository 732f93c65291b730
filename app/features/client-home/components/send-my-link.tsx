import { useFetcher } from 'react-router'

import { Alert } from '~/components/ui/alert'
import { Button } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { Input } from '~/components/ui/input'

type Answer = { ok: true; message: string } | { errors: { email: string } } | { formError: string }

/** "Send me my link": her e-mail address, and the one same answer whoever she is. */
export function SendMyLink() {
  const fetcher = useFetcher<Answer>()
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined
  const fieldError = answer && 'errors' in answer ? answer.errors.email : undefined
  return (
    <fetcher.Form
      method="post"
      action="/home-link"
      noValidate
      className="mt-8 w-full max-w-sm space-y-4 text-left"
      aria-labelledby="send-my-link"
    >
      <h2 id="send-my-link" className="font-display text-xl font-medium">
        Send me my link
      </h2>
      <Field label="Your e-mail address" htmlFor="home-link-email" error={fieldError}>
        <Input
          id="home-link-email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          required
        />
      </Field>
      <div aria-live="polite">
        {answer && 'ok' in answer ? <Alert tone="success">{answer.message}</Alert> : null}
        {answer && 'formError' in answer ? <Alert tone="error">{answer.formError}</Alert> : null}
      </div>
      <Button type="submit" busy={fetcher.state !== 'idle'} className="w-full">
        Send me my link
      </Button>
    </fetcher.Form>
  )
}
