import { Badge } from '~/components/ui/badge'
import { Icon } from '~/components/ui/icon'

/** On a client's card while her submitted questionnaire has not been opened. */
export function QuestionnaireAnswered() {
  return (
    <Badge tone="accent" icon={<Icon name="mail-check" />}>
      Questionnaire answered
    </Badge>
  )
}
