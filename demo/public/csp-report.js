// Collects every CSP violation on the strict host, for the tests and for a person looking.
window.cspViolations = [];
document.addEventListener(
  'securitypolicyviolation',
  (event) => {
    window.cspViolations.push({ directive: event.violatedDirective, blocked: event.blockedURI, sample: event.sample });
    console.warn('CSP violation', event.violatedDirective, event.blockedURI);
  },
  true,
);
