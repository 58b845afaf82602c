import { parseDollars } from './money-input';

describe('parseDollars', () => {
  it.each([
    ['45.10', 4510],
    ['45.1', 4510],
    ['19.99', 1999],
    ['0.07', 7],
    ['.99', 99],
    ['45.', 4500],
    ['45', 4500],
    [' $1,234.56 ', 123456],
    ['1234567.89', 123456789],
  ])('reads %p as %p cents exactly', (text, cents) => {
    expect(parseDollars(text)).toBe(cents);
  });

  it.each(['', '  ', '$', '.', '45.105', '1e3', '0x10', '-5', '4 5', '1,23', '12,34.00', 'forty'])(
    'refuses %p',
    (text) => {
      expect(parseDollars(text)).toBeNull();
    },
  );
});
