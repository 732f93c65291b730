import { useCallback, useState } from 'react'

import { Alert } from '~/components/ui/alert'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { Field } from '~/components/ui/field'
import { Input, Select, Textarea } from '~/components/ui/input'
import { useToast } from '~/components/ui/toast'
import { useSaveFetcher } from '~/components/use-save-fetcher'
import {
  KIND_LABELS,
  MAPPABLE_KINDS,
  PROFILE_TARGETS,
  type Question,
  QUESTION_KINDS,
  type QuestionKind,
  QUESTIONNAIRE_LIMITS as LIMITS,
} from '~/lib/questionnaire'

/** A question as saved: its choices without blank lines. */
const cleaned = (question: Question): Question =>
  question.options
    ? { ...question, options: question.options.map((option) => option.trim()).filter(Boolean) }
    : question

const newId = () => `q-${Math.random().toString(36).slice(2, 10)}`

/** Her questionnaire's questions: add, remove, reorder, each kind with what it needs. */
export function QuestionsEditor({ questions: initial }: { questions: Question[] }) {
  const [questions, setQuestions] = useState(initial)
  const { toast } = useToast()
  const save = useSaveFetcher(useCallback(() => toast('Questionnaire saved'), [toast]))
  const change = (index: number, patch: Partial<Question>) =>
    setQuestions((all) => all.map((each, at) => (at === index ? { ...each, ...patch } : each)))
  const move = (index: number, by: number) =>
    setQuestions((all) => {
      const next = [...all]
      const [moved] = next.splice(index, 1)
      next.splice(index + by, 0, moved!)
      return next
    })
  const add = () => setQuestions((all) => [...all, { id: newId(), kind: 'short', label: '' }])

  return (
    <save.fetcher.Form method="post" className="space-y-4">
      <input type="hidden" name="intent" value="save-questions" />
      <input type="hidden" name="questions" value={JSON.stringify(questions.map(cleaned))} />
      <ol className="space-y-4">
        {questions.map((question, index) => (
          <Card as="li" key={question.id} className="space-y-4 p-5">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 className="text-sm font-medium text-muted">Question {index + 1}</h2>
              <div className="flex gap-2">
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  Up<span className="sr-only">: question {index + 1}</span>
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={index === questions.length - 1}
                  onClick={() => move(index, 1)}
                >
                  Down<span className="sr-only">: question {index + 1}</span>
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => setQuestions((all) => all.filter((_, at) => at !== index))}
                >
                  Remove<span className="sr-only"> question {index + 1}</span>
                </Button>
              </div>
            </div>
            <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
              <Field label="Question" htmlFor={`label-${question.id}`}>
                <Input
                  id={`label-${question.id}`}
                  value={question.label}
                  maxLength={LIMITS.label}
                  onChange={(event) => change(index, { label: event.target.value })}
                />
              </Field>
              <Field label="Kind" htmlFor={`kind-${question.id}`}>
                <Select
                  id={`kind-${question.id}`}
                  value={question.kind}
                  onChange={(event) => {
                    const kind = event.target.value as QuestionKind
                    change(index, {
                      kind,
                      options:
                        kind === 'one' || kind === 'several'
                          ? (question.options ?? ['', ''])
                          : undefined,
                      photoCount: kind === 'photos' ? (question.photoCount ?? 1) : undefined,
                      profileField: MAPPABLE_KINDS.includes(kind)
                        ? question.profileField
                        : undefined,
                    })
                  }}
                >
                  {QUESTION_KINDS.map((kind) => (
                    <option key={kind} value={kind}>
                      {KIND_LABELS[kind]}
                    </option>
                  ))}
                </Select>
              </Field>
            </div>
            {question.kind === 'one' || question.kind === 'several' ? (
              <Field
                label="Choices"
                htmlFor={`options-${question.id}`}
                hint={`One a line, at most ${LIMITS.options}.`}
              >
                <Textarea
                  id={`options-${question.id}`}
                  rows={4}
                  value={(question.options ?? []).join('\n')}
                  onChange={(event) => change(index, { options: event.target.value.split('\n') })}
                />
              </Field>
            ) : null}
            {question.kind === 'photos' ? (
              <Field label="How many photos" htmlFor={`count-${question.id}`}>
                <Input
                  id={`count-${question.id}`}
                  type="number"
                  min={1}
                  max={LIMITS.photoCount}
                  value={question.photoCount ?? 1}
                  onChange={(event) => change(index, { photoCount: Number(event.target.value) })}
                />
              </Field>
            ) : null}
            {MAPPABLE_KINDS.includes(question.kind) ? (
              <Field label="Copies into her profile" htmlFor={`profile-${question.id}`}>
                <Select
                  id={`profile-${question.id}`}
                  value={question.profileField ?? ''}
                  onChange={(event) =>
                    change(index, { profileField: event.target.value || undefined })
                  }
                >
                  <option value="">Nothing</option>
                  {Object.entries(PROFILE_TARGETS).map(([field, label]) => (
                    <option key={field} value={field}>
                      {label}
                    </option>
                  ))}
                </Select>
              </Field>
            ) : null}
          </Card>
        ))}
      </ol>
      {save.result?.errors?.questions ? (
        <Alert tone="error">{save.result.errors.questions}</Alert>
      ) : null}
      {save.result?.formError ? <Alert tone="error">{save.result.formError}</Alert> : null}
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={add} disabled={questions.length >= LIMITS.questions}>
          Add a question
        </Button>
        <Button type="submit" busy={save.busy}>
          {save.busy ? 'Saving...' : 'Save questionnaire'}
        </Button>
      </div>
    </save.fetcher.Form>
  )
}
