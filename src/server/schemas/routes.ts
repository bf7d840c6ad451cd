/** `GET /api/modules`: the router file, cut down to the routes the caller may read. */
import { join } from "node:path";
import type { FastifyPluginAsync } from "fastify";
import { type ModulesFile, readableModules } from "../../schema/modules";
import { liveJsonFile } from "./json-file";

function checkModulesFile(value: unknown): ModulesFile {
  const modules = (value as ModulesFile | null)?.modules;
  if (!Array.isArray(modules) || modules.some((module) => !Array.isArray(module?.routes))) {
    throw new Error('expected { "modules": [{ "name", "title", "routes": [...] }] }');
  }
  return value as ModulesFile;
}

export const schemaRoutes: FastifyPluginAsync<{ schemasDir: string }> = async (
  app,
  { schemasDir },
) => {
  const modulesFile = liveJsonFile(join(schemasDir, "modules.json"), checkModulesFile);
  modulesFile.current();

  app.get("/modules", async (request) => {
    const problem = modulesFile.problem();
    if (problem) request.log.error(`router file rejected, last good version serving: ${problem}`);
    return { data: readableModules(modulesFile.current().modules, request.user) };
  });
};
