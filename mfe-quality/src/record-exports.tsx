/**
 * A quality record exported whole: a PDF in the reader's language, JSON, and for a CAPA whose root
 * cause was found with 8D its 8D report. Each is a plain download of the record's export route,
 * which the signed-in browser's session cookie lets through.
 */
import { useLanguageKey } from 'shared/i18n';
import { ButtonLink, DownloadIcon, PlainList } from 'shared/ui';
import { useText } from './texts';

export interface RecordExportsProps {
  record: 'ncrs' | 'capas';
  id: number;
  /** The record's number, which names each download for a screen reader. */
  number: string;
  /** Offers the 8D report (a CAPA found with 8D). */
  eightD?: boolean;
}

export function RecordExports({ record, id, number, eightD = false }: RecordExportsProps) {
  const text = useText();
  const language = useLanguageKey();
  const url = (format: string) => `/api/v1/quality/${record}/${id}/record?format=${format}&language=${language}`;
  const links = [
    { format: 'pdf', label: text('exports.pdf'), name: text('exports.pdfOf', { number }) },
    { format: 'json', label: text('exports.json'), name: text('exports.jsonOf', { number }) },
    ...(eightD ? [{ format: '8d', label: text('exports.eightD'), name: text('exports.eightDOf', { number }) }] : []),
  ];
  return (
    <PlainList $row aria-label={text('exports.title')}>
      {links.map((link) => (
        <li key={link.format}>
          <ButtonLink $variant="secondary" $size="sm" href={url(link.format)} download aria-label={link.name}>
            <DownloadIcon /> {link.label}
          </ButtonLink>
        </li>
      ))}
    </PlainList>
  );
}
