/**
 * The dashboard's widgets as a list in their order, each with its checkbox (shown or not) and its
 * Move up and Move down buttons. A move keeps the keyboard's focus on the moved widget's button
 * (the other one once it reached an end, where its own is disabled) and says where it went.
 */
import { Field } from 'formik';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { QualityDashboardWidget } from 'shared/contracts';
import { useFormField } from 'shared/forms';
import { Button, ChevronDownIcon, ChevronUpIcon, PlainList, space, VisuallyHidden } from 'shared/ui';
import { useText } from '../texts';
import type { QualityDashboardConfig } from './api';

type Widget = QualityDashboardConfig['widgets'][number];
type Direction = 'up' | 'down';

export function WidgetOrder() {
  const text = useText();
  const field = useFormField<Widget[]>('widgets');
  const widgets = field.value;
  const buttons = useRef(new Map<string, HTMLButtonElement | null>());
  // The button to focus once the list has been drawn in its new order.
  const toFocus = useRef<string | null>(null);
  const [moved, setMoved] = useState('');
  useEffect(() => {
    if (toFocus.current === null) return;
    buttons.current.get(toFocus.current)?.focus();
    toFocus.current = null;
  });

  const name = (widget: QualityDashboardWidget) => text(`qualitySettings.widget.${widget}`);
  const move = (index: number, direction: Direction) => {
    const to = direction === 'up' ? index - 1 : index + 1;
    const next = [...widgets];
    const [widget] = next.splice(index, 1);
    next.splice(to, 0, widget!);
    field.set(next);
    const atEnd = direction === 'up' ? to === 0 : to === next.length - 1;
    toFocus.current = `${widget!.key}-${atEnd ? (direction === 'up' ? 'down' : 'up') : direction}`;
    setMoved(text('qualitySettings.widgetMoved', { name: name(widget!.key), place: to + 1, count: next.length }));
  };
  const moveButton = (widget: Widget, index: number, direction: Direction) => (
    <Button
      variant="secondary"
      size="sm"
      ref={(button) => void buttons.current.set(`${widget.key}-${direction}`, button)}
      aria-label={text(direction === 'up' ? 'qualitySettings.moveUp' : 'qualitySettings.moveDown', { name: name(widget.key) })}
      disabled={direction === 'up' ? index === 0 : index === widgets.length - 1}
      onClick={() => move(index, direction)}
    >
      {direction === 'up' ? <ChevronUpIcon aria-hidden /> : <ChevronDownIcon aria-hidden />}
    </Button>
  );

  return (
    <>
      <Rows as="ol" aria-label={text('qualitySettings.widgets')}>
        {widgets.map((widget, index) => (
          <li key={widget.key}>
            <Shown>
              <Field type="checkbox" name={`widgets.${index}.shown`} /> {name(widget.key)}
            </Shown>
            {moveButton(widget, index, 'up')}
            {moveButton(widget, index, 'down')}
          </li>
        ))}
      </Rows>
      <VisuallyHidden role="status">{moved}</VisuallyHidden>
    </>
  );
}

/** Narrow enough that each widget's buttons stay beside its name on a wide screen. */
const Rows = styled(PlainList)`
  max-width: 32rem;
  margin: ${space(2)} 0;

  li {
    display: flex;
    align-items: center;
    gap: ${space(2)};
  }
`;

const Shown = styled.label`
  display: inline-flex;
  flex: 1;
  align-items: center;
  gap: ${space(2)};
`;
