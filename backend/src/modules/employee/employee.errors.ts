import { ConflictError, DomainError, ForbiddenError, NotFoundError } from '../../common/errors/domain-error.js';
import { UploadRejected } from '../../common/http/multipart.js';
import { FieldValidationException } from '../../common/http/validation.js';

/** Spec §5 upload text: the server refuses anything that is not a JPEG, PNG or WebP image by its bytes. */
export const ONLY_IMAGES = 'Only image files (jpg, png, webp, gif) are allowed.';

/** 503: the photo decoder's queue is full (image-work.ts); nothing was stored. */
export class ImagesBusyError extends DomainError {
  get httpStatus(): number {
    return 503;
  }
}

/** 429: the caller has sent more uploads this minute than `MAX_UPLOADS_A_MINUTE`. */
export class TooManyUploadsError extends DomainError {
  get httpStatus(): number {
    return 429;
  }
}

export const EmployeeErrors = {
  notFound: () => new NotFoundError('EMPLOYEE_DETAILS_NOT_FOUND', 'No employee details yet'),
  profileNotFound: (id: number) => new NotFoundError('EMPLOYEE_DETAILS_NOT_FOUND', `Employee details ${id} not found`),
  userNotFound: (id: number) => new NotFoundError('USER_NOT_FOUND', `User ${id} not found`),
  otherUser: () => new ForbiddenError('OTHER_USER', "You can only see and change your own employee details"),
  alreadySubmitted: () => new ConflictError('ALREADY_SUBMITTED', 'Form Already Submitted', { user_id: 'Form Already Submitted' }),
  submittedUploadsClosed: () => new ForbiddenError('ALREADY_SUBMITTED', 'Form Already Submitted: ask an administrator to change your details'),
  lastWorkingDateAdminOnly: () => new FieldValidationException({ last_working_date: 'Last working date is editable by admins only' }, 'ADMIN_ONLY_FIELD'),
  dateOfJoiningAdminOnly: () => new FieldValidationException({ date_of_joining: 'Date of joining is editable by admins only' }, 'ADMIN_ONLY_FIELD'),
  otherProfileUser: () => new FieldValidationException({ user_id: "user_id must be the profile's own user" }, 'OTHER_PROFILE_USER'),
  fields: (errors: Record<string, string>) => new FieldValidationException(errors),
  aadhaarMaskMismatch: () =>
    new FieldValidationException({ aadhaar_no: 'Aadhaar number is required' }, 'AADHAAR_MASK_MISMATCH'),
  fileNotFound: () => new NotFoundError('FILE_NOT_FOUND', 'File not found'),
  invalidFileKey: () => new FieldValidationException({ key: 'key must be the key of an uploaded file' }, 'INVALID_FILE_KEY'),
  imagesBusy: () => new ImagesBusyError('IMAGES_BUSY', 'The server is busy with other photos. Please try again in a minute.'),
  tooManyUploads: (perMinute: number, waitSeconds: number) =>
    new TooManyUploadsError('TOO_MANY_UPLOADS', `Too many uploads: at most ${perMinute} a minute. Please try again in ${waitSeconds} seconds.`),
  tooManyPixels: (limit: number, pixels: number) => {
    const megapixels = (n: number) => String(Math.round(n / 100_000) / 10);
    return new UploadRejected('file', `The photo is too large: at most ${megapixels(limit)} megapixels, and this one has ${megapixels(pixels)}. Please choose a smaller photo.`);
  },
  documentsPurged: (text: string) => new ConflictError('DOCUMENTS_PURGED', `${text}: the profile can no longer be changed`),
  alreadyPurged: (text: string) => new ConflictError('DOCUMENTS_PURGED', `${text}`),
  purgedFile: (text: string) => new NotFoundError('DOCUMENTS_PURGED', `${text}: this file no longer exists`),
  readReasonRequired: () =>
    new FieldValidationException({ reason: 'reason is required: say why you are opening this document' }, 'REASON_REQUIRED'),
  othersFile: () => new ForbiddenError('OTHER_USER', 'You can only see your own files'),
};
