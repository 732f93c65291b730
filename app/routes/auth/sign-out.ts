import { redirect } from 'react-router'

import { signOut } from '~/features/auth/account-access.server'

import type { Route } from './+types/sign-out'

export function loader() {
  return redirect('/dashboard')
}

export async function action({ request }: Route.ActionArgs) {
  return redirect('/dashboard', { headers: await signOut(request) })
}
