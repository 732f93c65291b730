import { useCallback, useState } from 'react'

import { Alert } from '~/components/ui/alert'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import { Icon } from '~/components/ui/icon'
import { LocalTime } from '~/components/ui/local-time'
import { useToast } from '~/components/ui/toast'
import { useSaveFetcher } from '~/components/use-save-fetcher'

export type HomeLink = { url: string; createdAt: Date | string; visitedAt: Date | string | null }

/**
 * Her client's one home on her profile: the link to copy or e-mail her, a new one (the old one
 * stops opening), or revoked.
 */
export function HomeLinkCard({ home, hasEmail }: { home: HomeLink | null; hasEmail: boolean }) {
  const { toast } = useToast()
  const [revoking, setRevoking] = useState(false)
  const make = useSaveFetcher(useCallback(() => toast('New home link made'), [toast]))
  const mail = useSaveFetcher(useCallback(() => toast('Home link e-mailed'), [toast]))
  const revoke = useSaveFetcher(
    useCallback(() => {
      setRevoking(false)
      toast('Home link revoked')
    }, [toast]),
  )
  const error = make.result?.formError ?? mail.result?.formError ?? revoke.result?.formError
  const copyLink = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url)
      toast('Link copied')
    } catch {
      toast('The link could not be copied: select it and copy it.', { tone: 'error' })
    }
  }

  return (
    <section aria-labelledby="client-home-link" className="mt-10">
      <h2 id="client-home-link" className="mb-4 font-display text-2xl font-medium">
        Her home
      </h2>
      <Card className="space-y-4 p-5">
        <p className="text-sm text-muted">
          One private page with everything you have given her: capsules, questionnaires, invoices
          and appointments.
          {home ? (
            <>
              {' '}
              Made <LocalTime value={home.createdAt} format="date" />
              {home.visitedAt ? (
                <>
                  {' · '}last opened <LocalTime value={home.visitedAt} />
                </>
              ) : null}
              .
            </>
          ) : null}
        </p>
        {home ? (
          <div className="flex flex-wrap items-center gap-2">
            <label htmlFor="home-link" className="sr-only">
              Her home link
            </label>
            <input
              id="home-link"
              readOnly
              value={home.url}
              className="min-w-0 flex-1 basis-60 rounded-xl border border-line bg-sunken px-3 py-2 text-sm"
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button size="sm" variant="secondary" onClick={() => copyLink(home.url)}>
              <Icon name="copy" className="size-4" /> Copy link
            </Button>
            {hasEmail ? (
              <mail.fetcher.Form method="post">
                <input type="hidden" name="intent" value="mail-home-link" />
                <Button size="sm" variant="secondary" type="submit" busy={mail.busy}>
                  <Icon name="mail" className="size-4" /> E-mail it to her
                </Button>
              </mail.fetcher.Form>
            ) : null}
          </div>
        ) : null}
        <div className="flex flex-wrap items-center gap-2">
          <make.fetcher.Form method="post">
            <input type="hidden" name="intent" value="new-home-link" />
            <Button size="sm" type="submit" busy={make.busy}>
              <Icon name={home ? 'refresh-cw' : 'link'} className="size-4" />
              {home ? 'New home link' : 'Make her home link'}
            </Button>
          </make.fetcher.Form>
          {home ? (
            <Button size="sm" variant="secondary" onClick={() => setRevoking(true)}>
              Revoke
            </Button>
          ) : null}
        </div>
        {error ? <Alert tone="error">{error}</Alert> : null}
      </Card>
      <ConfirmDialog
        open={revoking}
        title="Revoke her home link?"
        message="The link stops opening at once. Her capsule, questionnaire and invoice links keep working."
        confirmLabel="Revoke"
        busy={revoke.busy}
        onCancel={() => setRevoking(false)}
        onConfirm={() => revoke.fetcher.submit({ intent: 'revoke-home-link' })}
      />
    </section>
  )
}
