import { Link } from 'react-router'

import { buttonClasses } from '~/components/ui/button'

/** What a dashboard page of a missing client (or a stranger's) shows: back to Clients. */
export const clientNotFound = {
  title: 'Client not found',
  action: (
    <Link to="/dashboard" className={buttonClasses({ variant: 'secondary' })}>
      Back to Clients
    </Link>
  ),
}
