// The hostile host's own pushState router: it owns history.state and location.pathname.
const show = () => (document.getElementById('host-route').textContent = `rota do host: ${history.state?.route ?? '/'}`);
document.addEventListener('click', (event) => {
  const link = event.target instanceof Element ? event.target.closest('a[data-route]') : null;
  if (!link) return;
  event.preventDefault();
  history.pushState({ route: link.dataset.route }, '', link.dataset.route + location.hash);
  show();
});
addEventListener('popstate', show);
localStorage.setItem('user', JSON.stringify({ hostUser: 'do host', token: 'nao-e-do-portal' }));
