import {
  BrowseDirection,
  type ClientSession,
  NodeClass,
  type NodeId,
  type QualifiedName,
  type ReferenceDescription,
  resolveNodeId,
  StatusCodes,
} from 'node-opcua-client';
import { FEEDSTOCK_VALUES, type ModelName, NAMESPACES, PATHS, RUN_VALUES } from './information-model.js';

/**
 * Where a machine's values are on one server: every value the adapter reads, by a key that says
 * what it is (`run/0/CurrentLayer`), with the NodeId it has there. Found by browsing, since a
 * server numbers its namespaces and nodes as it likes; BrowseNames are what the model fixes.
 */
export interface MachineLayout {
  values: Map<string, NodeId>;
  runs: number;
  feedstock: number;
  alarms: number;
}

/** The NodeVersion of each list whose entries come and go: when one changes, the machine is browsed again. */
export const VERSION_KEYS = ['runs/NodeVersion', 'feedstock/NodeVersion', 'alarms/NodeVersion'] as const;

export async function browseMachine(session: ClientSession, machineName?: string): Promise<MachineLayout> {
  const namespaceArray = await session.readNamespaceArray();
  const indexOf = (name: ModelName) =>
    name.namespace === 'ua' ? 0 : namespaceArray.indexOf(NAMESPACES[name.namespace as keyof typeof NAMESPACES]);
  const follow = async (from: NodeId, path: readonly ModelName[]): Promise<NodeId | undefined> => {
    let node: NodeId | undefined = from;
    for (const step of path) {
      const children: ReferenceDescription[] = node ? await childrenOf(session, node) : [];
      node = children.find(
        ({ browseName }) => browseName.name === step.name && browseName.namespaceIndex === indexOf(step),
      )?.nodeId;
    }
    return node;
  };

  const machinesFolder = await follow(resolveNodeId('ObjectsFolder'), PATHS.machines);
  if (!machinesFolder) throw new Error('The server has no Machines folder of OPC 40001-1 (Machinery)');
  const machines = (await childrenOf(session, machinesFolder)).filter(({ nodeClass }) => nodeClass === NodeClass.Object);
  const machine = machineName ? machines.find(({ browseName }) => browseName.name === machineName) : machines[0];
  if (!machine) throw new Error(machineName ? `No machine named ${machineName} under Machines` : 'No machine under Machines');

  const values = new Map<string, NodeId>();
  const put = (key: string, node: NodeId | undefined) => {
    if (node) values.set(key, node);
  };
  put('itemState', await follow(machine.nodeId, PATHS.itemState));
  put('operationMode', await follow(machine.nodeId, PATHS.operationMode));
  const [runs, feedstock, alarms] = await Promise.all(
    [PATHS.runs, PATHS.feedstock, PATHS.alarms].map((path) => follow(machine.nodeId, path)),
  );
  put('runs/NodeVersion', runs && (await follow(runs, PATHS.nodeVersion)));
  put('feedstock/NodeVersion', feedstock && (await follow(feedstock, PATHS.nodeVersion)));
  put('alarms/NodeVersion', alarms && (await follow(alarms, PATHS.nodeVersion)));

  const runObjects = runs ? await objectsIn(session, runs) : [];
  for (const [index, run] of runObjects.entries()) {
    const children = byName(await childrenOf(session, run.nodeId));
    for (const name of RUN_VALUES) put(`run/${index}/${name}`, children.get(name));
  }
  const feedstockObjects = feedstock ? await objectsIn(session, feedstock) : [];
  for (const [index, item] of feedstockObjects.entries()) {
    const children = byName(await childrenOf(session, item.nodeId));
    for (const name of FEEDSTOCK_VALUES) put(`feedstock/${index}/${name}`, children.get(name));
    const quantity = children.get('RemainingQuantity');
    put(`feedstock/${index}/EngineeringUnits`, quantity && byName(await childrenOf(session, quantity)).get('EngineeringUnits'));
  }
  const alarmObjects = alarms ? await objectsIn(session, alarms) : [];
  for (const [index, alarm] of alarmObjects.entries()) {
    const children = byName(await childrenOf(session, alarm.nodeId));
    const activeState = children.get('ActiveState');
    const activeParts = activeState ? byName(await childrenOf(session, activeState)) : new Map<string, NodeId>();
    put(`alarm/${index}/ConditionName`, children.get('ConditionName'));
    put(`alarm/${index}/ActiveState`, activeParts.get('Id'));
    put(`alarm/${index}/TransitionTime`, activeParts.get('TransitionTime'));
    put(`alarm/${index}/Severity`, children.get('Severity'));
    put(`alarm/${index}/Message`, children.get('Message'));
  }
  return { values, runs: runObjects.length, feedstock: feedstockObjects.length, alarms: alarmObjects.length };
}

async function childrenOf(session: ClientSession, nodeId: NodeId): Promise<ReferenceDescription[]> {
  const result = await session.browse({
    nodeId,
    browseDirection: BrowseDirection.Forward,
    referenceTypeId: resolveNodeId('HierarchicalReferences'),
    includeSubtypes: true,
    nodeClassMask: 0,
    resultMask: 63,
  });
  if (result.statusCode !== StatusCodes.Good) throw new Error(`Browsing ${nodeId.toString()} failed: ${result.statusCode.name}`);
  return result.references ?? [];
}

async function objectsIn(session: ClientSession, folder: NodeId): Promise<ReferenceDescription[]> {
  return (await childrenOf(session, folder)).filter(({ nodeClass }) => nodeClass === NodeClass.Object);
}

/** Children by BrowseName alone: vendors put a value's name in their own namespace as often as in the model's. */
function byName(children: ReferenceDescription[]): Map<string, NodeId> {
  return new Map(
    children.map(({ browseName, nodeId }: { browseName: QualifiedName; nodeId: NodeId }) => [browseName.name!, nodeId]),
  );
}
