import { data } from 'react-router'
import { signUp } from '~/features/newsletter/signup.server'
import type { FormResult } from '~/lib/form-errors'
import type { Route } from './+types/newsletter'

/** The signup as the landing page's script sends it (without the script, it posts to `/`). */
export async function action({ request }: Route.ActionArgs) {
  const { result, status } = await signUp(request)
  return data<FormResult>(result, { status })
}
