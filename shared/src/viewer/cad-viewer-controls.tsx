/**
 * The viewer's controls, all buttons and one slider, so everything the mouse does on the
 * canvas can be done from the keyboard too; a toggle says its state with aria-pressed.
 */
import styled from 'styled-components';
import { AXES, type LengthUnit } from './part-geometry';
import type { PartScene, Section, ViewName } from './part-scene';
import { useViewerText } from './use-viewer-text';
import { Button, ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon, ChevronUpIcon, Slider } from 'shared/ui';
import { colors, space } from '../ui/tokens';

/** Degrees a turn button turns the part, and the zoom step of the zoom buttons. */
const TURN_DEGREES = 15;
const ZOOM_STEP = 1.25;

export interface CadViewerControlsProps {
  /** Null until the part is in the scene. */
  scene: PartScene | null;
  views: readonly ViewName[];
  wireframe: boolean;
  onWireframe: (on: boolean) => void;
  unit: LengthUnit;
  onUnit: (unit: LengthUnit) => void;
  section: Section | null;
  onSection: (section: Section | null) => void;
}

export function CadViewerControls({
  scene,
  views,
  wireframe,
  onWireframe,
  unit,
  onUnit,
  section,
  onSection,
}: CadViewerControlsProps) {
  const text = useViewerText();
  const disabled = !scene;
  const turns = [
    { id: 'ui.cadViewer.turnLeft', Icon: ChevronLeftIcon, turn: [TURN_DEGREES, 0] },
    { id: 'ui.cadViewer.turnRight', Icon: ChevronRightIcon, turn: [-TURN_DEGREES, 0] },
    { id: 'ui.cadViewer.turnUp', Icon: ChevronUpIcon, turn: [0, TURN_DEGREES] },
    { id: 'ui.cadViewer.turnDown', Icon: ChevronDownIcon, turn: [0, -TURN_DEGREES] },
  ] as const;

  return (
    <Controls aria-label={text('ui.cadViewer.controls')}>
      <Group role="group" aria-label={text('ui.cadViewer.views')}>
        {views.map((view) => (
          <Button key={view} variant="secondary" size="sm" disabled={disabled} onClick={() => scene?.view(view)}>
            {text(`ui.cadViewer.view.${view}`)}
          </Button>
        ))}
      </Group>
      <Group>
        {turns.map(({ id, Icon, turn }) => (
          <Button
            key={id}
            variant="secondary"
            size="sm"
            disabled={disabled}
            aria-label={text(id)}
            onClick={() => scene?.turn(turn[0], turn[1])}
          >
            <Icon />
          </Button>
        ))}
        <Button variant="secondary" size="sm" disabled={disabled} onClick={() => scene?.zoom(1 / ZOOM_STEP)}>
          {text('ui.cadViewer.zoomIn')}
        </Button>
        <Button variant="secondary" size="sm" disabled={disabled} onClick={() => scene?.zoom(ZOOM_STEP)}>
          {text('ui.cadViewer.zoomOut')}
        </Button>
        <Button variant="secondary" size="sm" disabled={disabled} onClick={() => scene?.fit()}>
          {text('ui.cadViewer.fit')}
        </Button>
      </Group>
      <Group>
        <Button variant="secondary" size="sm" aria-pressed={wireframe} onClick={() => onWireframe(!wireframe)}>
          {text('ui.cadViewer.wireframe')}
        </Button>
      </Group>
      <Group role="group" aria-label={text('ui.cadViewer.units')}>
        {(['mm', 'in'] as const).map((option) => (
          <Button key={option} variant="secondary" size="sm" aria-pressed={unit === option} onClick={() => onUnit(option)}>
            {text(`ui.cadViewer.unit.${option}`)}
          </Button>
        ))}
      </Group>
      <Group>
        <Button
          variant="secondary"
          size="sm"
          aria-pressed={section !== null}
          onClick={() => onSection(section ? null : { axis: 'z', at: 0.5 })}
        >
          {text('ui.cadViewer.section')}
        </Button>
        {section && (
          <>
            <Group role="group" aria-label={text('ui.cadViewer.sectionAxis')}>
              {AXES.map((axis) => (
                <Button
                  key={axis}
                  variant="secondary"
                  size="sm"
                  aria-pressed={section.axis === axis}
                  onClick={() => onSection({ ...section, axis })}
                >
                  {text(`ui.cadViewer.axis.${axis}`)}
                </Button>
              ))}
            </Group>
            <SliderBox>
              <Slider
                label={text('ui.cadViewer.sectionAt', { axis: text(`ui.cadViewer.axis.${section.axis}`) })}
                value={Math.round(section.at * 100)}
                onChange={(value) => onSection({ ...section, at: value / 100 })}
              />
            </SliderBox>
          </>
        )}
      </Group>
    </Controls>
  );
}

const Controls = styled.div.attrs({ role: 'group' })`
  grid-area: controls;
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)} ${space(4)};
  align-items: center;
  padding-bottom: ${space(2)};
  border-bottom: 1px solid ${colors.border};
`;

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(1)};
  align-items: center;
`;

const SliderBox = styled.div`
  width: ${space(40)};
`;
