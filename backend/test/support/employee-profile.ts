import sharp from 'sharp';
import type request from 'supertest';

type Client = ReturnType<typeof request.agent>;

/** A small real image of a format, made by sharp (tests need bytes that decode). */
export function testImage(format: 'jpeg' | 'png' | 'webp' = 'jpeg', size = 32): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: '#2a6fdb' } })[format]().toBuffer();
}

export const PHOTO_KINDS = { self_photo_url: 'self-photo', aadhaar_photo_front_url: 'aadhaar-front', aadhaar_photo_back_url: 'aadhaar-back', pan_photo_url: 'pan' } as const;

/** Uploads the four required photos through the API; answers the form fields holding their keys. */
export async function uploadRequiredPhotos(client: Client, userId?: number): Promise<Record<keyof typeof PHOTO_KINDS, string>> {
  const image = await testImage();
  const keys: Record<string, string> = {};
  for (const [field, kind] of Object.entries(PHOTO_KINDS)) {
    let call = client.post(`/api/employee/upload/${kind}`).attach('file', image, { filename: `${kind}.jpg`, contentType: 'image/jpeg' });
    if (userId !== undefined) call = call.field('userId', String(userId));
    keys[field] = (await call.expect(201)).body.data.key;
  }
  return keys as Record<keyof typeof PHOTO_KINDS, string>;
}

/** Every required field of the form, valid, with the given photo keys. */
export function validProfile(photos: Record<string, string>): Record<string, unknown> {
  return {
    first_name: 'Asha',
    last_name: 'Nair',
    father_name: 'Ravi Nair',
    email: 'asha.nair@example.com',
    phone_number: '9876543210',
    alternate_number: '',
    qualification: 'Graduated',
    dob: '1995-06-15',
    blood_group: 'O_POS',
    pan_no: 'ABCDE1234F',
    aadhaar_no: '2341 2341 2346',
    gender: 'Female',
    marital_status: 'Unmarried',
    permanent_address: '12 MG Road, Bengaluru',
    current_address: '4 Residency Road, Bengaluru',
    permanent_state: 'Karnataka',
    current_state: 'Karnataka',
    permanenet_state_pincode: '560001',
    current_state_pincode: '560025',
    resident_type: 'Rented',
    relatives_number: '9876500001',
    relatives_number_relation: 'Brother',
    previous_employer_status: 'Not Available',
    dra_certificate_status: 'Not Available',
    bank_name: 'HDFC Bank',
    bank_account_number: '50100123456789',
    ifsc_code: 'HDFC0001234',
    parking_required: false,
    medical_info: 'No',
    metadata: { primary_language: 'Kannada', secondary_language: ['English', 'Hindi'] },
    ...photos,
  };
}
