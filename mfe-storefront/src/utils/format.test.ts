import { previewDescription } from './format';

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
