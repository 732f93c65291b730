import { Link } from 'react-router'

import { buttonClasses } from '~/components/ui/button'

export const capsuleNotFound = {
  title: 'Capsule not found',
  action: (
    <Link to="/dashboard/capsules" className={buttonClasses({ variant: 'secondary' })}>
      Back to Capsules
    </Link>
  ),
}
