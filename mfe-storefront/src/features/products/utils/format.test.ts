import { postedAgo, previewDescription } from './format';

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

describe('postedAgo', () => {
  it('tells the time since a UTC date relative to now', () => {
    const fiveHoursAgo = new Date(Date.now() - 5 * 3_600_000).toISOString();
    expect(postedAgo(fiveHoursAgo)).toBe('about 5 hours ago');
  });

  it('never speaks of the future when the clocks disagree', () => {
    expect(postedAgo(new Date(Date.now() + 60_000).toISOString())).toBe('less than a minute ago');
  });
});
