const SAMPLE_RATE = 8000;

/**
 * An 8 kHz mono 16-bit PCM WAV of exactly `seconds`: a quiet hum with a short beep every second, so a played
 * recording is audibly "a call" and its duration is the talk time.
 */
export function wavOfSeconds(seconds: number): Buffer {
  const samples = Math.max(0, Math.round(seconds * SAMPLE_RATE));
  const buffer = Buffer.alloc(44 + samples * 2);
  buffer.write('RIFF', 0, 'ascii');
  buffer.writeUInt32LE(36 + samples * 2, 4);
  buffer.write('WAVE', 8, 'ascii');
  buffer.write('fmt ', 12, 'ascii');
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20); // PCM
  buffer.writeUInt16LE(1, 22); // mono
  buffer.writeUInt32LE(SAMPLE_RATE, 24);
  buffer.writeUInt32LE(SAMPLE_RATE * 2, 28);
  buffer.writeUInt16LE(2, 32);
  buffer.writeUInt16LE(16, 34);
  buffer.write('data', 36, 'ascii');
  buffer.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i += 1) {
    const t = i / SAMPLE_RATE;
    const beeping = t % 1 < 0.12;
    const value = beeping ? 0.25 * Math.sin(2 * Math.PI * 880 * t) : 0.03 * Math.sin(2 * Math.PI * 150 * t);
    buffer.writeInt16LE(Math.round(value * 32767), 44 + i * 2);
  }
  return buffer;
}
