import type { RolledFingerCode } from '@ridgeline/domain';

/**
 * One finger's annotation in the device agent's shape: RED when amputated or unable to print (the finger is
 * skipped), YELLOW for any other condition (bandaged, scarred...) with the operator's reason.
 */
export interface FingerAnnotation<Code extends string = RolledFingerCode> {
  /** The agent's list may name any print; the editor shows and emits the ten rolled fingers only. */
  code: Code;
  color: 'RED' | 'YELLOW';
  reason?: string;
}

export type AnnotationChoice = 'none' | 'amputated' | 'unableToPrint' | 'other';

export const AMPUTATED_REASON = 'Amputated';
export const UNABLE_TO_PRINT_REASON = 'Unable to print';

export function annotationChoice(annotation: FingerAnnotation<string> | undefined): AnnotationChoice {
  if (!annotation) return 'none';
  if (annotation.color === 'YELLOW') return 'other';
  return annotation.reason === UNABLE_TO_PRINT_REASON ? 'unableToPrint' : 'amputated';
}

/** The annotation a choice stands for; `other` keeps the reason already typed for that finger. */
export function annotationFor(
  code: RolledFingerCode,
  choice: AnnotationChoice,
  previousReason = '',
): FingerAnnotation | null {
  switch (choice) {
    case 'none':
      return null;
    case 'amputated':
      return { code, color: 'RED', reason: AMPUTATED_REASON };
    case 'unableToPrint':
      return { code, color: 'RED', reason: UNABLE_TO_PRINT_REASON };
    case 'other':
      return { code, color: 'YELLOW', reason: previousReason };
  }
}
