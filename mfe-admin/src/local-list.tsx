/**
 * What the admin area's short lists share — a facility's labels, tags and apps, read whole:
 * search and pages in the browser, and the boxed form that adds or changes a row.
 */
import { Form } from 'formik';
import styled from 'styled-components';
import { colors, DEFAULT_PAGE_SIZE, space, useListSearch } from 'shared/ui';

/** The rows whose `text` holds the search, and the page of them shown. */
export function useLocalList<T>(rows: T[], text: (row: T) => string) {
  const { search, onSearch, page, setPage, window } = useListSearch();
  const term = search.trim().toLowerCase();
  const found = term ? rows.filter((row) => text(row).toLowerCase().includes(term)) : rows;
  return {
    search,
    onSearch,
    page,
    setPage,
    searching: term !== '',
    found,
    shown: found.slice(window.offset, window.offset + window.limit),
    pageCount: Math.ceil(found.length / DEFAULT_PAGE_SIZE),
  };
}

export const EditorForm = styled(Form)`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
  padding: ${space(4)};
  margin-bottom: ${space(4)};
  border: 1px solid ${colors.border};
  border-radius: 0.25rem;

  h2 {
    margin: 0;
  }
`;
