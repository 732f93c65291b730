import { Field } from '~/components/ui/field'
import { Input } from '~/components/ui/input'

/** What the second step asks for, as a sentence under its title. */
export const secondStepPrompt = (recovery: boolean) =>
  recovery
    ? 'Enter one of the recovery codes you saved.'
    : 'Enter the 6-digit code from your authenticator app.'

/**
 * The fields of a two-factor sign-in's second step, inside a form posting to `/auth/two-factor`:
 * a code from the authenticator app, or one of the recovery codes (`recovery`), and the switch
 * between the two. The sign-in screen and the "You were signed out" dialog both show them.
 */
export function SecondStepFields({
  id,
  recovery,
  onSwitch,
  error,
}: {
  /** The code field's id. */
  id: string
  recovery: boolean
  onSwitch: () => void
  error?: string
}) {
  return (
    <>
      <input type="hidden" name="method" value={recovery ? 'recovery' : 'code'} />
      <Field label={recovery ? 'Recovery code' : 'Code'} htmlFor={id} error={error}>
        <Input
          key={recovery ? 'recovery' : 'code'}
          id={id}
          name="code"
          autoComplete={recovery ? 'off' : 'one-time-code'}
          autoCapitalize={recovery ? 'characters' : undefined}
          spellCheck={false}
          inputMode={recovery ? 'text' : 'numeric'}
          maxLength={recovery ? 40 : 6}
          required
          autoFocus
        />
      </Field>
      <div className="-mt-2 text-right">
        <button
          type="button"
          onClick={onSwitch}
          className="text-sm text-muted underline-offset-4 hover:text-ink hover:underline"
        >
          {recovery ? 'Use a code from the app' : 'Use a recovery code instead'}
        </button>
      </div>
    </>
  )
}
