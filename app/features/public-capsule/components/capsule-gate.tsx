import { Form, useNavigation } from 'react-router'

import { MadeWith } from '~/components/made-with'
import { Alert } from '~/components/ui/alert'
import { Button } from '~/components/ui/button'
import { Field, PasswordInput } from '~/components/ui/field'
import { Icon } from '~/components/ui/icon'

/**
 * The password gate of a published, protected capsule: its name and her stylist's studio,
 * nothing more.
 */
export function CapsuleGate({
  name,
  brand,
  madeWith,
  error,
}: {
  name: string
  brand: string
  madeWith: boolean
  error?: string
}) {
  const busy = useNavigation().state === 'submitting'
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-canvas px-5 py-12">
      <div className="w-full max-w-sm text-center">
        <span className="mx-auto grid size-14 place-items-center rounded-full bg-accent-soft text-accent">
          <Icon name="lock" className="size-6" strokeWidth={1.5} />
        </span>
        <h1 className="mt-6 font-display text-4xl leading-tight font-medium text-balance">
          {name}
        </h1>
        <p className="mt-3 text-muted">
          Enter your password to view your personalized style capsule
        </p>
        <Form method="post" className="mt-8 space-y-4 text-left">
          {error ? <Alert tone="error">{error}</Alert> : null}
          <Field label="Password" htmlFor="capsule-password">
            <PasswordInput
              id="capsule-password"
              name="password"
              autoComplete="current-password"
              required
              autoFocus
              aria-invalid={error ? true : undefined}
            />
          </Field>
          <Button type="submit" busy={busy} className="w-full">
            View Capsule
          </Button>
        </Form>
      </div>
      <footer className="mt-16 text-sm text-muted">
        Curated by <span className="font-display text-base text-ink">{brand}</span>
        {madeWith ? <MadeWith /> : null}
      </footer>
    </main>
  )
}
