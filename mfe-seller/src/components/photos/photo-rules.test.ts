import { imageProblem, photosProblem, type Photo } from './photo-rules';

const file = (name: string, type = 'image/png') => new File(['png'], name, { type });
const picked = (name: string, type?: string): Photo => ({ key: name, file: file(name, type), preview: name });
const stored = (n: number): Photo => ({ key: `s${n}`, url: `https://img.test/${n}.png`, preview: '' });

describe('photo rules', () => {
  it('takes JPEG, PNG, WebP or GIF images of at most 5 MB', () => {
    expect(imageProblem(file('cv.pdf', 'application/pdf'))).toBe('Only JPEG, PNG, WebP or GIF images are accepted');
    expect(imageProblem(file('logo.svg', 'image/svg+xml'))).toBe('Only JPEG, PNG, WebP or GIF images are accepted');
    expect(imageProblem(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }))).toBe(
      'The image is larger than 5 MB',
    );
    expect(imageProblem(file('ok.png'))).toBeUndefined();
  });

  it('asks for a photo only where one is required, counts them, and names the file that is no image', () => {
    expect(photosProblem([], { required: true, max: 8 })).toBe('At least one photo is required');
    expect(photosProblem([], { required: false, max: 6 })).toBeUndefined();
    expect(photosProblem([1, 2, 3, 4, 5, 6, 7].map(stored), { required: false, max: 6 })).toBe('At most 6 photos');
    expect(photosProblem([stored(1), picked('cv.pdf', 'application/pdf')], { required: true, max: 8 })).toBe(
      'cv.pdf: Only JPEG, PNG, WebP or GIF images are accepted',
    );
    expect(photosProblem([stored(1), picked('ok.png')], { required: true, max: 8 })).toBeUndefined();
  });
});
