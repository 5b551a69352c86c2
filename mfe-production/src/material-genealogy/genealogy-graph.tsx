/**
 * The genealogy drawn: a box per record, linked to its page, and an arrow per step, laid out by
 * ELK in columns and shown by React Flow, which pans and zooms it on a narrow screen. Nothing in
 * it can be moved, joined or deleted: it is a picture of the trace, and the tables beside it say
 * the same for a screen reader. Its default export is loaded only when the page draws a graph.
 */
import {
  Handle,
  Position,
  ReactFlow,
  ReactFlowProvider,
  useReactFlow,
  type Edge,
  type Node,
  type NodeProps,
} from '@xyflow/react';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Loading, Toolbar } from 'shared/ui';
import { useText } from '../texts';
import { FlowFrame, NodeBox } from './graph-styles';
import type { Graph, GraphNode } from './graph-model';
import { layOut, NODE_HEIGHT, NODE_WIDTH, type Positions } from './layout';

type BoxNode = Node<{ record: GraphNode }, 'record'>;

export interface GenealogyGraphProps {
  graph: Graph;
  /** Names the drawing for a screen reader. */
  label: string;
}

export default function GenealogyGraph({ graph, label }: GenealogyGraphProps) {
  const [positions, setPositions] = useState<{ graph: Graph; at: Positions }>();
  useEffect(() => {
    let current = true;
    void layOut(graph).then((at) => current && setPositions({ graph, at }));
    return () => {
      current = false;
    };
  }, [graph]);
  if (positions?.graph !== graph) return <Loading />;
  return (
    <ReactFlowProvider>
      <Drawing graph={graph} positions={positions.at} label={label} />
    </ReactFlowProvider>
  );
}

const NODE_TYPES = { record: RecordBox };

function Drawing({ graph, positions, label }: { graph: Graph; positions: Positions; label: string }) {
  const text = useText();
  const flow = useReactFlow();
  const nodes = useMemo<BoxNode[]>(
    () =>
      graph.nodes.map((record) => ({
        id: record.id,
        type: 'record',
        position: positions.get(record.id) ?? { x: 0, y: 0 },
        data: { record },
        width: NODE_WIDTH,
        height: NODE_HEIGHT,
      })),
    [graph, positions],
  );
  const edges = useMemo<Edge[]>(() => graph.edges.map((edge) => ({ ...edge, focusable: false, selectable: false })), [graph]);
  // React Flow's own words for its keyboard use, which this picture does not offer: the links in it are the way in.
  const words = {
    'node.a11yDescription.default': text('genealogy.graphHint'),
    'node.a11yDescription.keyboardDisabled': text('genealogy.graphHint'),
    'edge.a11yDescription.default': text('genealogy.graphHint'),
  };
  return (
    <>
      <Toolbar>
        <Button variant="secondary" size="sm" onClick={() => void flow.zoomIn()}>
          {text('genealogy.zoomIn')}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => void flow.zoomOut()}>
          {text('genealogy.zoomOut')}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => void flow.fitView()}>
          {text('genealogy.fit')}
        </Button>
      </Toolbar>
      <FlowFrame>
        <ReactFlow
          aria-label={label}
          nodes={nodes}
          edges={edges}
          nodeTypes={NODE_TYPES}
          fitView
          minZoom={0.2}
          nodesDraggable={false}
          nodesConnectable={false}
          nodesFocusable={false}
          edgesFocusable={false}
          elementsSelectable={false}
          disableKeyboardA11y
          ariaLabelConfig={words}
          proOptions={{ hideAttribution: true }}
        />
      </FlowFrame>
    </>
  );
}

/** One record: its link, and where arrows come in (left) and go out (right). */
function RecordBox({ data, positionAbsoluteX, positionAbsoluteY }: NodeProps<BoxNode>) {
  const { record } = data;
  const flow = useReactFlow();
  // A link reached with the keyboard is brought into view, however the drawing was panned.
  const show = () =>
    void flow.setCenter(positionAbsoluteX + NODE_WIDTH / 2, positionAbsoluteY + NODE_HEIGHT / 2, {
      zoom: Math.max(flow.getZoom(), 0.8),
    });
  const content = (
    <>
      <strong>{record.label}</strong>
      {record.detail && <span>{record.detail}</span>}
    </>
  );
  return (
    <NodeBox $kind={record.kind}>
      <Handle type="target" position={Position.Left} isConnectable={false} />
      {record.to ? (
        <Link className="nodrag nopan" to={record.to} onFocus={show}>
          {content}
        </Link>
      ) : (
        <div>{content}</div>
      )}
      <Handle type="source" position={Position.Right} isConnectable={false} />
    </NodeBox>
  );
}
