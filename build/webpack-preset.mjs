// The one build preset of the shell and every remote: swc transpile, module federation
// with the shared singletons, manifest output, content-hashed chunks, trimmed moment locales,
// and every emitted file also brotli- and gzip-compressed for the server to send as they are.
import { constants as zlib } from 'node:zlib';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import webpack from 'webpack';
import { remoteName } from 'shared/remote';

// Loaders are the preset's dependencies, not each app's.
const require = createRequire(import.meta.url);

/**
 * Modules the shell provides once for everyone. The trailing-slash keys share subpaths
 * too: without `react-dom/` React 19 loads a second react-dom and fails its version check.
 */
export const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/',
  'styled-components',
  'react-intl',
  'moment',
  'shared/',
];

/**
 * Subpaths of shared that each area bundles for itself instead, so that the shell, which
 * provides every shared singleton, carries not a byte of them: the part viewer
 * (shared/src/viewer), the order rules with yup (shared/src/orders), the order
 * conversations (shared/src/messages), the order lists' columns (shared/src/order-lists), the
 * job form with formik and the jobs table (shared/src/jobs), one order's facts, parts and
 * history (shared/src/order-view), an order's progress and
 * shipments (shared/src/fulfilment), the delivery address form (shared/src/addresses), whose
 * calls are shared/api's, the formik-bound fields (shared/src/forms), which must find the
 * form of the area's own formik, and the desktop tool's connection with its protocol's schemas
 * (shared/src/desktop). None holds state that must be one per page.
 */
const NOT_SHARED = {
  'shared/': { request: /^(viewer|orders|order-lists|jobs|order-view|messages|fulfilment|addresses|forms|desktop)/ },
};

/** The installed version of a dependency of the app (some packages do not export package.json). */
function installedVersion(appDir, name) {
  return JSON.parse(readFileSync(path.join(appDir, 'node_modules', name, 'package.json'), 'utf8')).version;
}

/** The singletons the shell's start bundle has loaded before the host runs (see startConfig). */
export const FROM_START = new Set(['react', 'react/', 'react-dom', 'react-dom/']);

function sharedConfig(appDir, isHost, fromStart) {
  const pkg = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const versions = { ...pkg.dependencies, ...pkg.devDependencies };
  return Object.fromEntries(
    SINGLETONS.map((name) => {
      const bare = name.replace(/\/$/, '');
      const version = bare === 'shared' ? false : installedVersion(appDir, bare);
      return [
        name,
        {
          singleton: true,
          requiredVersion: versions[bare] && version ? `^${version}` : false,
          version: version || undefined,
          // Remotes never ship their own copy: the shell's is the only one. React itself the
          // host takes from its start bundle, which has it loaded already (shell/src/index.ts).
          import: isHost && !(fromStart && FROM_START.has(name)) ? undefined : false,
          exclude: NOT_SHARED[name],
        },
      ];
    }),
  );
}

/**
 * Emits files of the app as they are: `list()` gives each file's path and its name in dist/,
 * read at every build so that a new or changed file is picked up (and watched).
 */
class EmitFiles {
  constructor(list) {
    this.list = list;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EmitFiles', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmitFiles', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const [file, name] of this.list()) {
            compilation.fileDependencies.add(file);
            compilation.emitAsset(name, new webpack.sources.RawSource(readFileSync(file)));
          }
        },
      );
    });
  }
}

/** The files of the app's public/ folder (logo, hero image, favicon), under their names there. */
function publicFiles(folder) {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((file) => file.isFile())
    .map((file) => {
      const absolute = path.join(file.parentPath, file.name);
      return [absolute, path.relative(folder, absolute)];
    });
}

/**
 * A remote's route table, src/area.json (see shared/remote): the screens its routes name, each
 * exposed under that name ('./jobs/jobs-page' is src/jobs/jobs-page). The build
 * ships the file as dist/area.json, for the server's registry and the shell to read without
 * loading any of the remote's code.
 */
function readArea(appDir, file) {
  const area = JSON.parse(readFileSync(path.join(appDir, file), 'utf8'));
  const screens = new Set(area.routes.flatMap((route) => (route.screen ? [route.screen] : [])));
  return { area, exposes: Object.fromEntries([...screens].map((screen) => [screen, `./src/${screen.slice(2)}`])) };
}

/**
 * `<file>.br` and `<file>.gz` beside every text file of a production build, made once at the
 * strongest settings (a server compressing per request could not afford brotli 11). The server
 * picks one by the request's Accept-Encoding and sends the file itself when neither is there (a
 * file that shrinks by less than a fifth gets none); source maps are left alone (only tools fetch
 * them), and so is the page: the server brands it per domain and compresses it as it is sent.
 */
export function precompressed() {
  const test = /\.(js|mjs|css|json|svg)$/;
  return [
    new CompressionPlugin({
      test,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } },
    }),
    new CompressionPlugin({
      test,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: zlib.Z_BEST_COMPRESSION },
    }),
  ];
}

/** What every build shares: TypeScript through swc, resolution of shared's sources, minifying, dev server. */
function baseConfig({ appDir, port, production }) {
  return {
    mode: production ? 'production' : 'development',
    context: appDir,
    // No eval in development either: the platform's content security policy forbids it.
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      conditionNames: ['source', 'browser', 'import', 'module', 'default'],
      // shared's sources import './x.js' the NodeNext way; resolve those to the .ts files.
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: require.resolve('swc-loader'),
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                target: 'es2022',
                transform: { react: { runtime: 'automatic', development: !production } },
              },
            },
          },
        },
      ],
    },
    optimization: {
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify })],
    },
    performance: { hints: false },
    devServer: {
      port,
      hot: false,
      headers: { 'Access-Control-Allow-Origin': '*' },
      historyApiFallback: true,
      proxy: [{ context: ['/api', '/remotes'], target: 'http://localhost:8080' }],
    },
    stats: 'errors-warnings',
  };
}

/**
 * A federated app: the shell's host (no `area`, named `name`) or a remote, named after its folder
 * and exposing what its route table (`area`, e.g. './src/area.json') says.
 * @param {{ name?: string, appDir: string, port: number, area?: string, publicFolder?: boolean, keep?: RegExp, reactFromStart?: boolean }} options
 *   `publicFolder` copies the app's public/ folder into dist/; `keep` names the files of dist/
 *   that another build of the app writes, which this one must not clean away; `reactFromStart`:
 *   the host registers the start bundle's React at run time instead of bundling its own.
 */
export function federatedConfig({ name, appDir, port, area: areaFile, publicFolder, keep, reactFromStart }) {
  const remote = areaFile && readArea(appDir, areaFile);
  const isHost = !remote;
  const uniqueName = remote ? remoteName(path.basename(appDir)) : name;
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      ...baseConfig({ appDir, port, production }),
      entry: './src/index.ts',
      output: {
        path: path.join(appDir, 'dist'),
        // The shell's pages live at any depth (/a/b/c), so its files are addressed from the root;
        // a remote's come from wherever its manifest was found.
        publicPath: isHost ? '/' : 'auto',
        uniqueName,
        // [contenthash] breaks the federation runtime in entry names: hash chunks only.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        clean: keep ? { keep } : true,
      },
      plugins: [
        new ModuleFederationPlugin({
          name: uniqueName,
          filename: 'remoteEntry.js',
          exposes: remote?.exposes,
          remotes: isHost ? {} : undefined,
          shared: sharedConfig(appDir, isHost, reactFromStart),
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          // One federation runtime for the page: the host provides it, each remote's entry uses
          // it instead of carrying its own copy.
          experiments: isHost ? { provideExternalRuntime: true } : { externalRuntime: true },
        }),
        ...(remote ? [new EmitFiles(() => [[path.join(appDir, areaFile), 'area.json']])] : []),
        // moment ships every locale; keep German (English is built in).
        new webpack.ContextReplacementPlugin(/moment[/\\]locale$/, /^\.\/de$/),
        new webpack.DefinePlugin({ __APP_NAME__: JSON.stringify(uniqueName) }),
        ...(publicFolder ? [new EmitFiles(() => publicFiles(path.join(appDir, 'public')))] : []),
        ...(production ? precompressed() : []),
      ],
    };
  };
}

/** The files of an app's dist/ that its start bundle writes (see startConfig). */
export const START_FILES = /^(start\/|index\.html)/;

/**
 * The shell's start bundle: the page's HTML and the entry every page load runs, with the public
 * pages (login and the like) on plain webpack, no module federation. Its shared libraries are its
 * own tree-shaken copies, so the login page carries only what it uses; the signed-in shell (the
 * federated host) loads after login. Its files go to dist/start/ and dist/index.html.
 * @param {{ appDir: string, port: number, entry: string, html: { title: string } }} options
 */
export function startConfig({ appDir, port, entry, html }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const base = baseConfig({ appDir, port, production });
    return {
      ...base,
      entry: { index: entry },
      output: {
        path: path.join(appDir, 'dist'),
        publicPath: '/',
        uniqueName: 'shell_start',
        filename: 'start/[name].js',
        chunkFilename: production ? 'start/[name].[contenthash:10].js' : 'start/[name].js',
        // Everything else in dist/ is the host's.
        clean: { keep: (file) => !START_FILES.test(file) },
      },
      optimization: {
        ...base.optimization,
        // React in a chunk of its own: the public pages and the hand-over to the host share it.
        splitChunks: {
          cacheGroups: {
            react: { test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, name: 'react', chunks: 'all' },
          },
        },
      },
      plugins: [
        new HtmlWebpackPlugin({ template: './src/index.html', title: html.title, scriptLoading: 'defer' }),
        ...(production ? precompressed() : []),
      ],
    };
  };
}
