/** What became of each part of an awarded order: made of ordered, passed, scrapped, shipped, delivered. */
import type { PartProgress } from 'shared/api';
import { useTexts } from 'shared/i18n';
import { ScrollRegion, space } from 'shared/ui';
import styled from 'styled-components';
import { FULFILMENT_TEXTS } from './texts.js';

export interface PartProgressTableProps {
  parts: PartProgress[];
  /** The id of the heading that names the table. */
  labelledBy: string;
}

export function PartProgressTable({ parts, labelledBy }: PartProgressTableProps) {
  const text = useTexts(FULFILMENT_TEXTS);
  // On a narrow screen the table scrolls sideways in its own box, not the page.
  return (
    <ScrollRegion>
      <ProgressTable aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">{text('fulfilment.column.part')}</th>
            <th scope="col">{text('fulfilment.column.made')}</th>
            <th scope="col">{text('fulfilment.column.passed')}</th>
            <th scope="col">{text('fulfilment.column.scrapped')}</th>
            <th scope="col">{text('fulfilment.column.shipped')}</th>
            <th scope="col">{text('fulfilment.column.delivered')}</th>
          </tr>
        </thead>
        <tbody>
          {parts.map((part) => {
            // Good pieces made: printed less scrapped; passed ones where the shop works without the platform's jobs.
            const made = Math.max(part.printed - part.scrapped, part.passed);
            return (
              <tr key={part.rfqFileId}>
                <th scope="row">
                  {part.fileName}
                  {part.partNumber && ` (${part.partNumber})`}
                </th>
                <td>
                  {text('fulfilment.madeOf', { made, ordered: part.ordered })}
                  <meter min={0} max={part.ordered} value={Math.min(made, part.ordered)} aria-hidden="true" />
                </td>
                <td>{part.passed}</td>
                <td>{part.scrapped}</td>
                <td>{part.shipped}</td>
                <td>{part.delivered}</td>
              </tr>
            );
          })}
        </tbody>
      </ProgressTable>
    </ScrollRegion>
  );
}

const ProgressTable = styled.table`
  border-collapse: collapse;
  th,
  td {
    text-align: left;
    padding: ${space(2)} ${space(3)} ${space(2)} 0;
    vertical-align: middle;
  }
  tbody th {
    font-weight: 400;
  }
  meter {
    display: block;
    width: 6rem;
  }
`;
