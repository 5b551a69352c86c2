/**
 * One lot: the delivery's facts and its status, the certificate of analysis, the signed release
 * (or releasing it, from quarantine), rejecting it while it may still be used, the batches it went
 * into, and what may change on it. Only a released lot that has not expired is used in a batch.
 */
import { Link } from 'react-router-dom';
import { mayMoveLot } from 'shared/contracts';
import { useTexts } from 'shared/i18n';
import { meaningTextId, QUALITY_TEXTS } from 'shared/orders';
import {
  Button,
  ChevronLeftIcon,
  DownloadIcon,
  Fact,
  Facts,
  Loaded,
  Muted,
  Page,
  PageHeader,
  PlainList,
  Section,
  StatusBadge,
  Toolbar,
  WarningIcon,
} from 'shared/ui';
import { productionApi } from '../api';
import { LabelDownload } from '../material-labels/label-download';
import { useText } from '../texts';
import type { Lot } from './api';
import { ChangeLot } from './change-lot';
import { RejectLot } from './reject-lot';
import { ReleaseLot } from './release-lot';
import { LotStatusBadge } from './lot-status';
import { useLotFormat } from './use-lot-format';

export function LotRecord({ id, onBack }: { id: number; onBack: () => void }) {
  const text = useText();
  const found = productionApi.useLotQuery(id);
  return (
    <Page>
      <Toolbar>
        <Button variant="secondary" onClick={onBack}>
          <ChevronLeftIcon size="1em" /> {text('lots.back')}
        </Button>
      </Toolbar>
      <Loaded query={found} failedTitle={text('lots.fetchOneFailed')}>
        {(lot) => <LotView lot={lot} />}
      </Loaded>
    </Page>
  );
}

function LotView({ lot }: { lot: Lot }) {
  const text = useText();
  const format = useLotFormat();
  return (
    <>
      <PageHeader>
        <h1>{text('lots.heading', { number: lot.number, material: lot.material.name })}</h1>
        <LotStatusBadge status={lot.status} />
        <Link to={`/service-provider/material-management/genealogy?lot=${lot.id}`}>{text('genealogy.traceLot')}</Link>
        <LabelDownload kind="lot" id={lot.id} number={lot.number} />
      </PageHeader>
      {mayMoveLot(lot.status, 'REJECTED') && (
        <Toolbar>
          <RejectLot lot={lot} />
        </Toolbar>
      )}
      <Facts>
        <Fact label={text('lots.material')}>{lot.material.name}</Fact>
        <Fact label={text('lots.supplier')}>{lot.supplier.name}</Fact>
        <Fact label={text('lots.supplierLotNumber')}>{lot.supplierLotNumber}</Fact>
        <Fact label={text('lots.quantityReceived')}>
          {text('lots.quantityIn', { quantity: format.quantity(lot.quantity), unit: text(`lots.symbol.${lot.unit}`) })}
        </Fact>
        <Fact label={text('lots.mass')}>{format.mass(lot.massMg)}</Fact>
        <Fact label={text('lots.remaining')}>{format.mass(lot.remainingMg)}</Fact>
        <Fact label={text('lots.receivedOn')}>{format.day(lot.receivedOn)}</Fact>
        <Fact label={text('lots.expiresOn')}>{lot.expiresOn ? format.day(lot.expiresOn) : text('lots.noExpiry')}</Fact>
        <Fact label={text('lots.location')}>{lot.location || text('lots.none')}</Fact>
        <Fact label={text('lots.certificate')}>
          {lot.certificate ? (
            <a href={lot.certificate.fileURL} download={lot.certificate.fileName}>
              <DownloadIcon size="1em" /> {lot.certificate.fileName}
            </a>
          ) : (
            text('lots.noCertificate')
          )}
        </Fact>
        {lot.status === 'REJECTED' && lot.statusReason && <Fact label={text('lots.rejectReason')}>{lot.statusReason}</Fact>}
      </Facts>
      <Section title={text('lots.releaseSection')}>
        {lot.release ? (
          <Release release={lot.release} />
        ) : (
          lot.status !== 'QUARANTINE' && <Muted>{text('lots.notReleased')}</Muted>
        )}
        {mayMoveLot(lot.status, 'RELEASED') && <ReleaseLot lot={lot} />}
      </Section>
      <Section title={text('lots.batches')}>
        {lot.batches.length === 0 ? (
          <Muted>{text('lots.noBatches')}</Muted>
        ) : (
          <PlainList>
            {lot.batches.map((batch) => (
              <li key={batch.id}>
                <Link to={`/service-provider/material-management/batches?batch=${batch.id}`}>
                  {text('lots.batchTook', { number: batch.number, mass: format.mass(batch.massMg) })}
                </Link>
              </li>
            ))}
          </PlainList>
        )}
      </Section>
      <ChangeLot lot={lot} />
    </>
  );
}

/** The release's signature: who signed, with what meaning, when and how, marked once the lot no longer holds what was signed. */
function Release({ release }: { release: NonNullable<Lot['release']> }) {
  const text = useText();
  const quality = useTexts(QUALITY_TEXTS);
  const format = useLotFormat();
  const meaningId = meaningTextId(release.meaning);
  return (
    <PlainList>
      <li>
        {text('lots.signedBy', { name: release.signerName, meaning: meaningId ? quality(meaningId) : release.meaning })}
        {' · '}
        <time dateTime={release.signedAt}>{format.moment(release.signedAt)}</time>
        {' · '}
        {text(`lots.signedWith.${release.method}`)}{' '}
        {release.valid ? (
          <StatusBadge tone="success">{text('lots.signatureValid')}</StatusBadge>
        ) : (
          <StatusBadge tone="danger">
            <WarningIcon size="1em" aria-hidden /> {text('lots.signatureInvalid')}
          </StatusBadge>
        )}
      </li>
    </PlainList>
  );
}
