/** The outbox's screen texts (the server's refusals and the statuses' labels: @app/domain's EMAIL_TEXTS). */
export const EMAIL_UI = {
  searchLabel: 'Search e-mails',
  searchPlaceholder: 'Search by recipient or subject...',
  empty: 'No e-mails found',
  loadFailed: 'The e-mail could not be loaded.',
  listFailed: 'The e-mails could not be loaded.',
  writeTitle: 'Write e-mail',
  send: 'Send',
  tooLong: 'The message is too long',
  createSuccess: 'E-mail queued for sending',
  createFailed: 'Failed to send e-mail',
  cancelSuccess: 'E-mail cancelled',
  cancelFailed: 'Failed to cancel e-mail',
  resendSuccess: 'E-mail queued to send again',
  resendFailed: 'Failed to send e-mail again',
  cancelConfirm: {
    title: 'Cancel this e-mail?',
    message: 'It is not sent and stays in the outbox as cancelled. You can send it again later.',
    confirmLabel: 'Cancel e-mail',
    cancelLabel: 'Keep it',
  },
  resendConfirm: {
    title: 'Send this e-mail again?',
    message: 'It goes out again as it was written.',
    confirmLabel: 'Send again',
  },
  noStoredDocuments: 'No documents with a file stored here.',
  templateLabel: 'Template',
  templateNone: 'None: write your own',
  templateHint:
    'Fills in the subject and the message from the template, for this client; you can change them before sending.',
  templateFailed: 'The template could not be filled in',
} as const;
