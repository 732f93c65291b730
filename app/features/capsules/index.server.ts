// The capsules' public face (docs/decisions/048-every-table-has-an-owner.md): a capsule's door for
// the access rule, "her own capsule" for what hangs off one, and what other features show of a
// capsule. Its tables stay its own.
export {
  type AccessedCapsule,
  asClient,
  asClientFromHerEmail,
  CAPSULE_NOT_FOUND,
  type CapsuleAccess,
  capsuleAccess,
  capsuleGate,
  capsuleLinkAccess,
  mailableToClient,
  capsulesOfClientFor,
  type HomeCapsule,
  OWNER_PREVIEW,
  PREVIEW_ERROR,
  type Refusal,
} from './access.server'
export { myCapsule } from './my-capsule.server'
export { newPriceCurrency } from './price-currency.server'
export { capsuleSendView, capsuleView, capsuleVisitView } from './views.server'
export { insertCapsuleCopy, type CapsuleCopy } from './copies.server'
export { capsuleOf } from './capsule-intents.server'
export { recordVisit, recordWrongPassword, type VisitAnswer } from './visits.server'
export { capsuleDataSet, capsuleOpenDataSet, capsuleSendDataSet } from './export.server'
export { capsuleIdsOf, removeCapsule, takeCapsules } from './deletes.server'
