// The public face of features/closet-audit (server): what other features use of it.
export { hasClosetEdit } from './closet-edit.server'
