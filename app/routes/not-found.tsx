import { data } from 'react-router'
import { Landing } from '~/features/site/components/landing'

/** Any other path shows the landing screen, answered with a 404 status. */
export function loader() {
  return data(null, { status: 404 })
}

export default function NotFoundRoute() {
  return <Landing />
}

export function meta() {
  return [{ title: 'Capsule Studio' }, { name: 'robots', content: 'noindex' }]
}
