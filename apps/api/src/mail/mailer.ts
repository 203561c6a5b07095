export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The partner whose mail server wins; absent for system mail. */
  partnerId?: string | null;
  /** Sending the same key twice sends once (e.g. `password-reset:<token id>`). */
  idempotencyKey?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * The mailer of the running API: every e-mail becomes a delivery on the durable queue (retries, a stable
 * Message-ID, the Deliveries screen) instead of being sent inside the request. Without any SMTP server the queue
 * writes it to DATA_DIR/outbox (see EmailSender).
 */
export function createQueuedMailer(deliveries: {
  enqueueEmail(request: MailMessage): Promise<unknown>;
}): Mailer {
  return {
    async send(message) {
      await deliveries.enqueueEmail(message);
    },
  };
}
