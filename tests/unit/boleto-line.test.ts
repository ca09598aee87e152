import { describe, expect, it } from 'vitest';
import { checkBoletoLine } from '../../src/features/finance/boleto-line';

/*
 * Real lines, as published with valid check digits (banks' examples and libraries' test suites),
 * and the seed's; each refused line below is one of them with one thing wrong.
 */
const BANK_LINES = [
  '23793.38128 60007.827136 95000.063305 9 75520000370000',
  '00190.50095 40144.816069 06809.350314 3 37370000000100',
  '34191.79001 01010.435103 04791.020151 4 16560001230000',
  '23793.38128 60007.654324 10001.234508 8 16820000985075',
  '00190.00009 02845.671235 00000.018002 5 16360000740000',
];

/** The test's own modulo 10 (FEBRABAN: weights 2 and 1 from the right, digits of products summed). */
const mod10 = (digits: string) => {
  const sum = [...digits].reverse().reduce((total, digit, index) => {
    const product = Number(digit) * (index % 2 === 0 ? 2 : 1);
    return total + Math.floor(product / 10) + (product % 10);
  }, 0);
  return (10 - (sum % 10)) % 10;
};

/** One digit of a line replaced (index among the digits only). */
const withDigit = (line: string, index: number, digit: string) => {
  const digits = line.replace(/\D/g, '');
  return digits.slice(0, index) + digit + digits.slice(index + 1);
};

describe('checkBoletoLine, bank boletos (47 digits)', () => {
  it.each(BANK_LINES)('offers %s, grouped 5.5 5.6 5.6 1 14, its bare digits to copy', (line) => {
    const checked = checkBoletoLine(line);
    expect(checked?.grouped).toBe(line);
    expect(checked?.digits).toBe(line.replace(/\D/g, ''));
    // Independently: each of the first three fields ends in its modulo-10 check digit.
    for (const field of line.split(' ').slice(0, 3)) {
      const digits = field.replace('.', '');
      expect(Number(digits.at(-1)), field).toBe(mod10(digits.slice(0, -1)));
    }
  });

  it('reads a line sent as bare digits, or with spaces around it', () => {
    expect(checkBoletoLine('00190500954014481606906809350314337370000000100')?.grouped).toBe(BANK_LINES[1]);
    expect(checkBoletoLine(` ${BANK_LINES[0]} `)?.grouped).toBe(BANK_LINES[0]);
  });

  it('refuses a line whose field check digit (modulo 10) is wrong: any digit of a field mistyped', () => {
    const line = BANK_LINES[1]!;
    expect(checkBoletoLine(withDigit(line, 5, '9'))).toBeNull(); // field 1
    expect(checkBoletoLine(withDigit(line, 12, '0'))).toBeNull(); // field 2
    expect(checkBoletoLine(withDigit(line, 31, '5'))).toBeNull(); // field 3's own check digit
  });

  it('refuses a line whose general check digit (modulo 11) is wrong, or whose amount was changed', () => {
    const line = BANK_LINES[1]!;
    expect(checkBoletoLine(withDigit(line, 32, '4'))).toBeNull();
    // R$ 1,00 made R$ 2,00: the fields still pass, the barcode's check digit does not.
    expect(checkBoletoLine(withDigit(line, 45, '2'))).toBeNull();
    // Due factor changed.
    expect(checkBoletoLine(withDigit(line, 36, '8'))).toBeNull();
  });

  it('refuses what is not 47 or 48 digits', () => {
    for (const value of [
      '',
      '0019050095401448160690680935031433737000000010',
      '001905009540144816069068093503143373700000001000',
      '00190500954014481606906809350314337370000000X00',
      'linha digitável',
      '0019.05009 54014.481606 90680.935031 4 3373700000001',
    ])
      expect(checkBoletoLine(value), value).toBeNull();
  });
});

describe('checkBoletoLine, collection slips (arrecadação, 48 digits)', () => {
  it('offers a slip checked modulo 11 (third digit 8), in four blocks', () => {
    expect(checkBoletoLine('85890000460-9 52460179160-5 60759305086-5 83148300001-0')).toEqual({
      digits: '858900004609524601791605607593050865831483000010',
      grouped: '85890000460-9 52460179160-5 60759305086-5 83148300001-0',
    });
  });

  it('offers a slip checked modulo 10 (third digit 6)', () => {
    expect(checkBoletoLine('826500000110 314400081704 924000000027 202104000015')?.grouped).toBe(
      '82650000011-0 31440008170-4 92400000002-7 20210400001-5',
    );
  });

  it('refuses a wrong block check digit, a wrong general check digit, and slips that are not collection slips', () => {
    const slip = '826500000110314400081704924000000027202104000015';
    expect(checkBoletoLine(withDigit(slip, 11, '1'))).toBeNull();
    expect(checkBoletoLine(withDigit(slip, 40, '9'))).toBeNull();
    // The general check digit (the barcode's 4th) changed and its block's digit mended: still refused.
    const general = withDigit(withDigit(slip, 3, '6'), 11, String(mod10('82660000011')));
    expect(checkBoletoLine(general)).toBeNull();
    // Not starting with 8; a third digit that names no modulo (5).
    expect(checkBoletoLine(withDigit(slip, 0, '7'))).toBeNull();
    expect(checkBoletoLine(withDigit(slip, 2, '5'))).toBeNull();
  });
});
