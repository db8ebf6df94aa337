export type OptionSpec =
  | { type: 'boolean' }
  | { type: 'count'; default: number }
  | { type: 'string'; default?: string; choices?: readonly string[] };

type OptionValue<S> = S extends { type: 'boolean' } ? boolean : S extends { type: 'count' } ? number : S extends { default: string } ? string : string | undefined;

type Options<Spec> = { [K in keyof Spec]: OptionValue<Spec[K]> };
export function commandOptions<Spec extends Record<string, OptionSpec>>(spec: Spec): Options<Spec>;
export function readOptions<Spec extends Record<string, OptionSpec>>(spec: Spec, args: string[]): Options<Spec>;
