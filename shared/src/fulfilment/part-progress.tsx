/** What became of each part of an awarded order: made of ordered, passed, scrapped, held for an NCR, shipped, delivered. */
import type { PartProgress } from 'shared/api';
import { useTexts } from 'shared/i18n';
import { PlainTable } from 'shared/ui';
import styled from 'styled-components';
import { FULFILMENT_TEXTS } from './texts.js';

export interface PartProgressTableProps {
  parts: PartProgress[];
  /** The id of the heading that names the table. */
  labelledBy: string;
}

export function PartProgressTable({ parts, labelledBy }: PartProgressTableProps) {
  const text = useTexts(FULFILMENT_TEXTS);
  return (
    <PlainTable
      labelledBy={labelledBy}
      columns={[
        text('fulfilment.column.part'),
        text('fulfilment.column.made'),
        text('fulfilment.column.passed'),
        text('fulfilment.column.scrapped'),
        text('fulfilment.column.held'),
        text('fulfilment.column.shipped'),
        text('fulfilment.column.delivered'),
      ]}
    >
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
              <Meter min={0} max={part.ordered} value={Math.min(made, part.ordered)} aria-hidden="true" />
            </td>
            <td>{part.passed}</td>
            <td>{part.scrapped}</td>
            <td>{part.held}</td>
            <td>{part.shipped}</td>
            <td>{part.delivered}</td>
          </tr>
        );
      })}
    </PlainTable>
  );
}

const Meter = styled.meter`
  display: block;
  width: 6rem;
`;
