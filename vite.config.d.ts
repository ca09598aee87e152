import { type Alias } from 'vite';
export declare const preactAliases: Alias[];
declare const _default: import("vite").UserConfig;
export default _default;
