import { LineIcon as Icon } from '../../ui/line-icon';

export const HomeIcon = () => (
  <Icon>
    <path d="M3.5 11 12 4l8.5 7" />
    <path d="M6 9.5V20h4.5v-5.5h3V20H18V9.5" />
  </Icon>
);

/** A serving cloche: the catering services. */
export const ServicesIcon = () => (
  <Icon>
    <path d="M4 17a8 8 0 0 1 16 0" />
    <path d="M2.5 17h19M12 9V7.5M10.5 7.5h3M7 20h10" />
  </Icon>
);

export const ContractsIcon = () => (
  <Icon>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
    <path d="M14 3v5h5M8.5 13h7M8.5 17h4" />
  </Icon>
);

export const FinanceIcon = () => (
  <Icon>
    <rect x="2.5" y="6" width="19" height="12" rx="2" />
    <circle cx="12" cy="12" r="2.5" />
    <path d="M6 9.5v5M18 9.5v5" />
  </Icon>
);

export const ScheduleIcon = () => (
  <Icon>
    <rect x="3.5" y="5" width="17" height="15" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4M8 14h2M14 14h2M8 17h2" />
  </Icon>
);

export const MessageIcon = () => (
  <Icon size={22}>
    <path d="M20.5 12a8 8 0 0 1-11.6 7.1L3.5 20.5l1.4-5A8 8 0 1 1 20.5 12z" />
    <path d="M8.5 11h7M8.5 14h4.5" />
  </Icon>
);

export const ChevronDownIcon = () => (
  <Icon size={16}>
    <path d="m6 9 6 6 6-6" />
  </Icon>
);

export const SwapIcon = () => (
  <Icon size={16}>
    <path d="M7 4 3.5 7.5 7 11M3.5 7.5h13M17 13l3.5 3.5L17 20M20.5 16.5h-13" />
  </Icon>
);
