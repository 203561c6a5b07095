export { ridgelineTheme } from './theme/theme';
export { PageLoader, type PageLoaderProps } from './page-loader/PageLoader';
export { LoadingIndicator, type LoadingIndicatorProps } from './loading-indicator/LoadingIndicator';
export { LoadingBlock, type LoadingBlockProps } from './loading-indicator/LoadingBlock';
export { CaptureStepBar, type CaptureStepBarProps } from './capture-step-bar/CaptureStepBar';
export { HandDiagram, type HandDiagramProps } from './hand-diagram/HandDiagram';
export { HandDiagramLegend } from './hand-diagram/HandDiagramLegend';
export {
  FINGER_STATUS_TEXT,
  fingerStatus,
  groupStatus,
  type FingerStatus,
} from './hand-diagram/finger-status';
export { PrintTile, type PrintTileProps } from './print-tile/PrintTile';
export { isPrintQuality, qualityColor, qualityText, type PrintQuality } from './print-tile/print-quality';
export { CapturePanel, type CapturePanelProps } from './capture-panel/CapturePanel';
export { AnnotationEditor, type AnnotationEditorProps } from './annotation-editor/AnnotationEditor';
export {
  AMPUTATED_REASON,
  UNABLE_TO_PRINT_REASON,
  annotationChoice,
  annotationFor,
  type AnnotationChoice,
  type FingerAnnotation,
} from './annotation-editor/finger-annotation';
export { SignaturePad, type SignaturePadProps } from './signature-pad/SignaturePad';
export {
  AGENT_UNREACHABLE_MESSAGE,
  LEAVE_DIALOG_MESSAGE,
  LEAVE_DIALOG_TITLE,
  LeaveCaptureDialog,
  type LeaveCaptureDialogProps,
} from './leave-capture-dialog/LeaveCaptureDialog';
