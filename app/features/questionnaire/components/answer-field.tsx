import { Field } from '~/components/ui/field'
import { Input, Textarea } from '~/components/ui/input'
import { type Answer, type Question, QUESTIONNAIRE_LIMITS as LIMITS } from '~/lib/questionnaire'

const choice =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-line bg-surface px-4 py-2 text-base has-checked:border-accent has-checked:bg-accent-soft'

/**
 * One question of her client's page, named `a.<id>` (every choice ticked is sent), filled with
 * what she answered so far. Uncontrolled: what she types stays while it is saved or refused.
 */
export function AnswerField({
  question,
  answer,
  error,
  disabled,
}: {
  question: Question
  answer: Answer | undefined
  error?: string
  disabled: boolean
}) {
  const id = `a-${question.id}`
  const name = `a.${question.id}`
  if (question.kind === 'one' || question.kind === 'several' || question.kind === 'scale') {
    const options =
      question.kind === 'scale'
        ? Array.from({ length: LIMITS.scale }, (_, index) => String(index + 1))
        : (question.options ?? [])
    const picked = Array.isArray(answer) ? answer : answer === undefined ? [] : [String(answer)]
    return (
      <fieldset aria-describedby={error ? `${id}-error` : undefined} className="space-y-2">
        <legend className="mb-2 text-base font-medium text-ink">{question.label}</legend>
        {question.help ? <p className="mb-2 text-sm text-muted">{question.help}</p> : null}
        <div className={question.kind === 'scale' ? 'flex flex-wrap gap-2' : 'grid gap-2'}>
          {options.map((option) => (
            <label key={option} className={choice}>
              <input
                type={question.kind === 'several' ? 'checkbox' : 'radio'}
                name={name}
                value={option}
                defaultChecked={picked.includes(option)}
                disabled={disabled}
                className="size-5 accent-(--color-accent)"
              />
              {option}
            </label>
          ))}
        </div>
        {question.kind === 'scale' ? (
          <p className="text-sm text-muted">1: not at all · {LIMITS.scale}: very much</p>
        ) : null}
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
      </fieldset>
    )
  }
  const value = typeof answer === 'string' ? answer : ''
  return (
    <Field label={question.label} htmlFor={id} hint={question.help} error={error}>
      {question.kind === 'long' ? (
        <Textarea
          id={id}
          name={name}
          rows={4}
          maxLength={LIMITS.long}
          defaultValue={value}
          disabled={disabled}
        />
      ) : (
        <Input
          id={id}
          name={name}
          maxLength={question.kind === 'size' ? LIMITS.size : LIMITS.short}
          defaultValue={value}
          disabled={disabled}
          autoComplete="off"
        />
      )}
    </Field>
  )
}
