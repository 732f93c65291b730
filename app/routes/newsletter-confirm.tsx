import { Link } from 'react-router'

import { buttonClasses } from '~/components/ui/button'
import { Icon } from '~/components/ui/icon'
import { confirmSubscription } from '~/features/newsletter/newsletter.server'

import type { Route } from './+types/newsletter-confirm'

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  return { confirmed: await confirmSubscription(token) }
}

export default function NewsletterConfirmRoute({ loaderData }: Route.ComponentProps) {
  const { confirmed } = loaderData
  return (
    <main className="grid min-h-dvh place-items-center px-6 text-center">
      <div className="max-w-md">
        <Icon
          name={confirmed ? 'circle-check' : 'circle-alert'}
          className="mx-auto size-10 text-accent"
          strokeWidth={1.25}
        />
        <h1 className="mt-5 font-display text-4xl font-medium">
          {confirmed ? "You're subscribed!" : 'This link has expired'}
        </h1>
        <p className="mt-3 text-muted">
          {confirmed
            ? 'Thank you for joining Stay In Style. The next letter will be in your inbox.'
            : 'It was already used or is not valid. Sign up again from the home page to get a new one.'}
        </p>
        <Link
          to="/"
          reloadDocument
          className={buttonClasses({ variant: 'secondary', className: 'mt-8' })}
        >
          Back to the home page
        </Link>
      </div>
    </main>
  )
}

export function meta() {
  return [{ title: 'Stay In Style' }, { name: 'robots', content: 'noindex' }]
}
