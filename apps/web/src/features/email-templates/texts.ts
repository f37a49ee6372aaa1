import {
  EMAIL_TEMPLATE_PURPOSE_LABELS,
  EMAIL_TEMPLATE_PURPOSES,
} from '@app/domain/email-templates/email-template.schema.ts';

/** The E-mail Templates screen's own words (no spec text names them). */
export const EMAIL_TEMPLATE_UI = {
  messages: {
    createSuccess: 'E-mail template created successfully',
    updateSuccess: 'E-mail template updated successfully',
    deleteSuccess: 'E-mail template deleted successfully',
    createFailed: 'Failed to create e-mail template',
    updateFailed: 'Failed to update e-mail template',
    deleteFailed: 'Failed to delete e-mail template',
  },
  deleteQuestion: 'Are you sure you want to delete this e-mail template?',
  noPurpose: 'Any message',
  /** Next to the purpose of the template the product writes its own e-mails of that purpose from. */
  inUse: 'In use',
  previewFailed: 'The preview could not be made',
  previewHint: 'Choose the records to fill the fields from; fields of records not chosen stay empty.',
} as const;

/** The purpose picker's options and the list's labels. */
export const PURPOSE_OPTIONS = EMAIL_TEMPLATE_PURPOSES.map((value) => ({
  value,
  label: EMAIL_TEMPLATE_PURPOSE_LABELS[value],
}));
