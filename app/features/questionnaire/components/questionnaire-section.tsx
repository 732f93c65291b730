import { useCallback, useState } from 'react'
import { Link } from 'react-router'

import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { Icon } from '~/components/ui/icon'
import { LocalTime } from '~/components/ui/local-time'
import { Photo } from '~/components/ui/photo'
import { useToast } from '~/components/ui/toast'
import { useSaveFetcher } from '~/components/use-save-fetcher'

import type { QuestionnaireView } from '../types'
import { CopyAllToProfile } from './copy-all-to-profile'
import { CopyToProfile } from './copy-to-profile'
import { SendDialog } from './send-dialog'
import { useAnswersSeen } from './use-answers-seen'

const STATUS = { sent: 'Sent', answered: 'Being answered', submitted: 'Submitted' } as const

/**
 * A client's questionnaire on her page: Send, where it stands, its link to copy, Reopen, her
 * answers (each that maps to her profile with Copy to profile) and "Her photos".
 */
export function QuestionnaireSection({
  client,
  questionnaire,
  currency,
  onCreateCapsule,
}: {
  client: { name: string; email: string | null }
  questionnaire: QuestionnaireView | null
  currency: string
  onCreateCapsule: (draft: QuestionnaireView['capsuleDraft']) => void
}) {
  const [sending, setSending] = useState(false)
  const { toast } = useToast()
  useAnswersSeen(questionnaire?.id ?? null, questionnaire?.unseen ?? false)
  const changes = (questionnaire?.answers ?? []).flatMap(({ text, profile }) =>
    profile && !profile.same ? [{ field: profile.field, now: profile.now, value: text }] : [],
  )
  const reopen = useSaveFetcher(useCallback(() => toast('Questionnaire reopened'), [toast]))
  const copyLink = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url)
      toast('Link copied')
    } catch {
      toast('The link could not be copied: select it and copy it.', { tone: 'error' })
    }
  }

  return (
    <section aria-labelledby="client-questionnaire" className="mt-10">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="client-questionnaire" className="font-display text-2xl font-medium">
          Questionnaire
        </h2>
        <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
          <Link
            to="/dashboard/questionnaire"
            className="text-sm font-medium text-accent hover:underline"
          >
            Edit your questionnaire
          </Link>
          <Button size="sm" onClick={() => setSending(true)}>
            <Icon name="send" className="size-4" />
            {questionnaire ? 'Send a new questionnaire' : 'Send questionnaire'}
          </Button>
        </div>
      </div>
      {questionnaire ? (
        <Card className="space-y-5 p-5">
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <Badge tone={questionnaire.status === 'submitted' ? 'success' : 'neutral'}>
              {STATUS[questionnaire.status]}
            </Badge>
            <span className="text-muted">
              Sent <LocalTime value={questionnaire.sentAt} />
              {questionnaire.submittedAt ? (
                <>
                  {' · '}submitted <LocalTime value={questionnaire.submittedAt} />
                </>
              ) : questionnaire.answeredAt ? (
                <>
                  {' · '}last answer <LocalTime value={questionnaire.answeredAt} />
                </>
              ) : null}
              {questionnaire.dueOn ? (
                <>
                  {' · due '}
                  <LocalTime value={questionnaire.dueOn} format="day" />
                </>
              ) : null}
            </span>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <label htmlFor="questionnaire-link" className="sr-only">
              Her questionnaire link
            </label>
            <input
              id="questionnaire-link"
              readOnly
              value={questionnaire.url}
              className="min-w-0 flex-1 rounded-xl border border-line bg-sunken px-3 py-2 text-sm"
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button size="sm" variant="secondary" onClick={() => copyLink(questionnaire.url)}>
              <Icon name="copy" className="size-4" /> Copy link
            </Button>
            {questionnaire.status === 'submitted' ? (
              <reopen.fetcher.Form method="post">
                <input type="hidden" name="intent" value="reopen-questionnaire" />
                <input type="hidden" name="id" value={questionnaire.id} />
                <Button size="sm" variant="secondary" type="submit" busy={reopen.busy}>
                  Reopen
                </Button>
              </reopen.fetcher.Form>
            ) : null}
          </div>
          <CopyAllToProfile changes={changes} currency={currency} />
          <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
            {questionnaire.answers.map(({ question, text, profile }) => (
              <div key={question.id} className="min-w-0">
                <dt className="text-sm text-muted">{question.label}</dt>
                <dd className="mt-0.5 text-base break-words whitespace-pre-line">
                  {text || <span className="text-muted">Not answered</span>}
                  {profile ? (
                    <CopyToProfile
                      field={profile.field}
                      current={profile.now}
                      same={profile.same}
                      value={text}
                      currency={currency}
                    />
                  ) : null}
                </dd>
              </div>
            ))}
          </dl>
          <Button variant="secondary" onClick={() => onCreateCapsule(questionnaire.capsuleDraft)}>
            <Icon name="layers" className="size-4" /> Create capsule from questionnaire
          </Button>
        </Card>
      ) : (
        <p className="text-base text-muted">
          Send {client.name} your questionnaire before your first session: her answers appear here.
        </p>
      )}
      {questionnaire && questionnaire.photos.length > 0 ? (
        <section aria-labelledby="her-photos" className="mt-6">
          <h3 id="her-photos" className="mb-3 font-display text-xl font-medium">
            Her photos
          </h3>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {questionnaire.photos.map((each, index) => (
              <li key={each.id}>
                <figure>
                  <Photo
                    photo={each.photo}
                    alt={`Her photo ${index + 1}`}
                    sizes="(min-width: 640px) 25vw, 50vw"
                    className="aspect-[4/5] w-full rounded-xl object-cover"
                  />
                  <figcaption className="mt-1 text-sm text-muted">{each.label}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <SendDialog
        open={sending}
        clientName={client.name}
        hasEmail={Boolean(client.email)}
        onClose={() => setSending(false)}
      />
    </section>
  )
}
