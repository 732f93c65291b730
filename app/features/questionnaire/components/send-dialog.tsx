import { useCallback } from 'react'

import { FormDialog } from '~/components/form-dialog'
import { Field } from '~/components/ui/field'
import { Checkbox, Input } from '~/components/ui/input'
import { useToast } from '~/components/ui/toast'
import { useSaveFetcher } from '~/components/use-save-fetcher'

/** Send questionnaire: an optional deadline, and the reminder two days before it (on by default). */
export function SendDialog({
  open,
  clientName,
  hasEmail,
  onClose,
}: {
  open: boolean
  clientName: string
  hasEmail: boolean
  onClose: () => void
}) {
  const { toast } = useToast()
  const save = useSaveFetcher(
    useCallback(() => {
      onClose()
      toast(
        hasEmail
          ? `Questionnaire sent to ${clientName}`
          : `Questionnaire ready: copy its link to send it to ${clientName}`,
      )
    }, [onClose, toast, hasEmail, clientName]),
  )
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Send questionnaire"
      description={
        hasEmail
          ? `${clientName} gets an e-mail from your studio with her link. Her answers appear here.`
          : `${clientName} has no e-mail address: you get a link to send her yourself.`
      }
      save={save}
      formId="send-questionnaire-form"
      intent="send-questionnaire"
      submitLabel="Send"
    >
      <Field
        label="Deadline"
        htmlFor="questionnaire-due"
        error={save.errors.dueOn}
        hint="Optional. The day she is asked to send it by."
      >
        <Input id="questionnaire-due" name="dueOn" type="date" />
      </Field>
      <Checkbox name="remind" label="Remind her two days before the deadline" defaultChecked />
    </FormDialog>
  )
}
