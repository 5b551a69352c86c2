/** The inspections recorded on an order: what passed and failed of which part, who inspected and when, the NCR mark, the note and photos. */
import type { Fulfilment } from 'shared/api';
import { formatDate } from 'shared/ui';
import { useText } from '../texts';

export function InspectionList({ inspections }: { inspections: Fulfilment['inspections'] }) {
  const text = useText();
  if (inspections.length === 0) return null;
  return (
    <section aria-labelledby="fulfilment-inspections">
      <h3 id="fulfilment-inspections">{text('inspection.list')}</h3>
      <ul>
        {inspections.map((inspection) => (
          <li key={inspection.id}>
            {text('inspection.entry', {
              part: inspection.fileName,
              passed: inspection.passedQuantity,
              failed: inspection.failedQuantity,
              who: inspection.inspector ?? '—',
              date: formatDate(inspection.at, true),
            })}
            {inspection.ncrRequested && ` · ${text('inspection.ncrMarked')}`}
            {inspection.note && ` · ${inspection.note}`}
            {inspection.photos.map((photo) => (
              <a key={photo.id} href={photo.fileURL} download={photo.fileName}>
                {' '}
                {photo.fileName}
              </a>
            ))}
          </li>
        ))}
      </ul>
    </section>
  );
}
