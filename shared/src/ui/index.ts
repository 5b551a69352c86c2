/**
 * The shared UI kit: accessible components on Radix and TanStack, styled with
 * styled-components and themed through CSS variables. Texts come from react-intl, so the
 * app must render them inside an IntlProvider (and toasts inside a ToastProvider).
 */
export {
  breakpoints,
  colors,
  focusRing,
  fontFamily,
  media,
  radius,
  space,
  type Breakpoint,
  type Placement,
  type Size,
} from './tokens';

export { Button, ButtonLink, type ButtonProps, type ButtonVariant } from './button';
export { Field, Select, type ControlAttributes, type FieldProps } from './field';
export { SelectField, type SelectFieldProps, type SelectOption } from './select-field';
export { SearchField, TextField, type SearchFieldProps, type TextFieldProps } from './text-field';
export { Textarea, type TextareaProps } from './textarea';
export { NumberInput, type NumberInputProps } from './number-input';
export { Slider, type SliderProps } from './slider';
export { CheckboxGroup, type CheckboxGroupProps, type CheckboxOption } from './checkbox-group';
export { Fieldset, type FieldsetProps } from './fieldset';

export { DateInput, type DateInputProps } from './date-input';
export { Calendar, type CalendarProps } from './calendar';
export { TimePicker, type MinuteStep, type TimePickerProps } from './time-picker';
export {
  addDays,
  addMonths,
  calendarDays,
  DATE_FORMAT_STORAGE_KEY,
  DATE_INPUT_FORMATS,
  DEFAULT_DATE_FORMAT,
  formatDate,
  getDateFormat,
  parseDateInput,
  startOfDay,
  type DateLimits,
  type TimeOfDay,
} from './date-format';

export { PhoneField } from './phone-field-loader';
export type { PhoneFieldProps } from './phone-field';
export { CountryFlag, type CountryFlagProps } from './country-flag';
export { ColorChip, ColorChips, textColourOn, type ColorChipProps } from './color-chip';

export { Table, type TableProps } from './table';
export { ScrollRegion, type ScrollRegionProps } from './scroll-region';
export { PlainTable, type PlainTableProps } from './plain-table';
export { actionsColumn, RowActions, RowButton, type RowButtonProps } from './row-actions';
export type { CellValue, SortDirection, TableColumn } from './table-columns';
export { DEFAULT_PAGE_SIZE, Pager, type ListTotal, type PagerProps } from './pager';
export { ExportButtons, TableExport, useListSearch } from './list-controls';
export { ListPage, type ListPageProps } from './list-page';
export { downloadCsv, toCsv } from './csv';
export { downloadXlsx } from './xlsx';

// A dashboard's figures: a card with its chart and the same numbers as a table with their export,
// and the charts, whose recharts code loads with the first one drawn.
export { Figure, type FigureProps } from './charts/figure';
export { BarsChart, GroupedBarsChart, ParetoChart, SeriesChart } from './charts/lazy-charts';
export type { BarsProps, GroupedBarsProps } from './charts/bar-charts';
export type { ParetoProps, SeriesProps } from './charts/period-charts';
export type { ChartPoint, ChartSeries, SeriesPoint } from './charts/chart-style';

export type { PanelItem } from './panel-item';
export { Steps, type StepsProps } from './steps';
export { Tabs, type TabsProps } from './tabs';

export { Dropdown, type DropdownItem, type DropdownProps } from './dropdown';
export { Popover, type PopoverProps } from './popover';
export { Tooltip, type TooltipProps } from './tooltip';
export { ConfirmDialog, useConfirm, type ConfirmDialogProps, type ConfirmOptions } from './confirm-dialog';
export { ScanButton, ScanDialog, type OnScan } from './scan-dialog';
export { SignatureDialog, type SignatureDialogProps, type Signing } from './signature-dialog';
export { ToastProvider, useToast, type ToastApi, type ToastProviderProps } from './toast';
export { UnsavedChangesGuard, type UnsavedChangesGuardProps } from './unsaved-changes-guard';

export { Card, Columns, FormGrid, Muted, Page, PageHeader, PlainList, Tiles, Toolbar } from './page-layout';
export { Section, type SectionProps } from './section';
export { SavedViews, type SavedView, type SavedViewsProps, type SavedViewsText } from './saved-views';
export { Fact, Facts, Thumbnail, type FactProps } from './facts';
export { useDebounced } from './use-debounced';
export { usePendingUntilRead } from './use-pending-until-read';

export { Loading, type LoadingProps } from './loading';
export { PortalContainerProvider, usePortalContainer } from './portal-container';
export { Panel, type PanelProps, type PanelTone } from './panel';
export { StatusBadge } from './status-badge';
export type { StatusTone } from './status-tone';
export { LoadFailed, type LoadFailedProps } from './load-failed';
export { Loaded, type LoadedProps, type LoadedQuery } from './loaded';
export { FormFailure } from './form-failure';
export { VisuallyHidden } from './visually-hidden';
export { FileUpload, type FileUploadProps } from './file-upload';
export { formatBytes } from './format-bytes';
export { formatMass } from './format-mass';
// The flow FileUpload runs (shared/src/files), for hosts that keep its outcome or run it
// themselves, and its scripted client for their tests. Here while shared has no ./files entry.
export {
  apiFileClient,
  createApiFileClient,
  fakeFileClient,
  FILE_OPERATION_POLL_MS,
  FILES_URL,
  FileOperationFailed,
  fileDto,
  processCadFile,
  runFileOperation,
  verifyReport,
  type FakeFileClient,
  type FakeFileClientScript,
  type FileClient,
  type ProcessedFile,
  type StageChange,
} from '../files/index';
export {
  CalendarIcon,
  CheckIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  ChevronsLeftIcon,
  ChevronsRightIcon,
  ChevronUpIcon,
  CloseIcon,
  DownloadIcon,
  RepairIcon,
  RetryIcon,
  SortIcon,
  UploadIcon,
  ViewIcon,
  PaperclipIcon,
  MenuIcon,
  ScanIcon,
  MessageIcon,
  WarningIcon,
  type Icon,
  type IconProps,
} from './icons';
