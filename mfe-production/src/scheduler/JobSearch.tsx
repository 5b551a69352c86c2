/**
 * Finding a job (spec 2.5): one field and what it means (anything, job id, job name, order id,
 * order title, part id), debounced 300 ms and from 3 characters over the lite search.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage } from 'shared/api';
import { SCHEDULING_LIMITS, type JobLiteSearchBody } from 'shared/contracts';
import { colors, formatDate, SelectField, space, TextField } from 'shared/ui';
import { productionApi } from '../api/production-api';
import { Muted, Toolbar } from '../layout';
import { useText } from '../messages';
import { useDebounced } from '../use-debounced';

const SEARCH_KINDS = ['searchString', 'jobId', 'jobName', 'rfqId', 'rfqTitle', 'partId'] as const;
type SearchKind = (typeof SEARCH_KINDS)[number];
const NUMERIC: readonly SearchKind[] = ['jobId', 'rfqId', 'partId'];

/** The lite-search body for what was typed, or why there is none yet. */
export function liteSearchBody(kind: SearchKind, typed: string): JobLiteSearchBody | 'short' | 'not-a-number' {
  const value = typed.trim();
  if (NUMERIC.includes(kind)) {
    if (!value) return 'short';
    if (!/^\d+$/.test(value)) return 'not-a-number';
    return { [kind]: Number(value) } as JobLiteSearchBody;
  }
  if (value.length < SCHEDULING_LIMITS.searchMinLength) return 'short';
  return { [kind]: value } as JobLiteSearchBody;
}

export function JobSearch({ allFacilities, returnTo }: { allFacilities: boolean; returnTo: string }) {
  const text = useText();
  const [kind, setKind] = useState<SearchKind>('searchString');
  const [typed, setTyped] = useState('');
  const settled = useDebounced(typed, SCHEDULING_LIMITS.searchDebounceMs);
  const body = liteSearchBody(kind, settled);
  const results = productionApi.useLiteSearchQuery(
    { body: typeof body === 'string' ? { searchString: '' } : body, allFacilities },
    { skip: typeof body === 'string' },
  );

  return (
    <Box role="search">
      <Toolbar>
        <SelectField
          label={text('scheduler.searchBy')}
          value={kind}
          options={SEARCH_KINDS.map((k) => ({ value: k, label: text(`scheduler.searchBy.${k}`) }))}
          onChange={(value) => setKind(value as SearchKind)}
        />
        <TextField
          label={text('scheduler.search')}
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </Toolbar>
      {body === 'not-a-number' && <Muted role="status">{text('scheduler.searchNeedsNumber')}</Muted>}
      {typeof body !== 'string' && (
        <section aria-label={text('scheduler.searchResults')} aria-busy={results.isFetching}>
          {results.isError ? (
            <Muted role="alert">{errorMessage(results.error)}</Muted>
          ) : results.data?.length === 0 ? (
            <Muted role="status">{text('scheduler.noSearchResults')}</Muted>
          ) : (
            <Results>
              {results.data?.map((job) => (
                <li key={job.id}>
                  <Link to={`/service-provider/schedules/${job.id}?back=${encodeURIComponent(returnTo)}`}>
                    #{job.id} {job.jobName}
                  </Link>{' '}
                  <Muted as="span">
                    {job.equipmentName} · {formatDate(job.fromDate, true)} – {formatDate(job.toDate, true)} ·{' '}
                    {text(`status.${job.jobStatus}`)}
                  </Muted>
                </li>
              ))}
            </Results>
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
