/**
 * Build planning: the parts left to plan, ticked into a new build, and the facility's builds,
 * as two views of one page; the view shown is in the address (`?view=builds`), so a link or the
 * back button returns to it.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useText } from '../texts';
import type { PlanningPart } from './api';
import { BuildList } from './build-list';
import { PartsToPlan } from './parts-to-plan';
import { PlanBuild } from './plan-build';

const VIEWS = ['parts', 'builds'] as const;

export default function BuildPlanningPage() {
  const text = useText();
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'builds' ? 1 : 0;
  const [selected, setSelected] = useState(new Map<number, PlanningPart>());
  const tabs = {
    label: text('builds.tabs'),
    items: VIEWS.map((name) => text(`builds.tab.${name}`)),
    value: view,
    onChange: (index: number) => setParams(index === 1 ? { view: 'builds' } : {}),
  };
  const toggle = (part: PlanningPart) =>
    setSelected((before) => {
      const next = new Map(before);
      if (!next.delete(part.rfqFileId)) next.set(part.rfqFileId, part);
      return next;
    });
  if (view === 1) return <BuildList tabs={tabs} />;
  return (
    <PartsToPlan
      tabs={tabs}
      selected={selected}
      onToggle={toggle}
      actions={<PlanBuild parts={[...selected.values()]} onPlanned={() => setSelected(new Map())} />}
    />
  );
}
