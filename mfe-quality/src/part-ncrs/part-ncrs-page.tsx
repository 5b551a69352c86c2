/**
 * /service-provider/quality-management/compliance, Part NCR: the inspections whose failed pieces
 * wait for an NCR, each raised with one click, and the facility's part NCRs as a list.
 */
import { Page, PageHeader } from 'shared/ui';
import { NcrList } from '../ncr-list/ncr-list';
import { useText } from '../texts';
import { NcrInbox } from './ncr-inbox';

export default function PartNcrsPage() {
  const text = useText();
  return (
    <Page>
      <PageHeader>
        <h1>{text('partNcrs.title')}</h1>
      </PageHeader>
      <NcrInbox />
      <NcrList kind="PART" title={text('partNcrs.list')} />
    </Page>
  );
}
