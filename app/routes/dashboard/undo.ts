import { restoreFromTrash } from '~/features/trash/index.server'
import { guardNetwork } from '~/lib/network-guard'
import { requireUser } from '~/server/auth.server'
import { formError, readInput, saved } from '~/server/forms.server'

import type { Route } from './+types/undo'

const GONE = 'It can no longer be restored.'

/** Takes back a delete within its undo window (the toast's Undo button). */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request)
  const { fields } = await readInput(request)
  return (await restoreFromTrash(user.id, fields.id ?? '')) ? saved() : formError(GONE, 404)
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => guardNetwork(serverAction)
