// Shows what the portal sent, with tokens masked: the stand-in proves the link, not the tokens.
const params = new URLSearchParams(location.search);
const mask = (value) => (value.length > 8 ? `${value.slice(0, 4)}…${value.slice(-4)} (${value.length} caracteres)` : '••••');
const list = document.getElementById('received');
for (const name of ['evt', 'email', 'token', 'refresh_token']) {
  const value = params.get(name) ?? '';
  const dt = document.createElement('dt');
  dt.textContent = name;
  const dd = document.createElement('dd');
  dd.id = `received-${name}`;
  dd.textContent = name.includes('token') ? (value ? mask(value) : '(vazio)') : value || '(vazio)';
  list.append(dt, dd);
}
