import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod';

type ContractSchema = z.ZodType<FieldValues, FieldValues>;

/**
 * react-hook-form bound to one of the contract's schemas: the rules (and their messages) the
 * server applies are checked before sending, and the submit handler receives the schema's
 * output (trimmed text, numbers, defaults), the same value the server will parse.
 */
export function useContractForm<Schema extends ContractSchema>(
  schema: Schema,
  options: Omit<UseFormProps<z.input<Schema>, unknown, z.output<Schema>>, 'resolver'> = {},
) {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    ...options,
    resolver: zodResolver(schema),
  });
}
