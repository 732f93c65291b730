export const NOTHING_TO_CHECK =
  'Nothing to check yet: add a shop link to a piece to buy, and its stock and price are checked.'
