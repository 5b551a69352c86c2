/**
 * A route plugin carrying its name for fastify. Given a plugin without one, fastify searches the
 * exports of every loaded module for it, twice a registration; the test suite's module registry
 * holds the whole server, and those searches cost each test file half a second.
 */
export function named<Plugin extends object>(plugin: Plugin, name = (plugin as { name?: string }).name): Plugin {
  return Object.assign(plugin, { [Symbol.for('fastify.display-name')]: name });
}
