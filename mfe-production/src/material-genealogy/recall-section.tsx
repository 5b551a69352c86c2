/**
 * A lot's recall list: every customer order with a part made from powder holding any of the lot,
 * with what was made, shipped and delivered of it and the NCRs on it — as a table, as CSV made in
 * the browser from the same rows, and as the server's PDF in the reader's language.
 */
import { Link } from 'react-router-dom';
import { useLanguageKey } from 'shared/i18n';
import { Button, ButtonLink, DownloadIcon, Loaded, Toolbar, downloadCsv } from 'shared/ui';
import { productionApi } from '../api';
import { useText } from '../texts';
import { recallPdfUrl, type LotTrace, type RecallRow } from './api';
import { orderPage } from './graph-model';
import { TableSection } from './table-section';
import { useGenealogyFormat } from './use-genealogy-format';

export function RecallSection({ lot }: { lot: LotTrace['lot'] }) {
  const text = useText();
  const found = productionApi.useRecallQuery(lot.id);
  return (
    <Loaded query={found} failedTitle={text('genealogy.recallFailed')}>
      {(rows) => <RecallRows lot={lot} rows={rows} />}
    </Loaded>
  );
}

function RecallRows({ lot, rows }: { lot: LotTrace['lot']; rows: RecallRow[] }) {
  const text = useText();
  const language = useLanguageKey();
  const format = useGenealogyFormat();
  const columns = [
    text('genealogy.customer'),
    text('genealogy.order'),
    text('genealogy.part'),
    text('genealogy.made'),
    text('genealogy.shipped'),
    text('genealogy.delivered'),
    text('genealogy.ncrs'),
  ];
  const csv = () =>
    downloadCsv(
      `${text('genealogy.recallFile', { lot: lot.number })}.csv`,
      columns,
      rows.map((row) => [row.customer, row.orderTitle, row.part, row.made, row.shipped, row.delivered, row.ncrs.join(' ')]),
    );
  return (
    <TableSection
      title={text('genealogy.recall')}
      columns={columns}
      empty={text('genealogy.noRecall')}
      actions={
        <Toolbar>
          <Button variant="secondary" size="sm" onClick={csv} disabled={rows.length === 0}>
            <DownloadIcon /> {text('genealogy.downloadCsv')}
          </Button>
          <ButtonLink
            $variant="secondary"
            $size="sm"
            href={recallPdfUrl(lot.id, language)}
            download
            aria-label={text('genealogy.downloadPdfOf', { lot: lot.number })}
          >
            <DownloadIcon /> {text('genealogy.downloadPdf')}
          </ButtonLink>
        </Toolbar>
      }
      rows={rows.map((row, index) => (
        <tr key={`${row.orderId}-${row.part}-${index}`}>
          <th scope="row">{row.customer}</th>
          <td>
            <Link to={orderPage(row.orderId)}>{row.orderTitle}</Link>
          </td>
          <td>{row.part}</td>
          <td>{format.count(row.made)}</td>
          <td>{format.count(row.shipped)}</td>
          <td>{format.count(row.delivered)}</td>
          <td>{row.ncrs.join(', ')}</td>
        </tr>
      ))}
    />
  );
}
