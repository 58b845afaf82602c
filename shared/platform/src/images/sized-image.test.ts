import { IMAGE_WIDTHS } from '@replay/contract';
import { sizedImage } from './sized-image';

const API = 'http://localhost:4000';

describe('sizedImage', () => {
  it('offers every stored width of one of our images, the 2× copy as its src', () => {
    const image = sizedImage(`${API}/images/abc.jpg`, 64, API);

    expect(image).toEqual({
      src: `${API}/images/abc.jpg?w=192`,
      srcSet: IMAGE_WIDTHS.map((width) => `${API}/images/abc.jpg?w=${width} ${width}w`).join(', '),
      sizes: '64px',
    });
  });

  it('takes a sizes list as it is, with the largest common copy as its src', () => {
    const image = sizedImage(`${API}/images/abc.jpg`, '(max-width: 600px) 100vw, 300px', `${API}/`);

    expect(image.sizes).toBe('(max-width: 600px) 100vw, 300px');
    expect(image.src).toBe(`${API}/images/abc.jpg?w=640`);
  });

  it('keeps the largest copy for an image shown wider than half the largest width', () => {
    expect(sizedImage(`${API}/images/abc.jpg`, 600, API).src).toBe(`${API}/images/abc.jpg?w=960`);
  });

  it('leaves images from elsewhere, or already sized, as they are, and nothing as nothing', () => {
    expect(sizedImage('https://example.com/photo.jpg', 36, API)).toEqual({ src: 'https://example.com/photo.jpg' });
    expect(sizedImage(`${API}/images/abc.jpg?w=96`, 36, API)).toEqual({ src: `${API}/images/abc.jpg?w=96` });
    expect(sizedImage(null, 36, API)).toEqual({});
  });
});
