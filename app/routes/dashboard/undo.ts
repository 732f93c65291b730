import { data } from 'react-router'
import type { FormResult } from '~/lib/form-errors'
import { guardNetwork } from '~/lib/network-guard'
import { readForm } from '~/lib/read-form'
import { requireUser } from '~/server/auth.server'
import { restoreFromTrash } from '~/server/trash.server'
import type { Route } from './+types/undo'

const GONE = 'It can no longer be restored.'

/** Takes back a delete within its undo window (the toast's Undo button). */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request)
  const form = await readForm(request)
  const id = typeof form.id === 'string' ? form.id : ''
  if (!(await restoreFromTrash(user.id, id))) {
    return data<FormResult>({ formError: GONE }, { status: 404 })
  }
  return data<FormResult>({ ok: true })
}

export const clientAction = ({ serverAction }: Route.ClientActionArgs) => guardNetwork(serverAction)
