/**
 * Where each box of the genealogy goes: ELK's layered layout, left to right, so each step of the
 * trace is a column. ELK's bundled build runs on the page's own thread, so the remote serves no
 * worker file beside its chunks; it is fetched only when a graph is drawn, not with the remote.
 */
import type { Graph } from './graph-model';

export const NODE_WIDTH = 200;
export const NODE_HEIGHT = 64;

export type Positions = Map<string, { x: number; y: number }>;

export async function layOut(graph: Graph): Promise<Positions> {
  const { default: ELK } = await import('elkjs/lib/elk.bundled.js');
  const laid = await new ELK().layout({
    id: 'genealogy',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'RIGHT',
      'elk.layered.spacing.nodeNodeBetweenLayers': '96',
      'elk.spacing.nodeNode': '24',
    },
    children: graph.nodes.map((node) => ({ id: node.id, width: NODE_WIDTH, height: NODE_HEIGHT })),
    edges: graph.edges.map((edge) => ({ id: edge.id, sources: [edge.source], targets: [edge.target] })),
  });
  return new Map((laid.children ?? []).map((node) => [node.id, { x: node.x ?? 0, y: node.y ?? 0 }]));
}
