/** The exact texts per status. */
export function errorTexts(status: number): { title: string; message: string } {
  if (status === 404)
    return {
      title: 'Página não encontrada',
      message: 'A página que você está procurando não foi encontrada. Verifique o endereço e tente novamente.',
    };
  const message = 'Desculpe, ocorreu um erro inesperado. Tente novamente mais tarde';
  return status === 500 ? { title: 'Ocorreu um erro inesperado', message } : { title: 'Ocorreu um erro', message };
}
