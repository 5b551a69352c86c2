import type { AddressSpace, Namespace, UAAlarmConditionEx, UAObject, UAObjectType, UAVariable } from 'node-opcua-address-space';
import { coerceNodeId, DataType, NodeId, StatusCodes, type VariantOptions } from 'node-opcua-client';
import { NAMESPACES } from './information-model.js';

/**
 * The simulator's address space: one AM machine under Machinery's `3:Machines`, with the subset
 * of OPC 40540 that docs/machine-events.md draws. Machinery, MachineTool and Machinery Jobs come
 * from their official nodesets; 40540's own nodeset is not among those node-opcua ships, so its
 * few types are declared here, in its namespace, with the specification's BrowseNames.
 */

export interface MachineNodes {
  own: Namespace;
  am: Namespace;
  machine: UAObject;
  itemState: StateVariable;
  operationMode: StateVariable;
  runs: UAObject;
  runsVersion: UAVariable;
  feedstock: UAObject;
  feedstockVersion: UAVariable;
  messages: UAObject;
  messagesVersion: UAVariable;
}

/** A state machine's CurrentState and the state objects its type declares. */
export interface StateVariable {
  currentState: UAVariable;
  states: Map<string, NodeId>;
}

/** Writes a value with the time the machine took it, so that a restarted simulator republishes the same timestamps. */
export function write(variable: UAVariable, value: VariantOptions, at: Date): void {
  variable.setValueFromSource(value, StatusCodes.Good, at);
}

export function setState(machine: StateVariable, state: string, at: Date): void {
  write(machine.currentState, { dataType: DataType.LocalizedText, value: { text: state } }, at);
  const id = machine.currentState.getPropertyByName('Id') as UAVariable | null;
  if (id) write(id, { dataType: DataType.NodeId, value: machine.states.get(state) ?? NodeId.nullNodeId }, at);
}

export function buildMachine(addressSpace: AddressSpace, machineName: string): MachineNodes {
  const own = addressSpace.getOwnNamespace();
  const am = addressSpace.registerNamespace(NAMESPACES.additiveManufacturing);
  const machinery = addressSpace.getNamespaceIndex(NAMESPACES.machinery);
  const machineTool = addressSpace.getNamespaceIndex(NAMESPACES.machineTool);
  const jobs = addressSpace.getNamespaceIndex(NAMESPACES.jobs);
  const types = declareAmTypes(addressSpace, am);
  const server = addressSpace.rootFolder.objects.server;
  const machine = own.addObject({
    browseName: machineName,
    organizedBy: addressSpace.rootFolder.objects.getFolderElementByName('Machines', machinery)!,
    typeDefinition: types.machine,
    eventSourceOf: server,
    eventNotifier: 1,
  });
  const child = (
    parent: UAObject,
    namespaceIndex: number,
    name: string,
    typeDefinition: string | UAObjectType = 'BaseObjectType',
  ) => own.addObject({ browseName: { name, namespaceIndex }, componentOf: parent, typeDefinition });
  const buildingBlocks = child(machine, machinery, 'MachineryBuildingBlocks', 'FolderType');
  const runs = child(child(buildingBlocks, jobs, 'JobManagement'), am.index, 'Runs', 'FolderType');
  const feedstock = child(child(machine, machineTool, 'Equipment', types.equipment), am.index, 'Feedstock', types.feedstockList);
  const messages = child(child(machine, machineTool, 'Notification'), machineTool, 'Messages');
  return {
    own,
    am,
    machine,
    itemState: stateMachine(addressSpace, buildingBlocks, machinery, 'MachineryItemState', 'MachineryItemState_StateMachineType'),
    operationMode: stateMachine(
      addressSpace,
      buildingBlocks,
      machinery,
      'MachineryOperationMode',
      'MachineryOperationModeStateMachineType',
    ),
    runs,
    runsVersion: nodeVersion(own, runs),
    feedstock,
    feedstockVersion: nodeVersion(own, feedstock),
    messages,
    messagesVersion: nodeVersion(own, messages),
  };
}

/** The ObjectTypes of OPC 40540 the simulator's nodes are instances of, declared by hand (see above). */
function declareAmTypes(addressSpace: AddressSpace, am: Namespace) {
  const machineTool = addressSpace.getNamespaceIndex(NAMESPACES.machineTool);
  return {
    machine: am.addObjectType({
      browseName: 'AdditiveManufacturingType',
      subtypeOf: addressSpace.findObjectType('MachineToolType', machineTool)!,
    }),
    equipment: am.addObjectType({
      browseName: 'EquipmentAMType',
      subtypeOf: addressSpace.findObjectType('EquipmentType', machineTool)!,
    }),
    feedstockList: am.addObjectType({ browseName: 'FeedstockListType' }),
    feedstock: am.addObjectType({ browseName: 'FeedstockType' }),
  };
}

function stateMachine(
  addressSpace: AddressSpace,
  parent: UAObject,
  machinery: number,
  name: string,
  type: string,
): StateVariable {
  const stateMachineType = addressSpace.findObjectType(type, machinery)!;
  const instance = stateMachineType.instantiate({ browseName: { name, namespaceIndex: machinery }, componentOf: parent });
  const states = new Map(
    stateMachineType
      .getComponents()
      .filter((component) => !component.browseName.name!.startsWith('From'))
      .map((state) => [state.browseName.name!, state.nodeId]),
  );
  return { currentState: instance.getComponentByName('CurrentState') as UAVariable, states };
}

function nodeVersion(own: Namespace, of: UAObject): UAVariable {
  return own.addVariable({
    browseName: { name: 'NodeVersion', namespaceIndex: 0 },
    propertyOf: of,
    dataType: 'String',
    value: { dataType: DataType.String, value: '0' },
  });
}

/**
 * Tells clients that a list's entries changed (OPC 40540 §8.5: a FeedstockList's NodeVersion).
 * node-opcua bumps a NodeVersion itself as references come and go, so this counts on from its value.
 */
export function bumpVersion(version: UAVariable, at: Date): void {
  const current = Number(version.readValue().value.value) || 0;
  write(version, { dataType: DataType.String, value: String(current + 1) }, at);
}

/** A value of a run or a feedstock: a property or a component in the AM namespace. */
export function addValue(
  nodes: MachineNodes,
  parent: UAObject,
  name: string,
  dataType: 'String' | 'UInt32' | 'Double',
  as: 'property' | 'component' = 'component',
): UAVariable {
  return nodes.own.addVariable({
    browseName: { name, namespaceIndex: nodes.am.index },
    ...(as === 'property' ? { propertyOf: parent } : { componentOf: parent }),
    dataType,
  });
}

/** RemainingQuantity is an 0:AnalogUnitType, its unit in 0:EngineeringUnits (UNECE's code, as OPC 10000-8 asks). */
export function addQuantity(nodes: MachineNodes, parent: UAObject, unit: { code: string; unitId: number }): UAVariable {
  const quantity = nodes.own.addVariable({
    browseName: { name: 'RemainingQuantity', namespaceIndex: nodes.am.index },
    componentOf: parent,
    typeDefinition: 'AnalogUnitType',
    dataType: 'Double',
  });
  const addressSpace = nodes.own.addressSpace;
  nodes.own.addVariable({
    browseName: { name: 'EngineeringUnits', namespaceIndex: 0 },
    propertyOf: quantity,
    dataType: 'EUInformation',
    value: {
      dataType: DataType.ExtensionObject,
      value: addressSpace.constructExtensionObject(coerceNodeId('i=887'), {
        namespaceUri: 'http://www.opcfoundation.org/UA/units/un/cefact',
        unitId: unit.unitId,
        displayName: { text: unit.code },
      }),
    },
  });
  return quantity;
}

export function addAlarm(nodes: MachineNodes, code: string): UAAlarmConditionEx {
  const alarm = nodes.own.instantiateAlarmCondition('AlarmConditionType', {
    browseName: code,
    componentOf: nodes.messages,
    conditionSource: nodes.machine,
    conditionName: code,
    inputNode: NodeId.nullNodeId,
    optionals: ['ActiveState.TransitionTime'],
  });
  alarm.setEnabledState(true);
  return alarm;
}
