/**
 * A part of a page under its h2 heading, which names it for a screen reader (a region a
 * keyboard user jumps to). `headingId` where something else on the page refers to the heading
 * (a table it names).
 */
import { useId, type ReactNode } from 'react';

export interface SectionProps {
  title: ReactNode;
  headingId?: string;
  children?: ReactNode;
}

export function Section({ title, headingId, children }: SectionProps) {
  const generated = useId();
  const id = headingId ?? generated;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
