import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Request, Response } from 'express';
import type { Readable } from 'node:stream';
import { DataSource } from 'typeorm';
import { FieldValidationException } from '../../common/http/validation.js';
import { receiveUpload, UploadRejected } from '../../common/http/multipart.js';
import { MAX_RECORD_ID } from '../../common/http/record-id.js';
import { sendStoredObject } from '../../common/http/send-stored-object.js';
import type { SessionUser } from '../../common/security/session-user.js';
import { STORAGE, type Storage } from '../../integrations/storage/storage.port.js';
import { AuditService } from '../audit/audit.service.js';
import { UsersService } from '../users/users.service.js';
import { newDocumentKey, parseDocumentKey } from './document-keys.js';
import { EmployeeService } from './employee.service.js';
import { AUDITED_DOCUMENT_KINDS, type DocumentKind } from './employee.enums.js';
import { EmployeeErrors, ONLY_IMAGES } from './employee.errors.js';
import { MAX_INPUT_PIXELS, normaliseImage, NotAnImageError, TooManyPixelsError } from './image-normaliser.js';
import { EmployeeUploadsService } from './employee-uploads.service.js';
import { ImageWork } from './image-work.js';
import { UploadRate } from './upload-rate.js';

/** DECISIONS "Employee profile": at most 5 MB a photo. */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

async function readAll(file: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of file) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The document photos: received, checked by content, re-encoded and stored; served only to their owner and admins. */
@Injectable()
export class EmployeeFilesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(STORAGE) private readonly storage: Storage,
    private readonly users: UsersService,
    private readonly employees: EmployeeService,
    private readonly audit: AuditService,
    private readonly uploadRate: UploadRate,
    private readonly imageWork: ImageWork,
    private readonly uploads: EmployeeUploadsService,
  ) {}

  /**
   * Multipart `file` (and `userId`: whose document; default the caller). Nothing is stored unless the caller may
   * upload for that user, the file is at most 5 MB and its bytes are a JPEG, PNG or WebP image of at most 12.5
   * megapixels. Each caller sends at most MAX_UPLOADS_A_MINUTE (429), and the decoding waits its turn (ImageWork, 503
   * when too many wait).
   */
  async upload(caller: SessionUser, kind: DocumentKind, request: Request): Promise<{ key: string }> {
    // Refused before the body is read: a refusal costs the server next to nothing.
    await this.uploadRate.count(caller.id);
    this.imageWork.assertRoom();
    const { result: bytes, fields } = await receiveUpload(request, { field: 'file', maxBytes: MAX_PHOTO_BYTES, expected: 'an image', handle: readAll });
    const owner = this.ownerOf(caller, fields.userId);
    if (caller.role === 'admin') await this.users.get(owner);
    else if (await this.employees.isSubmitted(owner)) throw EmployeeErrors.submittedUploadsClosed();
    let image;
    try {
      image = await this.imageWork.run(() => normaliseImage(bytes));
    } catch (error) {
      if (error instanceof NotAnImageError) throw new UploadRejected('file', ONLY_IMAGES, HttpStatus.BAD_REQUEST);
      if (error instanceof TooManyPixelsError) throw EmployeeErrors.tooManyPixels(MAX_INPUT_PIXELS, error.pixels);
      throw error;
    }
    const key = newDocumentKey(owner, kind, image.extension);
    await this.uploads.store(owner, kind, key, image);
    return { key };
  }

  /**
   * Streams a document photo inline, never cached or sniffed. Agents read only their own; an admin's read of an
   * Aadhaar or PAN image needs a reason, written with the read to the audit trail. Purged documents answer 404 with
   * the tombstone's words.
   */
  async send(caller: SessionUser, key: string, reason: string | undefined, request: Request, response: Response): Promise<void> {
    const document = parseDocumentKey(key);
    if (!document) throw EmployeeErrors.invalidFileKey();
    if (caller.role !== 'admin' && document.ownerId !== caller.id) throw EmployeeErrors.othersFile();
    const audited = caller.role === 'admin' && AUDITED_DOCUMENT_KINDS.includes(document.kind);
    if (audited && !reason?.trim()) throw EmployeeErrors.readReasonRequired();
    const purged = await this.employees.documentsPurged(document.ownerId);
    if (purged) throw EmployeeErrors.purgedFile(purged);
    await sendStoredObject(this.storage, key, request, response, {
      notFound: () => EmployeeErrors.fileNotFound(),
      cacheControl: 'no-store',
      beforeSending: async () => {
        if (audited) {
          await this.audit.record(this.dataSource.manager, {
            entity: 'employee_details',
            entityId: document.ownerId,
            action: 'read_document',
            facts: { document: document.kind, key },
            reason: reason!.trim(),
          });
        }
        response.setHeader('Content-Disposition', `inline; filename="${document.kind}.${document.extension}"`);
        response.setHeader('X-Content-Type-Options', 'nosniff');
      },
    });
  }

  private ownerOf(caller: SessionUser, sent: string | undefined): number {
    if (sent === undefined || sent === '') return caller.id;
    const owner = /^[0-9]{1,10}$/.test(sent) ? Number(sent) : NaN;
    if (!(owner >= 1 && owner <= MAX_RECORD_ID)) throw new FieldValidationException({ userId: 'userId must be a user id' });
    if (caller.role !== 'admin' && owner !== caller.id) throw EmployeeErrors.otherUser();
    return owner;
  }
}
