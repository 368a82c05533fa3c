import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { decryptAadhaar } from '../src/modules/employee/aadhaar-cipher.js';
import { KeyRing } from '../src/common/security/key-ring.js';
import { EmployeeService } from '../src/modules/employee/employee.service.js';
import { uploadRequiredPhotos, testImage, validProfile } from './support/employee-profile.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

type Client = Awaited<ReturnType<TestApp['signedIn']>>['client'];
const ONLY_IMAGES = 'Only image files (jpg, png, webp, gif) are allowed.';

describe('employee profile', () => {
  let t: TestApp;
  let admin: Client;
  const dataDir = mkdtempSync(join(tmpdir(), 'crm-employee-'));
  beforeAll(async () => {
    t = await bootTestApp({ DATA_DIR: dataDir });
    ({ client: admin } = await t.signedIn('admin'));
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A new agent with the four photos uploaded, and the valid form for them. */
  async function agentWithPhotos() {
    const { client, user } = await t.signedIn('agent');
    const form = validProfile(await uploadRequiredPhotos(client));
    return { client, user, form };
  }

  async function submittedAgent() {
    const agent = await agentWithPhotos();
    const saved = await agent.client.post('/api/employee/add-employee-details').send(agent.form).expect(201);
    return { ...agent, profile: saved.body.data };
  }

  describe('the form messages of spec §5, on the server', () => {
    let client: Client;
    let form: Record<string, unknown>;
    beforeAll(async () => {
      ({ client, form } = await agentWithPhotos());
    });

    it.each([
      ['first_name', '  ', 'First name is required'],
      ['last_name', undefined, 'Last name is required'],
      ['father_name', '', "Father's name is required"],
      ['email', 'not-an-email', 'Invalid email'],
      ['phone_number', '98765', 'Phone number must be exactly 10 digits (numbers only)'],
      ['phone_number', undefined, 'Phone number must be exactly 10 digits (numbers only)'],
      ['alternate_number', '12ab', 'Phone number must be exactly 10 digits (numbers only)'],
      ['reference_phone_number', '123', 'Reference phone number must be exactly 10 digits (numbers only)'],
      ['permanenet_state_pincode', '5600', 'Permanent state pincode must be exactly 6 digits (numbers only)'],
      ['current_state_pincode', 'abcdef', 'Current state pincode must be exactly 6 digits (numbers only)'],
      ['relatives_number', '1', "Relative's number must be exactly 10 digits (numbers only)"],
      ['relatives_number_relation', ' ', "Relative's relation is required"],
      ['pan_no', '', 'PAN is required'],
      ['aadhaar_no', '', 'Aadhaar number is required'],
      ['permanent_address', '', 'Permanent address is required'],
      ['current_address', undefined, 'Current address is required'],
      ['bank_name', '', 'Bank name is required'],
      ['bank_account_number', '', 'Bank account is required'],
      ['ifsc_code', '', 'IFSC is required'],
      ['medical_info', '', 'Medical Information is required'],
      ['gender', 'Unknown', 'Gender is required'],
      ['blood_group', 'A+', 'Blood group is required'],
      ['qualification', undefined, 'Qualification is required'],
      ['marital_status', '', 'Marital status is required'],
      ['resident_type', 'Hostel', 'Resident type is required'],
      ['permanent_state', 'Atlantis', 'Permanent state is required'],
      ['current_state', 'karnataka', 'Current state is required'],
      ['dob', undefined, 'Date of birth is required'],
      ['dob', '2000-02-30', 'Date of birth is required'],
      ['self_photo_url', undefined, 'Self photo is required'],
      ['aadhaar_photo_front_url', '', 'Aadhaar front photo is required'],
      ['aadhaar_photo_back_url', undefined, 'Aadhaar back photo is required'],
      ['pan_photo_url', undefined, 'PAN photo is required'],
    ])('%s = %j: %s', async (field, value, message) => {
      const response = await client.post('/api/employee/add-employee-details').send({ ...form, [field]: value }).expect(400);
      expect(response.body.errors[field]).toBe(message);
    });

    it('languages: a primary one and at least one secondary one', async () => {
      const none = await client.post('/api/employee/add-employee-details').send({ ...form, metadata: { secondary_language: [] } }).expect(400);
      expect(none.body.errors).toMatchObject({
        'metadata.primary_language': 'Primary language is required',
        'metadata.secondary_language': 'At least one secondary language is required',
      });
      const missing = await client.post('/api/employee/add-employee-details').send({ ...form, metadata: undefined }).expect(400);
      expect(missing.body.errors.metadata).toBe('Primary language is required');
    });

    it('the rules between fields: a switched-on section needs its fields, dates in order, photos of this employee', async () => {
      const response = await client
        .post('/api/employee/add-employee-details')
        .send({
          ...form,
          dob: '2090-01-01',
          previous_employer_status: 'Available',
          previous_company_employment_start_date: '2024-05-01',
          previous_company_employment_end_date: '2024-01-01',
          dra_certificate_status: 'Available',
          parking_required: true,
          pan_photo_url: form.self_photo_url,
        })
        .expect(400);
      expect(response.body.errors).toEqual({
        dob: 'Date of birth must be in the past',
        previous_employer_company_name: 'Company name is required',
        previous_company_employment_end_date: 'Employment end date must be on or after the start date',
        dra_number: 'DRA number is required',
        vehicle_number: 'Vehicle number is required',
        pan_photo_url: 'PAN photo must be an image uploaded for this employee',
      });
    });

    it('refuses a photo key of another user and one that was never uploaded', async () => {
      const other = await agentWithPhotos();
      const response = await client
        .post('/api/employee/add-employee-details')
        .send({ ...form, self_photo_url: other.form.self_photo_url, pan_photo_url: 'uploads/1/pan-0123456789abcdef0123456789abcdef.jpg' })
        .expect(400);
      expect(response.body.errors).toEqual({
        self_photo_url: 'Self photo must be an image uploaded for this employee',
        pan_photo_url: 'PAN photo must be an image uploaded for this employee',
      });
    });

    it('an agent may not set the last working date', async () => {
      const response = await client.post('/api/employee/add-employee-details').send({ ...form, last_working_date: '2030-01-31' }).expect(400);
      expect(response.body.errors).toEqual({ last_working_date: 'Last working date is editable by admins only' });
    });
  });

  describe('submitting once', () => {
    it('answers the saved profile, submitted, the Aadhaar number masked; 404 before', async () => {
      const { client, form, user } = await agentWithPhotos();
      await client.get('/api/employee/get-employee-details').expect(404);
      const saved = await client.post('/api/employee/add-employee-details').send({ ...form, dob: '1995-06-14T18:30:00.000Z' }).expect(201);
      expect(saved.body.message).toBe('Employee Created Successfully');
      expect(saved.body.data).toMatchObject({ user_id: user.id, is_submitted: true, aadhaar_no: 'XXXX XXXX 2346', dob: '1995-06-15', alternate_number: null });
      const read = await client.get(`/api/employee/get-employee-details?user_id=${user.id}`).expect(200);
      expect(read.body.data).toEqual(saved.body.data);
    });

    it('a second submit is refused, and the agent can no longer upload', async () => {
      const { client, form } = await submittedAgent();
      const again = await client.post('/api/employee/add-employee-details').send(form).expect(409);
      expect(again.body.message).toBe('Form Already Submitted');
      await client.post('/api/employee/upload/self-photo').attach('file', await testImage(), 'me.jpg').expect(403);
    });

    it('two submits at once make one profile and one clean 409', async () => {
      const { client, form, user } = await agentWithPhotos();
      const answers = await Promise.all([1, 2, 3].map(() => client.post('/api/employee/add-employee-details').send(form)));
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
      const [{ count }] = await t.dataSource.query('SELECT count(*)::int AS count FROM employee_details WHERE user_id = $1', [user.id]);
      expect(count).toBe(1);
    });
  });

  describe('who may read and change a profile', () => {
    it("an agent cannot read another user's profile, submit for them, or use the admin update", async () => {
      const { client } = await t.signedIn('agent');
      const other = await submittedAgent();
      await client.get(`/api/employee/get-employee-details?user_id=${other.user.id}`).expect(403);
      await client.post('/api/employee/add-employee-details').send({ ...other.form, user_id: other.user.id }).expect(403);
      await other.client.put('/api/employee/update-employee-details').send({ id: other.profile.id, first_name: 'Changed' }).expect(403);
      await admin.post('/api/employee/add-employee-details').send(other.form).expect(403);
    });

    it('an admin reads any profile and changes it, the last working date included; the agent sees the change', async () => {
      const { client, profile, user } = await submittedAgent();
      const read = await admin.get(`/api/employee/get-employee-details?user_id=${user.id}`).expect(200);
      expect(read.body.data.id).toBe(profile.id);
      const changed = await admin.put('/api/employee/update-employee-details').send({ id: profile.id, last_working_date: '2099-03-31', bank_name: 'ICICI Bank' }).expect(200);
      expect(changed.body.message).toBe('Employee Edited Successfully');
      expect(changed.body.data).toMatchObject({ last_working_date: '2099-03-31', bank_name: 'ICICI Bank', first_name: 'Asha' });
      const seen = await client.get('/api/employee/get-employee-details').expect(200);
      expect(seen.body.data).toMatchObject({ last_working_date: '2099-03-31', bank_name: 'ICICI Bank' });
      const [audit] = await t.dataSource.query(`SELECT changes FROM audit_log WHERE entity = 'employee_details' AND entity_id = $1 AND action = 'update'`, [String(user.id)]);
      expect(audit.changes).toEqual({
        last_working_date: { before: null, after: '2099-03-31' },
        bank_name: { before: 'HDFC Bank', after: 'ICICI Bank' },
      });
    });

    it('the admin update validates like the form and answers 404 for no such profile', async () => {
      const { profile } = await submittedAgent();
      const bad = await admin.put('/api/employee/update-employee-details').send({ id: profile.id, first_name: null, ifsc_code: 'XXXX' }).expect(400);
      expect(bad.body.errors).toMatchObject({ first_name: 'First name is required', ifsc_code: expect.stringMatching(/^IFSC must be/) });
      await admin.put('/api/employee/update-employee-details').send({ id: 2147483647, first_name: 'X' }).expect(404);
    });

    it("takes the full form with the profile's own user_id; another user's id is a 400 naming user_id (DECISIONS)", async () => {
      const { profile, user, form } = await submittedAgent();
      const other = await submittedAgent();
      const full = { ...form, id: profile.id, user_id: user.id, date_of_joining: '2026-01-05' };
      const saved = await admin.put('/api/employee/update-employee-details').send(full).expect(200);
      expect(saved.body.data).toMatchObject({ user_id: user.id, date_of_joining: '2026-01-05' });
      const refused = await admin.put('/api/employee/update-employee-details').send({ ...full, user_id: other.user.id }).expect(400);
      expect(refused.body.errors).toEqual({ user_id: "user_id must be the profile's own user" });
    });

    it('switching a section off clears its fields', async () => {
      const { profile, user } = await submittedAgent();
      const dra = await admin
        .post('/api/employee/upload/dra')
        .field('userId', String(user.id))
        .attach('file', await testImage('png'), 'dra.png')
        .expect(201);
      const on = await admin
        .put('/api/employee/update-employee-details')
        .send({
          id: profile.id,
          previous_employer_status: 'Available',
          previous_employer_company_name: 'Acme Collections',
          reference_phone_number: '+91 98765 11111',
          previous_company_employment_start_date: '2020-01-01',
          previous_company_employment_end_date: '2023-12-31',
          reason_for_leaving_previous_company: 'Relocated',
          previous_employer_address: '1 Park Street, Kolkata',
          dra_certificate_status: 'Available',
          dra_number: 'DRA-1',
          dra_date_of_issue: '2022-02-02',
          dra_photo_url: dra.body.data.key,
          parking_required: true,
          vehicle_number: 'KA01AB1234',
        })
        .expect(200);
      expect(on.body.data).toMatchObject({ reference_phone_number: '9876511111', dra_photo_url: dra.body.data.key, vehicle_number: 'KA01AB1234' });
      const off = await admin
        .put('/api/employee/update-employee-details')
        .send({ id: profile.id, previous_employer_status: 'Not Available', dra_certificate_status: 'Not Available', parking_required: false })
        .expect(200);
      expect(off.body.data).toMatchObject({
        previous_employer_company_name: null,
        reference_phone_number: null,
        previous_company_employment_start_date: null,
        previous_company_employment_end_date: null,
        reason_for_leaving_previous_company: null,
        previous_employer_address: null,
        dra_number: null,
        dra_date_of_issue: null,
        dra_photo_url: null,
        vehicle_number: null,
      });
    });
  });

  describe('the Aadhaar number', () => {
    const storedNumber = async (userId: number) => {
      const [row] = await t.dataSource.query('SELECT aadhaar_no_encrypted FROM employee_details WHERE user_id = $1', [userId]);
      return decryptAadhaar(new KeyRing(t.config.dataEncryptionKey), userId, row.aadhaar_no_encrypted);
    };

    it('is not held in clear anywhere in the row', async () => {
      const { user } = await submittedAgent();
      const [row] = await t.dataSource.query('SELECT e::text AS text, encode(aadhaar_no_encrypted, $2) AS raw FROM employee_details e WHERE user_id = $1', [user.id, 'escape']);
      expect(row.text).not.toContain('234123412346');
      expect(row.raw).not.toContain('234123412346');
      expect(row.text).not.toContain('2346');
      expect(await storedNumber(user.id)).toBe('234123412346');
    });

    it('a masked value sent back keeps the number; a wrong mask is refused; a new number replaces it', async () => {
      const { profile, user } = await submittedAgent();
      const read = (await admin.get(`/api/employee/get-employee-details?user_id=${user.id}`).expect(200)).body.data;
      const { user_id: _u, is_submitted: _s, created_at: _c, updated_at: _up, documents_purged: _p, ...form } = read;
      await admin.put('/api/employee/update-employee-details').send({ ...form, first_name: 'Asha M' }).expect(200);
      expect(await storedNumber(user.id)).toBe('234123412346');
      const wrong = await admin.put('/api/employee/update-employee-details').send({ id: profile.id, aadhaar_no: 'XXXX XXXX 9999' }).expect(400);
      expect(wrong.body.errors).toEqual({ aadhaar_no: 'Aadhaar number is required' });
      const replaced = await admin.put('/api/employee/update-employee-details').send({ id: profile.id, aadhaar_no: '499118665246' }).expect(200);
      expect(replaced.body.data.aadhaar_no).toBe('XXXX XXXX 5246');
      expect(await storedNumber(user.id)).toBe('499118665246');
      const audits = await t.dataSource.query(`SELECT changes::text AS changes FROM audit_log WHERE entity = 'employee_details' AND entity_id = $1`, [String(user.id)]);
      expect(audits.map((row: { changes: string }) => row.changes).join('')).not.toMatch(/234123412346|499118665246/);
    });

    it('an agent cannot submit a masked value as a number', async () => {
      const { client, form } = await agentWithPhotos();
      const response = await client.post('/api/employee/add-employee-details').send({ ...form, aadhaar_no: 'XXXX XXXX 2346' }).expect(400);
      expect(response.body.errors).toEqual({ aadhaar_no: 'Aadhaar number is required' });
    });
  });

  describe('uploads', () => {
    const uploadsOf = (userId: number) => {
      const directory = join(t.config.dataDir, 'files', 'uploads', String(userId));
      return existsSync(directory) ? readdirSync(directory) : [];
    };

    it('the content decides: a PNG named .exe is kept as a PNG', async () => {
      const { client, user } = await t.signedIn('agent');
      const response = await client.post('/api/employee/upload/self-photo').attach('file', await testImage('png'), { filename: 'setup.exe', contentType: 'application/x-msdownload' }).expect(201);
      expect(response.body.data.key).toMatch(new RegExp(`^uploads/${user.id}/self-photo-[0-9a-f]{32}\\.png$`));
      const file = await client.get(`/api/employee/file?key=${encodeURIComponent(response.body.data.key)}`).buffer(true).expect(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect((await sharp(file.body as Buffer).metadata()).format).toBe('png');
    });

    it('an ELF program named .png, a GIF, text and an image that does not decode are refused with the spec text, nothing kept', async () => {
      const { client, user } = await t.signedIn('agent');
      const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(4000, 1)]);
      const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } }).gif().toBuffer();
      const brokenJpeg = Buffer.concat([(await testImage('jpeg')).subarray(0, 200)]);
      for (const [bytes, name] of [[elf, 'photo.png'], [gif, 'photo.gif'], [Buffer.from('hello'), 'photo.jpg'], [brokenJpeg, 'photo.jpg']] as const) {
        const response = await client.post('/api/employee/upload/pan').attach('file', bytes, { filename: name, contentType: 'image/png' }).expect(400);
        expect(response.body).toMatchObject({ message: ONLY_IMAGES, errors: { file: ONLY_IMAGES } });
      }
      expect(uploadsOf(user.id)).toEqual([]);
    });

    it('a JPEG with GPS EXIF comes back without any metadata', async () => {
      const { client } = await t.signedIn('agent');
      const withGps = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0a0' } })
        .jpeg()
        .withExif({ IFD0: { ImageDescription: 'secret-description', Make: 'PhoneCo' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 58/1 1234/100' } })
        .toBuffer();
      expect((await sharp(withGps).metadata()).exif).toBeDefined();
      expect(withGps.toString('latin1')).toContain('secret-description');
      const { key } = (await client.post('/api/employee/upload/aadhaar-front').attach('file', withGps, 'front.jpg').expect(201)).body.data;
      const file = await client.get(`/api/employee/file?key=${encodeURIComponent(key)}`).buffer(true).expect(200);
      const metadata = await sharp(file.body as Buffer).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata).toMatchObject({ format: 'jpeg', width: 40, height: 30 });
      expect((file.body as Buffer).toString('latin1')).not.toMatch(/secret-description|PhoneCo|GPS/);
    });

    it('6 MB is refused with 413 and leaves no file', async () => {
      const { client, user } = await t.signedIn('agent');
      const big = Buffer.concat([await testImage('jpeg'), Buffer.alloc(6 * 1024 * 1024, 7)]);
      const response = await client.post('/api/employee/upload/self-photo').attach('file', big, 'big.jpg').expect(413);
      expect(response.body.errors).toEqual({ file: 'The file is larger than the 5 MB limit' });
      expect(uploadsOf(user.id)).toEqual([]);
    });

    it('agents upload only for themselves; admins for anyone that exists', async () => {
      const { client } = await t.signedIn('agent');
      const other = await t.createUser({ role: 'agent' });
      await client.post('/api/employee/upload/pan').field('userId', String(other.id)).attach('file', await testImage(), 'pan.jpg').expect(403);
      expect(uploadsOf(other.id)).toEqual([]);
      const made = await admin.post('/api/employee/upload/pan').field('userId', String(other.id)).attach('file', await testImage(), 'pan.jpg').expect(201);
      expect(made.body.data.key).toMatch(new RegExp(`^uploads/${other.id}/pan-`));
      await admin.post('/api/employee/upload/pan').field('userId', '2147483647').attach('file', await testImage(), 'pan.jpg').expect(404);
      const bad = await admin.post('/api/employee/upload/pan').field('userId', '../1').attach('file', await testImage(), 'pan.jpg').expect(400);
      expect(bad.body.errors).toEqual({ userId: 'userId must be a user id' });
      const kind = await admin.post('/api/employee/upload/payslip').attach('file', await testImage(), 'x.jpg').expect(400);
      expect(kind.body.errors).toEqual({ kind: 'kind must be one of self-photo, aadhaar-front, aadhaar-back, pan, dra' });
      await admin.post('/api/employee/upload/pan').send({ file: 'x' }).expect(400);
    });
  });

  describe('reading files', () => {
    it("serves the owner inline, never cached or sniffed; another agent gets 403; an admin's Aadhaar and PAN reads are audited", async () => {
      const { client, form, user } = await submittedAgent();
      const key = form.aadhaar_photo_front_url as string;
      const own = await client.get('/api/employee/file').query({ key }).buffer(true).expect(200);
      expect(own.headers).toMatchObject({
        'content-type': 'image/jpeg',
        'content-disposition': 'inline; filename="aadhaar-front.jpg"',
        'x-content-type-options': 'nosniff',
        'cache-control': 'no-store',
      });
      const { client: stranger } = await t.signedIn('agent');
      await stranger.get('/api/employee/file').query({ key }).expect(403);

      const auditRows = () =>
        t.dataSource.query(`SELECT changes FROM audit_log WHERE entity = 'employee_details' AND entity_id = $1 AND action = 'read_document' ORDER BY id`, [String(user.id)]);
      expect(await auditRows()).toEqual([]);
      await admin.get('/api/employee/file').query({ key, reason: 'Address check' }).expect(200);
      await admin.get('/api/employee/file').query({ key: form.pan_photo_url as string, reason: 'PAN check' }).expect(200);
      await admin.get('/api/employee/file').query({ key: form.self_photo_url as string }).expect(200);
      const rows = await auditRows();
      expect(rows.map((row: { changes: { document: { after: string } } }) => row.changes.document.after)).toEqual(['aadhaar-front', 'pan']);
    });

    it.each([
      'uploads/1/../2/pan-0123456789abcdef0123456789abcdef.jpg',
      '../../etc/passwd',
      '/etc/passwd',
      'uploads%2F1%2Fpan-0123456789abcdef0123456789abcdef.jpg',
      'uploads/1/%2e%2e/pan-0123456789abcdef0123456789abcdef.jpg',
      'uploads\\1\\pan-0123456789abcdef0123456789abcdef.jpg',
      'recordings/sim-call.wav',
      'uploads/1',
    ])('refuses the key %j', async (key) => {
      const response = await admin.get('/api/employee/file').query({ key }).expect(400);
      expect(response.body.errors).toEqual({ key: 'key must be the key of an uploaded file' });
    });

    it('refuses a doubly encoded traversal and answers 404 for a well-formed key with no file', async () => {
      await admin.get('/api/employee/file?key=uploads%2F1%2F%252e%252e%2Fpan-0123456789abcdef0123456789abcdef.jpg').expect(400);
      await admin.get('/api/employee/file?key=uploads/1/pan-0123456789abcdef0123456789abcdef.jpg&reason=Check').expect(404);
      await admin.get('/api/employee/file').expect(400);
    });
  });

  describe('leavers', () => {
    it('the job switches off users whose last working date has passed, ends their sessions, and runs idempotently', async () => {
      const leaving = await submittedAgent();
      const staying = await submittedAgent();
      t.clock.set('2031-04-01T06:00:00Z'); // 11:30 on 1 April in Kolkata: the last suite of the file, time stays there
      await admin.put('/api/employee/update-employee-details').send({ id: leaving.profile.id, last_working_date: '2031-03-31' }).expect(200);
      await admin.put('/api/employee/update-employee-details').send({ id: staying.profile.id, last_working_date: '2031-04-01' }).expect(200);
      const job = t.app.get(EmployeeService);
      expect(await job.deactivateLeavers()).toBe(1);
      expect(await job.deactivateLeavers()).toBe(0);
      await leaving.client.get('/api/employee/get-employee-details').expect(401);
      await staying.client.get('/api/employee/get-employee-details').expect(200);
      const [user] = await t.dataSource.query('SELECT is_active FROM users WHERE id = $1', [leaving.user.id]);
      expect(user.is_active).toBe(false);
      const [audit] = await t.dataSource.query(`SELECT actor_id, reason FROM audit_log WHERE entity = 'user' AND entity_id = $1 AND action = 'deactivate'`, [String(leaving.user.id)]);
      expect(audit).toEqual({ actor_id: null, reason: 'Last working date 2031-03-31 has passed' });
    });
  });
});
