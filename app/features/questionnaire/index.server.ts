// The questionnaire's public face (docs/decisions/048-every-table-has-an-owner.md): what other
// features use of the questionnaires she sends. Its tables stay its own.
export { questionnaireDataSets } from './export.server'
export { takeQuestionnairesOf } from './deletes.server'
export { questionnairesOfClient } from './questionnaire.server'
export type { SentQuestionnaire } from './questionnaire.server'
