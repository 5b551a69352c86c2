/**
 * The kit's one icon set: SVG icons of lucide-react, chosen here so every screen draws the
 * same shapes. Never emoji or font glyphs: on a machine without the font (Debian's Chromium
 * has no emoji font) they render as empty boxes. Remotes take icons from `shared/ui`, which
 * the shell provides, so lucide-react is bundled once.
 *
 * The icons are decorative (lucide sets aria-hidden when given no label): the button or
 * status that holds one carries the accessible name. They scale with the surrounding text.
 */
import type { LucideIcon, LucideProps } from 'lucide-react';
import type { ReactElement } from 'react';
import {
  CalendarDays,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  ChevronsLeft,
  ChevronsRight,
  ChevronsUpDown,
  ChevronUp,
  CloudUpload,
  Download,
  Eye,
  Menu,
  MessageSquare,
  Paperclip,
  RotateCcw,
  ScanQrCode,
  TriangleAlert,
  Wrench,
  X,
} from 'lucide-react';

export type IconProps = Omit<LucideProps, 'ref'>;
export type Icon = (props: IconProps) => ReactElement;

function kitIcon(Shape: LucideIcon, name: string): Icon {
  const KitIcon = (props: IconProps) => <Shape size="1.25em" {...props} />;
  KitIcon.displayName = name;
  return KitIcon;
}

export const CalendarIcon = kitIcon(CalendarDays, 'CalendarIcon');
export const CheckIcon = kitIcon(Check, 'CheckIcon');
export const WarningIcon = kitIcon(TriangleAlert, 'WarningIcon');
export const CloseIcon = kitIcon(X, 'CloseIcon');
export const ChevronUpIcon = kitIcon(ChevronUp, 'ChevronUpIcon');
export const ChevronDownIcon = kitIcon(ChevronDown, 'ChevronDownIcon');
export const ChevronLeftIcon = kitIcon(ChevronLeft, 'ChevronLeftIcon');
export const ChevronRightIcon = kitIcon(ChevronRight, 'ChevronRightIcon');
export const ChevronsLeftIcon = kitIcon(ChevronsLeft, 'ChevronsLeftIcon');
export const ChevronsRightIcon = kitIcon(ChevronsRight, 'ChevronsRightIcon');
export const SortIcon = kitIcon(ChevronsUpDown, 'SortIcon');
export const UploadIcon = kitIcon(CloudUpload, 'UploadIcon');
export const DownloadIcon = kitIcon(Download, 'DownloadIcon');
export const RetryIcon = kitIcon(RotateCcw, 'RetryIcon');
export const RepairIcon = kitIcon(Wrench, 'RepairIcon');
export const ViewIcon = kitIcon(Eye, 'ViewIcon');
export const PaperclipIcon = kitIcon(Paperclip, 'PaperclipIcon');
export const MessageIcon = kitIcon(MessageSquare, 'MessageIcon');
export const MenuIcon = kitIcon(Menu, 'MenuIcon');
export const ScanIcon = kitIcon(ScanQrCode, 'ScanIcon');
