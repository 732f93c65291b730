import { useCallback, useState } from 'react'

import { Alert } from '~/components/ui/alert'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import { Field } from '~/components/ui/field'
import { Icon } from '~/components/ui/icon'
import { Input } from '~/components/ui/input'
import { useToast } from '~/components/ui/toast'
import { useSaveFetcher } from '~/components/use-save-fetcher'

export type StripeSettingsView = {
  webhookUrl: string
  events: readonly string[]
  connected: boolean
  unreadable: boolean
  livemode: boolean | null
  keyHint: string | null
  accountName: string | null
}

type Answer = { ok?: boolean; message?: string; formError?: string }

/**
 * Card payments with Stripe: the webhook address and events she sets up in Stripe, then her two
 * keys (sent once, kept encrypted, never shown again), "Test connection" and "Disconnect".
 */
export function StripeSettings({ stripe }: { stripe: StripeSettingsView }) {
  const { toast } = useToast()
  const [confirming, setConfirming] = useState(false)
  // A fresh form after each connect: the keys typed are never kept on the page.
  const [connects, setConnects] = useState(0)
  const connect = useSaveFetcher(useCallback(() => setConnects((count) => count + 1), []))
  const check = useSaveFetcher(useCallback(() => setConfirming(false), []))
  const answer = (check.result ?? connect.result) as Answer | undefined
  const copy = () =>
    void navigator.clipboard
      .writeText(stripe.webhookUrl)
      .then(() => toast('Webhook address copied', { tone: 'success' }))
      .catch(() => toast(stripe.webhookUrl, { tone: 'info' }))

  return (
    <Card as="section" aria-labelledby="stripe-title" className="mt-6 p-5 sm:p-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="stripe-title" className="font-display text-2xl font-medium">
          Card payments with Stripe
        </h2>
        {stripe.connected ? (
          <Badge tone="success">{stripe.livemode ? 'Live mode' : 'Test mode'}</Badge>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-muted">
        Your client pays by card on Stripe’s own page; Stripe tells your studio, which marks the
        invoice paid. Without it, she pays with your payment link and bank details.
      </p>

      <div className="mt-5 space-y-3" aria-live="polite">
        {answer?.ok && answer.message ? <Alert tone="success">{answer.message}</Alert> : null}
        {answer?.formError ? <Alert tone="error">{answer.formError}</Alert> : null}
        {stripe.unreadable ? (
          <Alert tone="error">
            Your saved Stripe keys can no longer be read (this server’s secret changed, after a
            restore elsewhere perhaps): paste them again below.
          </Alert>
        ) : null}
      </div>

      {stripe.connected ? (
        <div className="mt-5 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-sunken px-4 py-3 text-sm">
          <p className="min-w-0 break-words">
            <Icon name="circle-check" className="mr-1.5 inline size-4 text-success" />
            Connected{stripe.accountName ? ` to ${stripe.accountName}` : ''}
            {stripe.keyHint ? <span className="text-muted"> · key {stripe.keyHint}</span> : null}
          </p>
          <check.fetcher.Form method="post" className="flex flex-wrap gap-2">
            <Button
              type="submit"
              name="intent"
              value="test-stripe"
              variant="secondary"
              size="sm"
              busy={check.busy}
            >
              Test connection
            </Button>
            <Button type="button" variant="ghost" size="sm" onClick={() => setConfirming(true)}>
              Disconnect
            </Button>
          </check.fetcher.Form>
        </div>
      ) : null}

      <ol className="mt-6 space-y-5 text-sm">
        <li>
          <p>
            <span className="font-semibold">1.</span> In Stripe, open Developers → Webhooks and add
            an endpoint with this address:
          </p>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <code className="min-w-0 flex-1 rounded-lg border border-line bg-canvas px-3 py-2 break-all">
              {stripe.webhookUrl}
            </code>
            <Button type="button" variant="secondary" size="sm" onClick={copy}>
              <Icon name="copy" className="size-4" /> Copy
            </Button>
          </div>
        </li>
        <li>
          <p>
            <span className="font-semibold">2.</span> Select these events:
          </p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {stripe.events.map((event) => (
              <li key={event}>
                <code className="rounded-md bg-sunken px-2 py-1 text-xs">{event}</code>
              </li>
            ))}
          </ul>
        </li>
        <li>
          <p>
            <span className="font-semibold">3.</span> Paste your secret key (Developers → API keys;
            a restricted key with “Checkout Sessions: Write” and “PaymentIntents: Read” works too)
            and the endpoint’s signing secret. They are kept encrypted and never shown again.
          </p>
          <connect.fetcher.Form
            key={connects}
            method="post"
            className="mt-3 grid gap-4 sm:grid-cols-2"
            autoComplete="off"
          >
            <input type="hidden" name="intent" value="connect-stripe" />
            <Field
              label="Secret key"
              htmlFor="stripe-secret-key"
              error={connect.errors.secretKey}
              hint="sk_live_…, sk_test_… or rk_…"
              required
            >
              <Input
                id="stripe-secret-key"
                name="secretKey"
                type="password"
                autoComplete="off"
                spellCheck={false}
                maxLength={300}
                required
              />
            </Field>
            <Field
              label="Webhook signing secret"
              htmlFor="stripe-webhook-secret"
              error={connect.errors.webhookSecret}
              hint="whsec_…"
              required
            >
              <Input
                id="stripe-webhook-secret"
                name="webhookSecret"
                type="password"
                autoComplete="off"
                spellCheck={false}
                maxLength={300}
                required
              />
            </Field>
            <div className="sm:col-span-2">
              <Button type="submit" busy={connect.busy}>
                {stripe.connected ? 'Replace keys' : 'Connect Stripe'}
              </Button>
            </div>
          </connect.fetcher.Form>
        </li>
      </ol>

      <ConfirmDialog
        open={confirming}
        title="Disconnect Stripe?"
        message="Your saved keys are forgotten. Your clients pay with your payment link and bank details again; payments already recorded stay."
        confirmLabel="Disconnect"
        destructive
        busy={check.busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void check.fetcher.submit({ intent: 'disconnect-stripe' })}
      />
    </Card>
  )
}
