// The schema compilers app.ts gives Fastify: bodies validated strictly, and every route's
// validator and serializer compiled when the route is first called.
import AjvCompiler from '@fastify/ajv-compiler';
import type { ValidatorFactory } from '@fastify/ajv-compiler';

/**
 * Query strings, params and headers arrive as text and are coerced to their schema types;
 * JSON bodies are not, so `{"email": 5}` is a 400 rather than the string "5".
 */
export function bodyStrictValidators(): ValidatorFactory {
  const fromPool = AjvCompiler();
  type Options = Parameters<typeof fromPool>[1] & { customOptions?: object };
  // At run time the compiler is called with the route definition (its typings say schema).
  type Compile = (route: { httpPart: string }) => unknown;
  const factory = (externalSchemas: Parameters<typeof fromPool>[0], options?: Options) => {
    const coercing = fromPool(externalSchemas, options) as unknown as Compile;
    const strictOptions = { ...options, customOptions: { ...options?.customOptions, coerceTypes: false } } as Options;
    const strict = fromPool(externalSchemas, strictOptions) as unknown as Compile;
    return (route: { httpPart: string }) => (route.httpPart === 'body' ? strict : coercing)(route);
  };
  return factory as unknown as ValidatorFactory;
}

/**
 * Compiles a route's validator or serializer when the route is first called rather than at
 * start-up: compiling every route's schemas (each answer with its nine error statuses) was four
 * of a start's five seconds, paid by every server start and every test file.
 */
export function compiledOnFirstUse<Factory extends (...args: never[]) => (route: never) => (input: never) => unknown>(
  factory: Factory,
): Factory {
  type Compiled = ((input: never) => unknown) & { errors?: unknown };
  return ((...args: Parameters<Factory>) => {
    // The compiler itself (its Ajv instances, each taking every shared schema) is made at the first call too.
    let compile: ((route: never) => Compiled) | undefined;
    return (route: never) => {
      let compiled: Compiled | undefined;
      const use = (input: never) => {
        compiled ??= (compile ??= factory(...args) as (route: never) => Compiled)(route);
        const result = compiled(input);
        // Fastify reads a failed validation's reasons from the function it called.
        use.errors = compiled.errors;
        return result;
      };
      use.errors = undefined as unknown;
      return use;
    };
  }) as unknown as Factory;
}
