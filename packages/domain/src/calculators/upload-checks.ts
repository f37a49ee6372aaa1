import { DOCUMENT_ACCEPT, DOCUMENT_MAX_BYTES, IMAGE_MAX_BYTES } from '../constants.ts';

/** The part of a browser File these checks read. */
export type FileFacts = { type: string; size: number };

/** Whether a dropped file is kept: an accepted document type of at most 10 MB. */
export function isAcceptedDocumentDrop(file: FileFacts): boolean {
  return Object.hasOwn(DOCUMENT_ACCEPT, file.type) && file.size <= DOCUMENT_MAX_BYTES;
}

export type ImageUploadProblem = 'invalidType' | 'tooLarge';

/** Why a profile picture or logo is refused, or null: it must be an image smaller than 5MB. */
export function imageUploadProblem(file: FileFacts): ImageUploadProblem | null {
  if (!file.type.startsWith('image/')) return 'invalidType';
  if (file.size >= IMAGE_MAX_BYTES) return 'tooLarge';
  return null;
}
