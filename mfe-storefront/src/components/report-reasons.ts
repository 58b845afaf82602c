import { REPORT_REASON_LABELS, REPORT_REASONS } from '@replay/contract';

/**
 * The report reasons as a select's options, most severe first, after an empty choice: a reason is
 * picked, never assumed (the product's Report and the public notice form).
 */
export const REPORT_REASON_CHOICES = [
  { value: '', label: 'Choose a reason' },
  ...REPORT_REASONS.map((reason) => ({ value: reason, label: REPORT_REASON_LABELS[reason] })),
];
