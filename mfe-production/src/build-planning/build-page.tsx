/**
 * One build: its machine, printer and spacing, its parts with what is left of each, its packing
 * (packed on the server with its progress shown as it goes, drawn in 3D, with the height, density
 * and print time it comes to, and what did not fit with the reason, downloaded as a 3MF for the
 * printer's software), and its job: saved as one from a start time, then moved by the floor. A
 * planned build may be deleted.
 */
import { useId } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useServerCall } from 'shared/api';
import {
  Button,
  ChevronLeftIcon,
  Fact,
  Facts,
  FormFailure,
  Loaded,
  Page,
  PageHeader,
  PlainTable,
  Section,
  Toolbar,
  useConfirm,
} from 'shared/ui';
import { productionApi } from '../api';
import { useText } from '../texts';
import type { Build } from './api';
import { BuildExport } from './build-export';
import { BuildJob } from './build-job';
import { BuildPacking } from './build-packing';
import { BuildStateBadge } from './build-state-badge';
import { usePlanningFormat } from './use-planning-format';

const LIST = '/service-provider/build-planning-new?view=builds';

export default function BuildPage() {
  const text = useText();
  const id = Number(useParams().id);
  const found = productionApi.useBuildQuery(id);
  return (
    <Page>
      <Toolbar>
        <Link to={LIST}>
          <ChevronLeftIcon size="1em" /> {text('builds.back')}
        </Link>
      </Toolbar>
      <Loaded query={found} failedTitle={text('builds.fetchOneFailed')}>
        {(build) => <BuildView build={build} />}
      </Loaded>
    </Page>
  );
}

function BuildView({ build }: { build: Build }) {
  const text = useText();
  const format = usePlanningFormat();
  const partsHeading = useId();
  return (
    <>
      <PageHeader>
        <h1>{build.name}</h1>
        <BuildStateBadge state={build.state} />
        <BuildExport build={build} />
        {build.state === 'PLANNED' && <DeleteBuild build={build} />}
      </PageHeader>
      <Facts>
        <Fact label={text('builds.machine')}>{build.machine.modelName}</Fact>
        <Fact label={text('builds.printer')}>{build.equipment?.displayName ?? text('builds.noPrinter')}</Fact>
        <Fact label={text('builds.volume')}>{format.size(build.machine.volume)}</Fact>
        <Fact label={text('builds.spacing')}>{format.mm(build.spacing)}</Fact>
        {build.equipment && <Fact label={text('builds.margin')}>{format.mm(build.equipment.margin)}</Fact>}
      </Facts>
      <section aria-labelledby={partsHeading}>
        <h2 id={partsHeading}>{text('builds.parts')}</h2>
        <PlainTable
          labelledBy={partsHeading}
          columns={[
            text('builds.parts.file'),
            text('builds.parts.order'),
            text('builds.parts.customer'),
            text('builds.pieces'),
            text('builds.parts.left'),
          ]}
        >
          {build.parts.map((part) => (
            <tr key={part.rfqFileId}>
              <td>{part.fileName}</td>
              <td>{part.orderTitle}</td>
              <td>{part.customerName}</td>
              <td>{part.quantity}</td>
              <td>{part.notScheduled}</td>
            </tr>
          ))}
        </PlainTable>
      </section>
      <Section title={text('builds.packing')}>
        <BuildPacking build={build} />
      </Section>
      <Section title={text('builds.job')}>
        <BuildJob build={build} />
      </Section>
    </>
  );
}

function DeleteBuild({ build }: { build: Build }) {
  const text = useText();
  const navigate = useNavigate();
  const [remove] = productionApi.useDeleteBuildMutation();
  const [confirm, confirmDialog] = useConfirm();
  const { failure, run } = useServerCall();
  const ask = async () => {
    const sure = await confirm({
      title: text('builds.deleteTitle', { name: build.name }),
      text: text('builds.deleteText'),
      confirmText: text('builds.delete'),
      cancelText: text('builds.cancel'),
      danger: true,
    });
    if (sure && (await run(() => remove({ id: build.id }).unwrap()))) navigate(LIST);
  };
  return (
    <>
      <Button variant="danger" onClick={() => void ask()}>
        {text('builds.delete')}
      </Button>
      <FormFailure message={failure} />
      {confirmDialog}
    </>
  );
}
