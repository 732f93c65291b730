// The activity feed's public face (docs/decisions/048-every-table-has-an-owner.md and 052): the
// one writer every feature calls where its event happens, and a view of what she has seen. Its
// table stays its own.
export { type ActivityEvent, recordActivity } from './activity.server'
export { activityView } from './views.server'
