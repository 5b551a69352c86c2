/** Beside the part: its dimensions in the chosen unit, its facets, and the defects drawn on it. */
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { FLIPPED_FACET_COLOUR, OPEN_EDGE_COLOUR } from './defect-colours';
import type { MeshDefects } from './mesh-defects';
import { boxSize, type Box, type LengthUnit } from './part-geometry';
import { useViewerText } from './use-viewer-text';
import type { VIEWER_TEXTS } from './viewer-texts';
import { colors, space } from '../ui/tokens';

type TextId = keyof typeof VIEWER_TEXTS;

export interface CadViewerFactsProps {
  box: Box;
  facets: number;
  unit: LengthUnit;
  /** Null while the mesh is being checked. */
  defects: MeshDefects | null;
}

export function CadViewerFacts({ box, facets, unit, defects }: CadViewerFactsProps) {
  const text = useViewerText();
  const intl = useIntl();
  const number = (value: number) => intl.formatNumber(value, { maximumFractionDigits: unit === 'in' ? 3 : 2 });
  const [x, y, z] = boxSize(box, unit).map(number);
  const count = (value: number, one: TextId, other: TextId) =>
    text(value === 1 ? one : other, { count: intl.formatNumber(value) });
  const flipped = defects?.flippedFacets.length ?? 0;

  return (
    <Facts aria-label={text('ui.cadViewer.facts')}>
      <div>
        <dt>{text('ui.cadViewer.dimensions')}</dt>
        <dd>{text(`ui.cadViewer.dimensionsValue.${unit}`, { x: x!, y: y!, z: z! })}</dd>
      </div>
      <div>
        <dt>{text('ui.cadViewer.facets')}</dt>
        <dd>{intl.formatNumber(facets)}</dd>
      </div>
      <div>
        <dt>{text('ui.cadViewer.defects')}</dt>
        <dd>
          {/* A live region: the counts arrive after the part is shown. */}
          <div role="status">
            {!defects ? (
              text('ui.cadViewer.checking')
            ) : defects.openEdges === 0 && flipped === 0 ? (
              text('ui.cadViewer.sound')
            ) : (
              <Defects>
                {defects.openEdges > 0 && (
                  <li>
                    <Swatch $colour={OPEN_EDGE_COLOUR} />
                    {count(defects.openEdges, 'ui.cadViewer.openEdges.one', 'ui.cadViewer.openEdges.other')}
                  </li>
                )}
                {flipped > 0 && (
                  <li>
                    <Swatch $colour={FLIPPED_FACET_COLOUR} />
                    {count(flipped, 'ui.cadViewer.flippedFacets.one', 'ui.cadViewer.flippedFacets.other')}
                  </li>
                )}
              </Defects>
            )}
          </div>
          {defects && (defects.openEdges > 0 || flipped > 0) && <Legend>{text('ui.cadViewer.legend')}</Legend>}
        </dd>
      </div>
    </Facts>
  );
}

const Facts = styled.dl`
  grid-area: facts;
  display: grid;
  align-content: start;
  gap: ${space(3)};
  margin: 0;

  & dt {
    color: ${colors.muted};
    font-size: 0.875rem;
  }
  & dd {
    margin: 0;
    font-weight: 600;
  }
`;

const Defects = styled.ul`
  display: grid;
  gap: ${space(1)};
  margin: 0;
  padding: 0;
  list-style: none;

  & li {
    display: flex;
    align-items: center;
    gap: ${space(2)};
  }
`;

const Swatch = styled.span<{ $colour: string }>`
  display: inline-block;
  width: ${space(3)};
  height: ${space(3)};
  background: ${({ $colour }) => $colour};
  border-radius: 2px;
`;

const Legend = styled.span`
  display: block;
  font-weight: 400;
  margin: ${space(1)} 0 0;
  font-size: 0.875rem;
  color: ${colors.muted};
`;
