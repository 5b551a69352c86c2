/**
 * Projects at `/projects` and `/engineer/projects` (a customer company's) and
 * `/service-provider/projects` (those shared with the facility): the projects the person is a
 * member of, searched, exported; a customer's person makes a new one; a project opens in place
 * (`?project={id}`). Other members' changes arrive live (project.changed).
 */
import { Form, Formik } from 'formik';
import { useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useServerCall } from 'shared/api';
import { FormButtons, FormSelectField, FormTextarea, FormTextField } from 'shared/forms';
import {
  Button,
  formatDate,
  FormFailure,
  FormGrid,
  ListPage,
  Section,
  type TableColumn,
  useListSearch,
  useToast,
} from 'shared/ui';
import * as yup from 'yup';
import { storefrontApi, type ProjectRow, type ProjectSide } from '../api';
import { useText } from '../texts';
import { ProjectView } from './project-view';

export default function ProjectsPage() {
  const side: ProjectSide = useLocation().pathname.startsWith('/service-provider') ? 'facility' : 'engineer';
  const [params, setParams] = useSearchParams();
  const projectId = Number(params.get('project')) || undefined;
  return projectId ? (
    <ProjectView side={side} id={projectId} onBack={() => setParams({})} />
  ) : (
    <ProjectList side={side} onOpen={(id) => setParams({ project: String(id) })} />
  );
}

function ProjectList({ side, onOpen }: { side: ProjectSide; onOpen: (id: number) => void }) {
  const text = useText();
  const listSearch = useListSearch();
  const list = storefrontApi.useProjectsQuery({ side, search: listSearch.query, ...listSearch.window });
  const [creating, setCreating] = useState(false);
  const columns: TableColumn<ProjectRow>[] = [
    {
      key: 'name',
      title: text('projects.column.name'),
      value: (row) => row.name,
      render: (row) => (
        <Button variant="link" onClick={() => onOpen(row.id)} aria-label={text('projects.open', { name: row.name })}>
          {row.name}
        </Button>
      ),
    },
    { key: 'company', title: text('projects.column.company'), value: (row) => row.company },
    { key: 'shared', title: text('projects.column.shared'), value: (row) => row.sharedFacility ?? '' },
    { key: 'members', title: text('projects.column.members'), align: 'right', value: (row) => row.members },
    { key: 'openTasks', title: text('projects.column.openTasks'), align: 'right', value: (row) => row.openTasks },
    { key: 'myTasks', title: text('projects.column.myTasks'), align: 'right', value: (row) => row.myOpenTasks },
    { key: 'orders', title: text('projects.column.orders'), align: 'right', value: (row) => row.orders },
    { key: 'updated', title: text('projects.column.updated'), value: (row) => formatDate(row.updatedAt, true) },
  ];
  return (
    <ListPage
      title={text('projects.title')}
      actions={side === 'engineer' && !creating && <Button onClick={() => setCreating(true)}>{text('projects.new')}</Button>}
      intro={
        <>
          <p>{text(`projects.intro.${side}`)}</p>
          {creating && <NewProjectForm onDone={() => setCreating(false)} onMade={onOpen} />}
        </>
      }
      search={listSearch}
      searchLabel={text('projects.search')}
      query={list}
      rowsOf={(data) => data.rows}
      failedTitle={text('projects.fetchFailed')}
      columns={columns}
      rowId={(row) => String(row.id)}
      tableLabel={text('projects.list')}
      emptyText={text(`projects.empty.${side}`)}
      noMatchText={text('projects.noMatch')}
      exportName="projects"
    />
  );
}

function NewProjectForm({ onDone, onMade }: { onDone: () => void; onMade: (id: number) => void }) {
  const text = useText();
  const toast = useToast();
  const facilities = storefrontApi.useProjectFacilitiesQuery().data?.rows ?? [];
  const [create] = storefrontApi.useCreateProjectMutation();
  const { failure, run } = useServerCall();
  const schema = useMemo(
    () => yup.object({ name: yup.string().trim().required(text('projects.nameRequired')).max(200) }),
    [text],
  );
  return (
    <Section title={text('projects.newTitle')}>
      <Formik
        initialValues={{ name: '', description: '', sharedFacilityId: '' }}
        validationSchema={schema}
        onSubmit={async (values) => {
          await run(async () => {
            const made = await create({
              name: values.name.trim(),
              description: values.description,
              sharedFacilityId: Number(values.sharedFacilityId) || null,
            }).unwrap();
            toast.success(text('projects.created', { name: made.name }));
            onDone();
            onMade(made.id);
          });
        }}
      >
        <Form noValidate aria-label={text('projects.newTitle')}>
          <FormFailure message={failure} />
          <FormGrid>
            <FormTextField name="name" label={text('projects.name')} />
            <FormSelectField
              name="sharedFacilityId"
              label={text('projects.shareWith')}
              placeholder={text('projects.noFacility')}
              options={facilities.map((facility) => ({ value: String(facility.id), label: facility.name }))}
            />
          </FormGrid>
          <FormTextarea name="description" label={text('projects.description')} rows={3} />
          <FormButtons submit={text('projects.create')} cancel={{ text: text('projects.cancel'), onClick: onDone }} />
        </Form>
      </Formik>
    </Section>
  );
}
