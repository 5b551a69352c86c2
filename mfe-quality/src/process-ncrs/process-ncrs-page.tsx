/**
 * /service-provider/quality-management/quality-dashboard, Process NCR: the quality dashboard's
 * charts over a span the reader picks, the facility's process NCRs as a list, and the form that
 * raises one (a failed build, a machine fault, a material out of specification, a procedure not
 * followed), whose record opens once it is raised.
 */
import { useState } from 'react';
import { Button, Page, PageHeader } from 'shared/ui';
import { NcrList } from '../ncr-list/ncr-list';
import { DashboardSection } from '../quality-dashboard/dashboard-section';
import { useText } from '../texts';
import { RaiseProcessNcr } from './raise-process-ncr';

export default function ProcessNcrsPage() {
  const text = useText();
  const [raising, setRaising] = useState(false);
  return (
    <Page>
      <PageHeader>
        <h1>{text('processNcrs.title')}</h1>
        <Button aria-expanded={raising} onClick={() => setRaising(!raising)}>
          {text('processNcrs.raise')}
        </Button>
      </PageHeader>
      {raising && <RaiseProcessNcr onCancel={() => setRaising(false)} />}
      <DashboardSection />
      <NcrList kind="PROCESS" title={text('processNcrs.list')} />
    </Page>
  );
}
