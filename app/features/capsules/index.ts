// The capsules' shapes for other features: a copy's schema and its messages.
export { CHOOSE_CLIENT } from './messages'
export { type DuplicateCapsuleInput, DuplicateCapsuleSchema } from './schema'
export { type Capsule, COVER_SLOTS, type CoverPhoto, type WeakPassword } from './types'
