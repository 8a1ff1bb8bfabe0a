// Branches of a thread (docs/architecture.md, "Thread model"; docs/ui-contract.md, "Branches"):
// versions of its messages and where to fork, derived from the newest part of its checkpoint
// history, only where asked.
export { checkpointWindow, type CheckpointWindow } from "./window";
export { messageVersions, type MessageVersions } from "./versions";
export { forkPoint, type ForkPoint } from "./fork-point";
export { answerEnd, answerStart } from "./turn";
export { placeVersions } from "./place";
export { BRANCH_FLOOR_KEY, branchFloor, HISTORY_LIMIT, HISTORY_PAGE, lowerFloor, oldestCheckpoint, readOnFrom } from "./reading";
