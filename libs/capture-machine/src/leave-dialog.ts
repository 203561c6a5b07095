/** What libs/ui renders for the biometric leave dialog (spec §8). */
export interface LeaveDialog {
  variant: 'confirm' | 'agentMissing';
  title: string;
  message: string;
  /** Buttons in display order. */
  actions: readonly ('cancel' | 'ok')[];
  /** The agent's download link of the agent-missing variant. */
  downloadUrl: string | null;
  downloadLabel: string | null;
}

export const LEAVE_DIALOG_TITLE = 'Exit';
export const LEAVE_DIALOG_MESSAGE = 'Data will be lost. Do you want to proceed?';
export const DOWNLOAD_AGENT_LABEL = 'Download here';

export function confirmLeaveDialog(): LeaveDialog {
  return {
    variant: 'confirm',
    title: LEAVE_DIALOG_TITLE,
    message: LEAVE_DIALOG_MESSAGE,
    actions: ['cancel', 'ok'],
    downloadUrl: null,
    downloadLabel: null,
  };
}

/** Without the agent nothing can be closed on the device, so the operator may only cancel and install it. */
export function agentMissingLeaveDialog(downloadUrl: string): LeaveDialog {
  return {
    variant: 'agentMissing',
    title: LEAVE_DIALOG_TITLE,
    message: LEAVE_DIALOG_MESSAGE,
    actions: ['cancel'],
    downloadUrl,
    downloadLabel: DOWNLOAD_AGENT_LABEL,
  };
}
