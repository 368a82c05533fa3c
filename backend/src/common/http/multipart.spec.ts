import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Controller, HttpCode, type INestApplication, Module, Post, Req } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import type { Request } from 'express';
import request from 'supertest';
import { AllExceptionsFilter } from '../filters/all-exceptions.filter.js';
import { receiveUpload } from './multipart.js';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const heads: Buffer[] = [];

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

@Controller()
class UploadController {
  @Post('photo')
  @HttpCode(200)
  async photo(@Req() req: Request) {
    const upload = await receiveUpload(req, {
      field: 'photo',
      maxBytes: 1024,
      expected: 'a PNG image',
      sniffBytes: 8,
      sniff: (head) => {
        heads.push(head);
        return head.subarray(0, 4).equals(PNG_SIGNATURE.subarray(0, 4)) ? null : 'The file is not a PNG image';
      },
      handle: async (file, info) => ({ ...info, bytes: (await readAll(file)).toString('hex') }),
    });
    return { ...upload.result, fields: upload.fields };
  }

  @Post('failing')
  async failing(@Req() req: Request) {
    return receiveUpload(req, {
      field: 'file',
      maxBytes: 1024,
      expected: 'a file',
      handle: async (file) => {
        file.resume();
        throw new Error('the handler failed');
      },
    });
  }
}

@Module({ controllers: [UploadController], providers: [{ provide: APP_FILTER, useClass: AllExceptionsFilter }] })
class UploadTestModule {}

describe('receiveUpload', () => {
  let app: INestApplication;
  beforeAll(async () => {
    const moduleRef = await Test.createTestingModule({ imports: [UploadTestModule] }).compile();
    app = moduleRef.createNestApplication({ logger: false });
    await app.init();
  });
  afterAll(async () => {
    await app.close();
  });
  const post = (path = '/photo') => request(app.getHttpServer()).post(path);

  it('streams the one file to the handler, whole, and returns the text fields sent before and after it', async () => {
    const png = Buffer.concat([PNG_SIGNATURE, Buffer.alloc(300, 7)]);
    heads.length = 0;
    const response = await post().field('caption', 'me').attach('photo', png, { filename: 'me.png', contentType: 'image/png' }).field('after', 'yes').expect(200);
    expect(response.body).toEqual({ filename: 'me.png', mimeType: 'image/png', bytes: png.toString('hex'), fields: { caption: 'me', after: 'yes' } });
    expect(heads).toEqual([PNG_SIGNATURE]);
  });

  it('sniffs a file shorter than the sniffed length and still hands it over whole', async () => {
    const tiny = PNG_SIGNATURE.subarray(0, 5);
    const response = await post().attach('photo', tiny, { filename: 'tiny.png', contentType: 'image/png' }).expect(200);
    expect(response.body.bytes).toBe(tiny.toString('hex'));
  });

  it('answers 413 in the common error body past the byte limit', async () => {
    const response = await post().attach('photo', Buffer.concat([PNG_SIGNATURE, Buffer.alloc(4096)]), { filename: 'big.png', contentType: 'image/png' }).expect(413);
    expect(response.body).toEqual({
      statusCode: 413,
      message: 'The file is larger than the 1 KB limit',
      error: 'Payload Too Large',
      errors: { photo: 'The file is larger than the 1 KB limit' },
    });
  });

  it('answers 400 when the sniffing hook refuses the first bytes', async () => {
    const response = await post().attach('photo', Buffer.from('GIF89a, not a png at all'), { filename: 'fake.png', contentType: 'image/png' }).expect(400);
    expect(response.body).toEqual({ statusCode: 400, message: 'The file is not a PNG image', error: 'Bad Request', errors: { photo: 'The file is not a PNG image' } });
  });

  it('answers 400 "No file selected" for a file under another field name, or no file at all', async () => {
    const wrongField = await post().attach('avatar', PNG_SIGNATURE, { filename: 'me.png', contentType: 'image/png' }).expect(400);
    expect(wrongField.body).toEqual(expect.objectContaining({ message: 'No file selected', errors: { photo: 'No file selected' } }));
    expect((await post().field('caption', 'me').expect(400)).body.message).toBe('No file selected');
  });

  it('answers 400 for a request that is not multipart, or a broken multipart body', async () => {
    expect((await post().send({ photo: 'x' }).expect(400)).body.message).toBe('Please upload a PNG image');
    const broken = await post().set('Content-Type', 'multipart/form-data; boundary=xyz').send('--xyz\r\nContent-Disposition: form-data; name="photo"; filename="a.png"\r\n\r\nno end').expect(400);
    expect(broken.body.message).toBe('The upload could not be read as multipart form data');
  });

  it("passes the handler's own failure through", async () => {
    await request(app.getHttpServer()).post('/failing').attach('file', Buffer.from('x'), 'x.txt').expect(500);
  });
});
