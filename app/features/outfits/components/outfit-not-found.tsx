import { Link } from 'react-router'

import { buttonClasses } from '~/components/ui/button'

import { outfitsTabPath } from '../types'

/** The editor's not-found state (missing or another account's), with a way back to the capsule. */
export const outfitNotFound = (capsuleId: string | undefined) => ({
  title: 'Outfit not found',
  action: (
    <Link
      to={capsuleId ? outfitsTabPath(capsuleId) : '/dashboard/capsules'}
      className={buttonClasses({ variant: 'secondary' })}
    >
      {capsuleId ? 'Back to Capsule' : 'Back to Capsules'}
    </Link>
  ),
})
