/**
 * The build viewer: a packed build in 3D, the printer's build volume with its usable box and the
 * part instances the packer placed in it, coloured by group. Drag to turn, right-drag or arrow
 * keys to pan, wheel to zoom. Loaded on demand through `index.tsx`.
 */
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { ViewerCanvas, ViewerStage } from './viewer-frame';
import { BuildScene } from './build-scene';
import { instancesByFile, type BuildInstance, type FileInstances } from './build-instances';
import { useBuildParts, type BuildPartsState } from './use-build-parts';
import { useViewerText } from './use-viewer-text';
import { Loading, VisuallyHidden, WarningIcon } from 'shared/ui';
import { colors, radius, shadow, space } from '../ui/tokens';

export interface BuildViewerProps {
  /** The machine's build volume, x, y, z (mm), and the margin kept clear at each wall (mm). */
  volume: [number, number, number];
  margin: number;
  /**
   * The packed instances: a platform file drawn where its column-major 4×4 `matrix` puts it (the
   * matrix maps the file's own coordinates to mm in the volume, origin at the volume's low
   * corner, z up), in the colour of its `group` (the page colours by order). A new array draws
   * the instances again: keep it the same between renders while the build is the same.
   */
  instances: BuildInstance[];
  /** The canvas's accessible name, e.g. 'Build B-12 in 3D'. */
  label: string;
  /** Marks instances drawn differently (e.g. selected): indexes into `instances`. Optional. */
  highlighted?: number[];
}

export default function BuildViewer({ volume, margin, instances, label, highlighted }: BuildViewerProps) {
  const text = useViewerText();
  const marked = highlighted?.join(',') ?? '';
  // Highlighted by its indexes: a new array of the same indexes keeps the drawing.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const byFile = useMemo(() => instancesByFile(instances, highlighted), [instances, marked]);
  const parts = useBuildParts(
    byFile.map((file) => file.fileId),
    text('ui.cadViewer.unreadable'),
  );
  if (parts.phase === 'failed')
    return (
      <Message role="alert" $problem>
        <WarningIcon />
        {text('ui.buildViewer.failed', { reason: parts.reason })}
      </Message>
    );
  return (
    <BuildStage volume={volume} margin={margin} label={label} byFile={byFile} parts={parts}>
      {parts.phase === 'loading' && (
        <Progress>
          <Loading text={text('ui.buildViewer.loading', { loaded: parts.loaded, total: parts.total })} />
          <Bar aria-label={text('ui.buildViewer.progress')} max={parts.total} value={parts.loaded} />
        </Progress>
      )}
    </BuildStage>
  );
}

interface BuildStageProps extends Pick<BuildViewerProps, 'volume' | 'margin' | 'label'> {
  byFile: FileInstances[];
  parts: Exclude<BuildPartsState, { phase: 'failed' }>;
  children: ReactNode;
}

/**
 * The canvas and its scene exist from the start: the volume is drawn, and WebGL's shaders are
 * built, while the parts download.
 */
function BuildStage({ volume: [x, y, z], margin, label, byFile, parts, children }: BuildStageProps) {
  const text = useViewerText();
  const hint = useId();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [scene, setScene] = useState<BuildScene | null>(null);
  const [noWebGl, setNoWebGl] = useState(false);

  useEffect(() => {
    let created: BuildScene;
    try {
      created = new BuildScene(canvas.current!);
    } catch {
      setNoWebGl(true);
      return;
    }
    setScene(created);
    return () => created.dispose();
  }, []);
  // By its numbers: a new array of the same volume keeps the camera where the user turned it.
  useEffect(() => scene?.setVolume([x, y, z], margin), [scene, x, y, z, margin]);
  useEffect(() => {
    if (!scene || parts.phase !== 'ready') return;
    // Right after the build gains a file, the parts are still those of the last build.
    if (!byFile.every((file) => parts.parts.has(file.fileId))) return;
    scene.setInstances(byFile.map((file) => ({ ...file, facets: parts.parts.get(file.fileId)! })));
  }, [scene, byFile, parts]);

  return (
    <ViewerStage>
      {noWebGl ? (
        <Message role="alert" $problem>
          <WarningIcon />
          {text('ui.cadViewer.noWebGl')}
        </Message>
      ) : (
        <>
          <ViewerCanvas ref={canvas} role="img" tabIndex={0} aria-label={label} aria-describedby={hint} />
          <VisuallyHidden id={hint}>{text('ui.buildViewer.hint')}</VisuallyHidden>
        </>
      )}
      {children}
    </ViewerStage>
  );
}

/** Over the canvas's corner, so the volume is seen while its parts come in. */
const Progress = styled.div`
  position: absolute;
  top: ${space(3)};
  left: ${space(3)};
  display: grid;
  gap: ${space(2)};
  padding: ${space(3)};
  background: ${colors.surface};
  border-radius: ${radius};
  box-shadow: ${shadow};
`;

const Message = styled.div<{ $problem?: boolean }>`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  padding: ${space(6)};
  color: ${({ $problem }) => ($problem ? colors.danger : colors.text)};
`;

const Bar = styled.progress`
  width: ${space(60)};
  height: ${space(2)};
  accent-color: ${colors.primary};
`;
