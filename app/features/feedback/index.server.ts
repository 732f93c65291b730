// The feedback's public face (docs/decisions/048-every-table-has-an-owner.md): what other
// features use of her clients' reactions and purchases. Its tables stay its own.
export { feedbackDataSet } from './export.server'
export { takeFeedbackAboutItems, takeFeedbackAboutOutfits, takeFeedbackOf } from './deletes.server'
