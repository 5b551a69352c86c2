/**
 * /service-provider/quality-management/quality-dashboard, Process NCR: the quality dashboard's
 * charts over a span the reader picks, the facility's process NCRs as a list, and the form that
 * raises one (a failed build, a machine fault, a material out of specification, a procedure not
 * followed), whose record opens once it is raised. Another page may open the form filled in
 * (`?raise=process&equipmentId=…&jobId=…&title=…&startedAt=…`: a machine's alarm).
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, Page, PageHeader } from 'shared/ui';
import { NcrList } from '../ncr-list/ncr-list';
import { DashboardSection } from '../quality-dashboard/dashboard-section';
import { useText } from '../texts';
import { prefilledProcessNcr } from './process-ncr-values';
import { RaiseProcessNcr } from './raise-process-ncr';

export default function ProcessNcrsPage() {
  const text = useText();
  const [params, setParams] = useSearchParams();
  const prefilled = params.get('raise') === 'process' ? prefilledProcessNcr(params) : undefined;
  const [raising, setRaisingState] = useState(prefilled !== undefined);
  const setRaising = (open: boolean) => {
    setRaisingState(open);
    // Put away, the form opens empty next time.
    if (!open && prefilled) setParams({}, { replace: true });
  };
  return (
    <Page>
      <PageHeader>
        <h1>{text('processNcrs.title')}</h1>
        <Button aria-expanded={raising} onClick={() => setRaising(!raising)}>
          {text('processNcrs.raise')}
        </Button>
      </PageHeader>
      {raising && <RaiseProcessNcr initial={prefilled} onCancel={() => setRaising(false)} />}
      <DashboardSection />
      <NcrList kind="PROCESS" title={text('processNcrs.list')} />
    </Page>
  );
}
