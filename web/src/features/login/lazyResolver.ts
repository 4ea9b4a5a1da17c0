// A react-hook-form resolver whose zod schema loads on first validation, so the login
// page shows without zod in its first download (the phone budget); the schema module is
// a separate chunk that the following sign-in pages share.
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';

type Schema = Parameters<typeof zodResolver>[0];

export function lazyZodResolver<T extends FieldValues>(load: () => Promise<Schema>): Resolver<T> {
  let resolver: Resolver<T> | undefined;
  return async (values, context, options) => {
    resolver ??= zodResolver(await load()) as unknown as Resolver<T>;
    return resolver(values, context, options);
  };
}
