/**
 * Group nesting: builds proposed at once for the parts left to plan — by process and material,
 * earliest due first, on the printers the planner chooses — each packed as soon as it is
 * proposed, its progress shown as it goes; the planner accepts them one by one or all together,
 * or discards the proposal. Accepted builds join the facility's builds, ready to be saved as jobs.
 */
import { Loaded, Muted, Page, PageHeader, Section } from 'shared/ui';
import { productionApi } from '../api';
import { useText } from '../texts';
import { ProposalCard } from './proposal-card';
import { ProposeForm } from './propose-form';

export default function GroupNestingPage() {
  const text = useText();
  const proposals = productionApi.useGroupNestingsQuery();
  return (
    <Page>
      <PageHeader>
        <h1>{text('nesting.title')}</h1>
      </PageHeader>
      <Muted>{text('nesting.intro')}</Muted>
      <Section title={text('nesting.propose.title')}>
        <ProposeForm />
      </Section>
      <Section title={text('nesting.proposals')}>
        <Loaded query={proposals} failedTitle={text('nesting.fetchFailed')}>
          {({ rows }) =>
            rows.length === 0 ? (
              <Muted>{text('nesting.empty')}</Muted>
            ) : (
              rows.map((proposal) => <ProposalCard key={proposal.id} proposal={proposal} />)
            )
          }
        </Loaded>
      </Section>
    </Page>
  );
}
