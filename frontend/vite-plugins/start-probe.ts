import react from '@vitejs/plugin-react';
import { build, type Plugin, type Rolldown } from 'vite';
import { reachable } from './reachable';

/**
 * The modules a first load runs, as the bundler itself sees them once it has tree-shaken the libraries: a probe
 * build (nothing written, no chunk groups) splits the code by use, and what the entry and the first screens'
 * chunks import statically is the start. The module graph alone cannot tell: a barrel (`@mui/material`,
 * `react-admin`) imports every component, so a component only a later page uses (Autocomplete, Slider) would
 * count as start and every first load would download it.
 * `firstScreens` are the absolute paths of the first screens' page modules. Should the probe ever miss a module the
 * start runs (a plugin the probe lacks), that module would land in `pages-shared`, and routeChunks fails the build.
 */
export function startProbe(root: string, firstScreens: string[]): { plugin: Plugin; has: (id: string) => boolean } {
  let start: Set<string> | undefined;
  const plugin: Plugin = {
    name: 'crm-start-probe',
    apply: 'build',
    async buildStart() {
      const output = (await build({ root, configFile: false, logLevel: 'silent', plugins: [react()], build: { write: false } })) as Rolldown.RolldownOutput;
      const chunks = new Map(output.output.filter((file) => file.type === 'chunk').map((chunk) => [chunk.fileName, chunk]));
      const roots = [...chunks.values()].filter((chunk) => chunk.isEntry || firstScreens.includes(chunk.facadeModuleId ?? ''));
      if (roots.length !== firstScreens.length + 1) throw new Error(`start-probe: expected the entry and ${firstScreens.length} first screens, found ${roots.length} chunks`);
      const files = reachable(roots.map((chunk) => chunk.fileName), (file) => chunks.get(file)!.imports);
      start = new Set([...files].flatMap((file) => chunks.get(file)!.moduleIds));
    },
  };
  const has = (id: string) => {
    if (!start) throw new Error('start-probe: asked before the probe build ran');
    return start.has(id);
  };
  return { plugin, has };
}
