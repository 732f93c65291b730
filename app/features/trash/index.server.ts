// The trash's public face (docs/decisions/048-every-table-has-an-owner.md): the deletes each page
// hands its features' delete intents, and Undo.
export { restoreFromTrash } from './restore.server'
export {
  trashCapsule,
  trashCheatSheet,
  trashClient,
  trashItem,
  trashItems,
  trashOutfit,
} from './trash-deletes.server'
