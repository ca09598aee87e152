import { styled } from '../../styles/sheet';
import { theme } from '../../styles/theme';
import { ButtonLink } from '../../ui/button';

const Banner = styled('section')`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px 24px;
  padding: 16px 24px;
  border: 1px solid ${theme.primary};
  border-radius: ${theme.radius};
  background: ${theme.primarySoft};
  & p { display: flex; align-items: center; gap: 12px; font-size: 1.0625em; font-weight: 600; color: ${theme.primaryDark}; }
`;

const Star = () => (
  <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M12 2l2.9 6.6 7.1.7-5.4 4.8 1.6 7-6.2-3.7-6.2 3.7 1.6-7L2 9.3l7.1-.7z" fill="currentColor" />
  </svg>
);

/** The opportunity banner, 'Abrir' going to /oportunidades. */
export function OpportunityBanner() {
  return (
    <Banner aria-label="Oportunidade">
      <p id="pc-opportunity-text">
        <Star />
        Oportunidade disponível para seu contrato!
      </p>
      <ButtonLink href="/oportunidades" aria-describedby="pc-opportunity-text" data-action="opportunity-open">
        Abrir
      </ButtonLink>
    </Banner>
  );
}
