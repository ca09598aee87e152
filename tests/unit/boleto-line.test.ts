import { describe, expect, it } from 'vitest';
import { formatLinhaDigitavel } from '../../src/features/finance/boleto-line';

describe('formatLinhaDigitavel', () => {
  it('shows the 47 digits in the five groups 5.5 5.6 5.6 1 14', () => {
    expect(formatLinhaDigitavel('23793381286008267713966006330009197520000015000')).toBe(
      '23793.38128 60082.677139 66006.330009 1 97520000015000',
    );
  });

  it('groups the seed lines so that each of the first three fields ends in its modulo-10 check digit', () => {
    // FEBRABAN: field check digits are modulo 10, weights 2 and 1 from the right, digits of products summed.
    const mod10 = (digits: string) => {
      const sum = [...digits].reverse().reduce((total, digit, index) => {
        const product = Number(digit) * (index % 2 === 0 ? 2 : 1);
        return total + Math.floor(product / 10) + (product % 10);
      }, 0);
      return (10 - (sum % 10)) % 10;
    };
    for (const line of [
      '34191790010101043510304791020151416560001230000',
      '23793381286000765432410001234508816820000985075',
      '00190000090284567123500000018002516360000740000',
    ]) {
      const grouped = formatLinhaDigitavel(line)!;
      expect(grouped.replace(/[ .]/g, '')).toBe(line);
      const fields = grouped.split(' ');
      expect(fields.map((field) => field.length)).toEqual([11, 12, 12, 1, 14]);
      for (const field of fields.slice(0, 3)) {
        const digits = field.replace('.', '');
        expect(Number(digits.at(-1)), `check digit of ${field}`).toBe(mod10(digits.slice(0, -1)));
      }
    }
    expect(formatLinhaDigitavel('34191790010101043510304791020151416560001230000')).toBe(
      '34191.79001 01010.435103 04791.020151 4 16560001230000',
    );
  });

  it('accepts a line already grouped with dots and spaces', () => {
    expect(formatLinhaDigitavel(' 23793.38128 60082.677139 66006.330009 1 97520000015000 ')).toBe(
      '23793.38128 60082.677139 66006.330009 1 97520000015000',
    );
  });

  it('returns null for anything but 47 digits', () => {
    expect(formatLinhaDigitavel('2379338128600826771396600633000919752000001500')).toBeNull();
    expect(formatLinhaDigitavel('237933812860082677139660063300091975200000150001')).toBeNull();
    expect(formatLinhaDigitavel('23793-38128-60082-677139-66006-330009-1-97520000015000')).toBeNull();
    expect(formatLinhaDigitavel('2379338128600826771396600633000919752000001500X')).toBeNull();
    expect(formatLinhaDigitavel('')).toBeNull();
  });
});
