/**
 * Finding a job: the kind of search, the field, and the matching jobs as links.
 * The matches also narrow the timeline (see useJobSearch); a search that matches nothing
 * empties it, and the timeline says so with the one text for search and filters (scheduler.empty).
 */
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage } from 'shared/api';
import { colors, formatDate, Muted, SearchField, SelectField, space, Toolbar, VisuallyHidden } from 'shared/ui';
import { useJobText } from 'shared/jobs';
import { useText } from '../texts';
import { SEARCH_KINDS, type JobSearchState, type SearchKind } from './use-job-search';

export function JobSearch({ search, returnTo }: { search: JobSearchState; returnTo: string }) {
  const text = useText();
  const jobText = useJobText();
  const { kind, setKind, typed, setTyped, body, results, matches } = search;

  return (
    <Box role="search">
      <Toolbar>
        <SelectField
          label={text('scheduler.searchBy')}
          value={kind}
          options={SEARCH_KINDS.map((k) => ({ value: k, label: text(`scheduler.searchBy.${k}`) }))}
          onChange={(value) => setKind(value as SearchKind)}
        />
        <SearchField label={text('scheduler.search')} value={typed} onSearch={setTyped} />
      </Toolbar>
      {body === 'not-a-number' && <Muted role="status">{text('scheduler.searchNeedsNumber')}</Muted>}
      {typeof body !== 'string' && (
        <section aria-label={text('scheduler.searchResults')} aria-busy={results.isFetching}>
          {/* The timeline shows the empty text; this tells a screen reader at the search field. */}
          <VisuallyHidden role="status">{matches?.length === 0 ? text('scheduler.empty') : ''}</VisuallyHidden>
          {results.isError ? (
            <Muted role="alert">{errorMessage(results.error)}</Muted>
          ) : (
            matches &&
            matches.length > 0 && (
              <Results>
                {matches.map((job) => (
                  <li key={job.id}>
                    <Link to={`/service-provider/schedules/${job.id}?back=${encodeURIComponent(returnTo)}`}>
                      #{job.id} {job.jobName}
                    </Link>{' '}
                    <Muted as="span">
                      {job.equipmentName} · {formatDate(job.fromDate, true)} – {formatDate(job.toDate, true)} ·{' '}
                      {jobText(`status.${job.jobStatus}`)}
                    </Muted>
                  </li>
                ))}
              </Results>
            )
          )}
        </section>
      )}
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
`;

const Results = styled.ul`
  margin: 0;
  padding: ${space(2)} ${space(3)};
  list-style: none;
  border: 1px solid ${colors.border};
  border-radius: 4px;
  max-height: 200px;
  overflow: auto;

  li {
    padding: ${space(1)} 0;
  }
`;
