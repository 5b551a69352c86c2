/** What the viewer shows of a part: its download, its failure, nothing to show, or the part with its controls and facts. */
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { ViewerCanvas, ViewerStage } from './viewer-frame';
import type { MeshDefects } from './mesh-defects';
import { PartScene, VIEWS, type Section } from './part-scene';
import type { Download } from './load-part';
import type { PartState } from './use-part';
import { useViewerText } from './use-viewer-text';
import { CadViewerControls } from './cad-viewer-controls';
import { CadViewerFacts } from './cad-viewer-facts';
import { formatBytes, Loading, WarningIcon } from 'shared/ui';
import { colors, space } from '../ui/tokens';
import type { LengthUnit } from './part-geometry';

export interface CadViewerStageProps {
  name: string;
  part: PartState;
  defects: MeshDefects | null;
  movingCopy: Float32Array | null;
}

export function CadViewerStage({ name, part, defects, movingCopy }: CadViewerStageProps) {
  const text = useViewerText();
  if (part.phase === 'failed')
    return (
      <Message role="alert" $problem>
        <WarningIcon />
        {text('ui.cadViewer.failed', { reason: part.reason })}
      </Message>
    );
  if (part.phase === 'empty') return <Message role="status">{text('ui.cadViewer.empty')}</Message>;
  return <PartView name={name} part={part} defects={defects} movingCopy={movingCopy} />;
}

function Downloading({ name, download }: { name: string; download: Download | null }) {
  const text = useViewerText();
  const intl = useIntl();
  return (
    <Message $over>
      <Loading text={text('ui.cadViewer.loading')} />
      {download && (
        <>
          <Bar
            aria-label={text('ui.cadViewer.progress', { name })}
            max={download.total ?? undefined}
            value={download.total ? download.loaded : undefined}
          />
          <span>
            {download.total
              ? text('ui.cadViewer.bytes', {
                  loaded: formatBytes(intl, download.loaded),
                  total: formatBytes(intl, download.total),
                })
              : formatBytes(intl, download.loaded)}
          </span>
        </>
      )}
    </Message>
  );
}

/**
 * The canvas and its scene exist from the start: WebGL's context and shaders are made while the
 * part downloads (hundreds of milliseconds in software WebGL), not after it.
 */
function PartView({
  name,
  part,
  defects,
  movingCopy,
}: Omit<CadViewerStageProps, 'part'> & { part: Exclude<PartState, { phase: 'failed' | 'empty' }> }) {
  const text = useViewerText();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [scene, setScene] = useState<PartScene | null>(null);
  const [noWebGl, setNoWebGl] = useState(false);
  const [wireframe, setWireframe] = useState(false);
  const [unit, setUnit] = useState<LengthUnit>('mm');
  const [section, setSection] = useState<Section | null>(null);
  const ready = part.phase === 'ready' ? part : null;

  useEffect(() => {
    let created: PartScene;
    try {
      created = new PartScene(canvas.current!);
    } catch {
      setNoWebGl(true);
      return;
    }
    setScene(created);
    return () => created.dispose();
  }, []);
  useEffect(() => {
    if (scene && ready) scene.setPart(ready.facets.positions, ready.facets.normals, ready.box);
  }, [scene, ready]);
  useEffect(() => {
    if (scene && ready && defects) scene.setDefects(defects, ready.facets.positions);
  }, [scene, defects, ready]);
  useEffect(() => {
    if (scene && movingCopy) scene.setMovingCopy(movingCopy);
  }, [scene, movingCopy]);
  useEffect(() => scene?.setWireframe(wireframe), [scene, wireframe]);
  useEffect(() => scene?.setSection(section), [scene, section]);

  return (
    <Layout>
      <CadViewerControls
        scene={ready && scene}
        views={VIEWS}
        wireframe={wireframe}
        onWireframe={setWireframe}
        unit={unit}
        onUnit={setUnit}
        section={section}
        onSection={setSection}
      />
      <Stage>
        {noWebGl ? (
          <Message role="alert" $problem>
            <WarningIcon />
            {text('ui.cadViewer.noWebGl')}
          </Message>
        ) : (
          <ViewerCanvas ref={canvas} role="img" tabIndex={0} aria-label={text('ui.cadViewer.canvas', { name })} />
        )}
        {part.phase === 'loading' && <Downloading name={name} download={part.download} />}
      </Stage>
      {ready && <CadViewerFacts box={ready.box} facets={ready.facets.positions.length / 9} unit={unit} defects={defects} />}
    </Layout>
  );
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) ${space(64)};
  grid-template-areas: 'controls controls' 'stage facts';
  gap: ${space(3)};
  min-height: 0;
`;

const Stage = styled(ViewerStage)`
  grid-area: stage;
`;

const Message = styled.div<{ $problem?: boolean; $over?: boolean }>`
  position: ${({ $over }) => ($over ? 'absolute' : 'static')};
  inset: 0;
  align-content: start;
  background: ${({ $over }) => ($over ? colors.surface : 'transparent')};
  display: grid;
  justify-items: start;
  gap: ${space(2)};
  padding: ${space(6)};
  color: ${({ $problem }) => ($problem ? colors.danger : colors.text)};
`;

const Bar = styled.progress`
  width: min(100%, ${space(80)});
  height: ${space(2)};
  accent-color: ${colors.primary};
`;
