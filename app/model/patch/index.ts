export {
  applyPatch,
  applyPatchToValue,
  type PatchResult,
  type ValuePatchResult,
} from './applyPatch'
export { diffScripts, diffValues } from './diffScripts'
export { malformedOp, toJsonValue, OP_NAMES, type PatchOp, type PatchOpName } from './operations'
export { opsToSet, opsToAppend, opToRename, opToMoveItem, keysAt } from './valueOps'
