import { previewDescription, timeLeft } from './format';

describe('previewDescription', () => {
  it('keeps descriptions of 100 characters or fewer whole', () => {
    const text = 'x'.repeat(100);
    expect(previewDescription(text)).toBe(text);
  });

  it('cuts longer descriptions at 100 characters and adds ....', () => {
    const text = `${'a'.repeat(100)}bcdef`;
    expect(previewDescription(text)).toBe(`${'a'.repeat(100)}....`);
  });
});

describe('timeLeft', () => {
  const now = Date.parse('2026-03-14T12:00:00Z');
  const inMs = (ms: number) => new Date(now + ms).toISOString();

  it('says whole hours, rounded down', () => {
    expect(timeLeft(inMs(47 * 3_600_000 + 59 * 60_000), now)).toBe('47 h');
    expect(timeLeft(inMs(3_600_000), now)).toBe('1 h');
  });

  it('says minutes under an hour, and "under a minute" at the end', () => {
    expect(timeLeft(inMs(59 * 60_000 + 59_000), now)).toBe('59 min');
    expect(timeLeft(inMs(30_000), now)).toBe('under a minute');
  });

  it('says nothing once the time has passed or the date does not read', () => {
    expect(timeLeft(inMs(0), now)).toBeNull();
    expect(timeLeft(inMs(-60_000), now)).toBeNull();
    expect(timeLeft('not a date', now)).toBeNull();
  });
});
