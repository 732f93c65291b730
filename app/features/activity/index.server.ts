// The activity feed's public face (docs/decisions/048-every-table-has-an-owner.md and 052): the
// one writer every feature calls where its event happens, a view of what she has seen, and what a
// delete takes into the trash. Its table stays its own.
export { type ActivityEvent, closeActivity, recordActivity } from './activity.server'
export { alertSettingsOf, alertsAtOnce, saveAlertSettings } from './alerts.server'
export { takeActivityOf } from './deletes.server'
export { activityView } from './views.server'
