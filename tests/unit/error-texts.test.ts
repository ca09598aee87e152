import { describe, expect, it } from 'vitest';
import { errorTexts } from '../../src/app/error-texts';

describe('errorTexts (error page)', () => {
  it('gives the 404 texts', () => {
    expect(errorTexts(404)).toEqual({
      title: 'Página não encontrada',
      message: 'A página que você está procurando não foi encontrada. Verifique o endereço e tente novamente.',
    });
  });
  it('gives the 500 texts', () => {
    expect(errorTexts(500)).toEqual({
      title: 'Ocorreu um erro inesperado',
      message: 'Desculpe, ocorreu um erro inesperado. Tente novamente mais tarde',
    });
  });
  it("gives 'Ocorreu um erro' with the generic message for other statuses", () => {
    expect(errorTexts(403)).toEqual({
      title: 'Ocorreu um erro',
      message: 'Desculpe, ocorreu um erro inesperado. Tente novamente mais tarde',
    });
  });
});
