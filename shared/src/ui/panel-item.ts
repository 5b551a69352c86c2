import type { ReactNode } from 'react';

/** One entry of Steps or Tabs. */
export interface PanelItem {
  label: ReactNode;
  content: ReactNode;
  icon?: ReactNode;
  disabled?: boolean;
  /** Controls shown with the entry while it is the current one, e.g. Back and Next. */
  actions?: ReactNode;
}
