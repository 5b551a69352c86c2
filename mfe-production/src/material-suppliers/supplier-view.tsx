/** A supplier as a member of the facility who does not keep them reads it: its facts, contacts and certificates. */
import {
  Button,
  ChevronLeftIcon,
  DownloadIcon,
  Fact,
  Facts,
  formatDate,
  Loaded,
  Muted,
  Page,
  PageHeader,
  PlainList,
  Section,
  Toolbar,
} from 'shared/ui';
import styled from 'styled-components';
import { productionApi } from '../api';
import { useText } from '../texts';
import { ApprovalBadge } from './approval-badge';
import { dayToTime } from './supplier-values';

export function SupplierView({ id, onBack }: { id: number; onBack: () => void }) {
  const text = useText();
  const found = productionApi.useSupplierQuery(id);
  return (
    <Page>
      <Toolbar>
        <Button variant="secondary" onClick={onBack}>
          <ChevronLeftIcon size="1em" /> {text('suppliers.back')}
        </Button>
      </Toolbar>
      <Loaded query={found} failedTitle={text('suppliers.fetchOneFailed')}>
        {(supplier) => (
          <>
            <PageHeader>
              <h1>{supplier.name}</h1>
            </PageHeader>
            <Facts>
              <Fact label={text('suppliers.approval')}>
                <ApprovalBadge approval={supplier.approval} />
              </Fact>
              <Fact label={text('suppliers.approvalDate')}>{formatDate(dayToTime(supplier.approvalDate))}</Fact>
              <Fact label={text('suppliers.address')}>
                <Lines>{supplier.address}</Lines>
              </Fact>
              <Fact label={text('suppliers.materials')}>
                {supplier.materials.map((material) => material.name).join(', ') || text('suppliers.none')}
              </Fact>
              <Fact label={text('suppliers.lots')}>{supplier.lots}</Fact>
            </Facts>
            <Section title={text('suppliers.contacts')}>
              {supplier.contacts.length === 0 ? (
                <Muted>{text('suppliers.none')}</Muted>
              ) : (
                <PlainList>
                  {supplier.contacts.map((contact, index) => (
                    <li key={index}>
                      {contact.name}
                      {contact.email && (
                        <>
                          {' · '}
                          <a href={`mailto:${contact.email}`}>{contact.email}</a>
                        </>
                      )}
                      {contact.phone && (
                        <>
                          {' · '}
                          <a href={`tel:${contact.phone}`}>{contact.phone}</a>
                        </>
                      )}
                    </li>
                  ))}
                </PlainList>
              )}
            </Section>
            <Section title={text('suppliers.evidence')}>
              {supplier.evidence.length === 0 ? (
                <Muted>{text('suppliers.noEvidence')}</Muted>
              ) : (
                <PlainList>
                  {supplier.evidence.map((file) => (
                    <li key={file.id}>
                      <a href={file.fileURL} download={file.fileName}>
                        <DownloadIcon size="1em" /> {file.fileName}
                      </a>
                    </li>
                  ))}
                </PlainList>
              )}
            </Section>
            {supplier.notes && (
              <Section title={text('suppliers.notes')}>
                <Lines as="p">{supplier.notes}</Lines>
              </Section>
            )}
          </>
        )}
      </Loaded>
    </Page>
  );
}

/** Text kept with the lines it was typed in (an address, notes). */
const Lines = styled.span`
  white-space: pre-line;
`;
