import { guideExport, type GuideTheme } from './guide';
import { smallThemes } from './small-sites';
import { canalTrail } from './themes/canal-trail';
import { islands } from './themes/islands';
import { parkGateway } from './themes/park-gateway';
import { valleyTrails } from './themes/valley-trails';
import type { DemoFile, DemoOptions } from './types';

// Demo content of every site (projects = site ids), generated relative to the import day.

const themes: Record<string, GuideTheme> = {
  ...smallThemes,
  [islands.project]: islands,
  [valleyTrails.project]: valleyTrails,
  [canalTrail.project]: canalTrail,
  [parkGateway.project]: parkGateway,
};

export const demoProjects: readonly string[] = Object.keys(themes).sort();

export function demoExport(project: string, options: DemoOptions): DemoFile {
  const theme = Object.hasOwn(themes, project) ? themes[project] : undefined;
  if (!theme) throw new Error(`No demo content for project "${project}"`);
  return guideExport(theme, options);
}

export type { DemoOptions };
