import { PageHeader } from '~/components/ui/page-header'
import { QuestionsEditor } from '~/features/questionnaire/components/questions-editor'
import { templateIntents } from '~/features/questionnaire/intents.server'
import { getQuestions } from '~/features/questionnaire/questionnaire.server'
import { guardNetwork } from '~/lib/network-guard'
import { requireUser } from '~/server/auth.server'
import { intentAction } from '~/server/forms.server'

import type { Route } from './+types/questionnaire'
import { DashboardErrorBoundary } from './error-boundary'

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request)
  return { questions: await getQuestions(user.id) }
}

export const action = intentAction(templateIntents, async ({ request }: Route.ActionArgs) => {
  const user = await requireUser(request)
  return { ownerId: user.id, request }
})

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => guardNetwork(serverAction)

export default function QuestionnaireEditorRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        back={{ to: '/dashboard', label: 'Back to Clients' }}
        title="Your questionnaire"
        subtitle="What every new client is asked before your first session. A questionnaire already sent keeps its questions."
      />
      <div className="mx-auto max-w-3xl">
        <QuestionsEditor questions={loaderData.questions} />
      </div>
    </>
  )
}

export function meta() {
  return [{ title: 'Your questionnaire · Capsule Studio' }]
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardErrorBoundary error={error} />
}
