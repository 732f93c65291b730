import { Form, Link } from 'react-router'

import { MadeWith } from '~/components/made-with'
import { Alert } from '~/components/ui/alert'
import { Button, buttonClasses } from '~/components/ui/button'
import { LocalTime } from '~/components/ui/local-time'
import type { FormResult } from '~/lib/form-errors'
import { type Answers, answerText, type Question, QUESTIONS_PER_STEP } from '~/lib/questionnaire'

import { AnswerField } from './answer-field'
import { type LinkPhoto, PhotoAnswer } from './photo-answer'
import { useAutosave } from './use-autosave'

export type LinkPageProps = {
  brand: string
  /** "Made with Capsule Studio" at the foot: her stylist's choice. */
  madeWith: boolean
  preview: boolean
  questions: Question[]
  answers: Answers
  dueOn: string | null
  submittedAt: Date | string | null
  photos: LinkPhoto[]
  uploadUrl: string
  steps: number
  step: number
  result?: FormResult
}

/** Her client's questionnaire on her phone: a few questions a step, a review, then Thank you. */
export function LinkPage(props: LinkPageProps) {
  const { brand, dueOn, submittedAt, steps, step } = props
  return (
    <main className="mx-auto min-h-dvh max-w-xl bg-canvas px-5 py-8 sm:py-12">
      <header className="mb-8">
        <p className="text-sm tracking-wide text-muted uppercase">{brand}</p>
        <h1 className="mt-2 font-display text-3xl font-medium text-ink">
          {submittedAt ? 'Thank you' : 'Your style questionnaire'}
        </h1>
        {submittedAt ? (
          <p className="mt-3 text-base text-ink">
            Your answers have reached {brand}. Here is what you sent.
          </p>
        ) : (
          <p className="mt-3 text-base text-muted">
            Your answers are saved as you go: you can stop and come back on this link.
            {dueOn ? (
              <>
                {' '}
                Please send it by <LocalTime value={dueOn} format="day" />.
              </>
            ) : null}
          </p>
        )}
        {props.preview ? (
          <div className="mt-4">
            <Alert tone="info">This is your preview: only your client answers on this link.</Alert>
          </div>
        ) : null}
      </header>
      {submittedAt ? (
        <Review {...props} />
      ) : step >= steps ? (
        <ReviewStep {...props} />
      ) : (
        <Step {...props} />
      )}
      {props.madeWith ? (
        <footer className="mt-10 text-center">
          <MadeWith />
        </footer>
      ) : null}
    </main>
  )
}

function Step({
  questions,
  answers,
  photos,
  uploadUrl,
  steps,
  step,
  preview,
  result,
}: LinkPageProps) {
  const autosave = useAutosave()
  const shown = questions.slice(step * QUESTIONS_PER_STEP, (step + 1) * QUESTIONS_PER_STEP)
  const errors = { ...result?.errors, ...autosave.result?.errors }
  const formError = autosave.result?.formError ?? result?.formError
  return (
    <Form
      method="post"
      onChange={autosave.onChange}
      onBlur={autosave.onBlur}
      onSubmit={autosave.onSubmit}
      noValidate
    >
      <p className="mb-6 text-sm font-medium text-muted">
        Step {step + 1} of {steps + 1}
      </p>
      <input type="hidden" name="intent" value="save-answers" />
      <div className="space-y-8">
        {shown.map((question) =>
          question.kind === 'photos' ? (
            <PhotoAnswer
              key={question.id}
              question={question}
              photos={photos.filter((photo) => photo.questionId === question.id)}
              uploadUrl={uploadUrl}
              disabled={preview}
            />
          ) : (
            <div key={question.id}>
              <input type="hidden" name="q" value={question.id} />
              <AnswerField
                question={question}
                answer={answers[question.id]}
                error={errors[`a.${question.id}`]}
                disabled={preview}
              />
            </div>
          ),
        )}
      </div>
      <p role="status" aria-live="polite" className="mt-6 min-h-5 text-sm text-muted">
        {autosave.status}
      </p>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <div className="sticky bottom-0 mt-4 flex gap-3 bg-canvas py-4">
        {step > 0 ? (
          <Button type="submit" name="step" value={step - 1} variant="secondary" className="flex-1">
            Back
          </Button>
        ) : null}
        <Button type="submit" name="step" value={step + 1} className="flex-1">
          {step + 1 === steps ? 'Review my answers' : 'Next'}
        </Button>
      </div>
    </Form>
  )
}

/** Every question with her answer (and photos), read-only. */
function Review({ questions, answers, photos, submittedAt }: LinkPageProps) {
  return (
    <dl className="space-y-5">
      {questions.map((question, index) => {
        const own = photos.filter((photo) => photo.questionId === question.id)
        const text = answerText(answers[question.id])
        return (
          <div key={question.id} className="rounded-xl bg-surface p-4">
            <dt className="flex items-baseline justify-between gap-3 text-sm font-medium text-muted">
              {question.label}
              {submittedAt ? null : (
                <Link
                  to={`?step=${Math.floor(index / QUESTIONS_PER_STEP)}`}
                  className="shrink-0 text-accent underline"
                  aria-label={`Change: ${question.label}`}
                >
                  Change
                </Link>
              )}
            </dt>
            <dd className="mt-1 text-base break-words whitespace-pre-line text-ink">
              {question.kind === 'photos' ? (
                own.length ? (
                  <span className="mt-2 grid grid-cols-3 gap-2">
                    {own.map((photo, at) => (
                      <img
                        key={photo.id}
                        src={photo.src}
                        width={photo.width}
                        height={photo.height}
                        alt={`${question.label}, photo ${at + 1}`}
                        className="aspect-[4/5] w-full rounded-lg object-cover"
                      />
                    ))}
                  </span>
                ) : (
                  <span className="text-muted">No photo</span>
                )
              ) : (
                text || <span className="text-muted">Not answered</span>
              )}
            </dd>
          </div>
        )
      })}
    </dl>
  )
}

function ReviewStep(props: LinkPageProps) {
  return (
    <>
      <h2 className="mb-2 font-display text-2xl font-medium">Review your answers</h2>
      <p className="mb-6 text-base text-muted">
        Check what you wrote, then send it. Once sent, your answers can no longer be changed here.
      </p>
      <Review {...props} />
      {props.result?.formError ? (
        <div className="mt-4">
          <Alert tone="error">{props.result.formError}</Alert>
        </div>
      ) : null}
      <div className="sticky bottom-0 mt-6 flex gap-3 bg-canvas py-4">
        <Link
          to={`?step=${props.steps - 1}`}
          className={buttonClasses({ variant: 'secondary', className: 'flex-1' })}
        >
          Back
        </Link>
        <Form method="post" className="flex-1">
          <input type="hidden" name="intent" value="submit" />
          <Button type="submit" className="w-full" disabled={props.preview}>
            Submit
          </Button>
        </Form>
      </div>
    </>
  )
}
