/**
 * The subset of OPC 40540 (OPC UA for Additive Manufacturing) and the specifications it builds on
 * that the simulator publishes and the adapter reads: the namespaces and the BrowseNames of the
 * path from `Objects` to each value. docs/machine-events.md draws the tree.
 */

export const NAMESPACES = {
  machinery: 'http://opcfoundation.org/UA/Machinery/',
  machineTool: 'http://opcfoundation.org/UA/MachineTool/',
  jobs: 'http://opcfoundation.org/UA/Machinery/Jobs/',
  additiveManufacturing: 'http://opcfoundation.org/UA/AdditiveManufacturing/',
} as const;

type Namespace = keyof typeof NAMESPACES | 'ua';

/** A BrowseName as the specifications write it (`3:Machines`), with its namespace by URI, not index. */
export interface ModelName {
  namespace: Namespace;
  name: string;
}

const name = (namespace: Namespace, browseName: string): ModelName => ({ namespace, name: browseName });

/** The path from a machine object to each part the adapter reads. */
export const PATHS = {
  machines: [name('machinery', 'Machines')],
  itemState: [name('machinery', 'MachineryBuildingBlocks'), name('machinery', 'MachineryItemState'), name('ua', 'CurrentState')],
  operationMode: [
    name('machinery', 'MachineryBuildingBlocks'),
    name('machinery', 'MachineryOperationMode'),
    name('ua', 'CurrentState'),
  ],
  runs: [name('machinery', 'MachineryBuildingBlocks'), name('jobs', 'JobManagement'), name('additiveManufacturing', 'Runs')],
  feedstock: [name('machineTool', 'Equipment'), name('additiveManufacturing', 'Feedstock')],
  alarms: [name('machineTool', 'Notification'), name('machineTool', 'Messages')],
  nodeVersion: [name('ua', 'NodeVersion')],
} as const;

/**
 * The values of one run, by BrowseName in the AM namespace: Identifier, CurrentLayer and State
 * are the fields of RunInfoDataType (OPC 40540 §10.1), LayersPlanned its JobOrderParameter (§9.1);
 * JobName and FileName have no place of their own in 40540 (see docs/machine-events.md).
 */
export const RUN_VALUES = ['Identifier', 'JobName', 'FileName', 'LayersPlanned', 'CurrentLayer', 'State'] as const;

/** The values of one FeedstockType instance (OPC 40540 §8.6), in the AM namespace. */
export const FEEDSTOCK_VALUES = ['Identifier', 'Name', 'RemainingQuantity', 'Cycle'] as const;

/** The states of a run: those of the ISA-95 job order state machine of OPC 40001-3. */
export const RUN_STATES = ['NotAllowedToStart', 'AllowedToStart', 'Running', 'Interrupted', 'Ended', 'Aborted'] as const;
export type RunState = (typeof RUN_STATES)[number];

/** The states of 3:MachineryItemState_StateMachineType and 3:MachineryOperationModeStateMachineType (OPC 40001-1). */
export const ITEM_STATES = ['NotAvailable', 'OutOfService', 'Executing', 'NotExecuting'] as const;
export type ItemState = (typeof ITEM_STATES)[number];
export const OPERATION_MODES = ['None', 'Maintenance', 'Setup', 'Processing'] as const;
export type OperationMode = (typeof OPERATION_MODES)[number];
