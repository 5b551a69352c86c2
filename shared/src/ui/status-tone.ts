/** The tones a state shows in (StatusBadge): waiting on someone, under way, done, needs attention, failed or refused; neutral: over, or not begun. */
export type StatusTone = 'neutral' | 'progress' | 'success' | 'warning' | 'danger';
