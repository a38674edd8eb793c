import { describe, expect, it } from "vitest";
import { createTestServices, testActor } from "../../server/testing/test-services";
import { EXPERIMENT_USAGE, runExperimentCommand } from "./experiment-command";

/** A CommandOutput that keeps the lines printed. */
function recordedOutput() {
  const printed: string[] = [];
  const errors: string[] = [];
  return {
    printed,
    errors,
    output: {
      print: (line: string) => printed.push(line),
      printError: (line: string) => errors.push(line),
    },
  };
}

describe("npm run experiment", () => {
  it("settles with exit code 2 and the message on an unknown case id, having stopped the services and closed the database", async () => {
    const setup = await createTestServices();
    const calls: string[] = [];
    const stop = setup.services.stop.bind(setup.services);
    setup.services.stop = async (options) => {
      calls.push("stop");
      return stop(options);
    };
    const disconnect = setup.services.prisma.$disconnect.bind(setup.services.prisma);
    setup.services.prisma.$disconnect = async () => {
      calls.push("disconnect");
      await disconnect();
    };
    const recorded = recordedOutput();
    try {
      const code = await runExperimentCommand(["--cases", "bogus-case", "--modes", "contract"], {
        repoRoot: process.cwd(),
        actor: testActor,
        output: recorded.output,
        createServices: () => Promise.resolve(setup.services),
      });
      expect(code).toBe(2);
      expect(recorded.errors).toEqual([
        `experiment: no such cases in this dataset version: bogus-case\n\n${EXPERIMENT_USAGE}`,
      ]);
      expect(recorded.printed).toEqual([]);
      expect(calls).toEqual(["stop", "disconnect"]);
    } finally {
      await setup.database.dispose();
    }
  });

  it("refuses a bad flag with exit code 2 before building any services", async () => {
    const recorded = recordedOutput();
    let built = 0;
    const code = await runExperimentCommand(["--trails", "2"], {
      repoRoot: process.cwd(),
      actor: testActor,
      output: recorded.output,
      createServices: () => {
        built += 1;
        return Promise.reject(new Error("not expected"));
      },
    });
    expect(code).toBe(2);
    expect(built).toBe(0);
    expect(recorded.errors[0]).toMatch(/^experiment: Unknown option '--trails'/);
    expect(recorded.errors[0]).toContain(EXPERIMENT_USAGE);
  });

  it.each(["0", "257", "2.5", "many"])(
    "refuses --concurrency %s with exit code 2 before building any services",
    async (value: string) => {
      const recorded = recordedOutput();
      let built = 0;
      const code = await runExperimentCommand(["--concurrency", value], {
        repoRoot: process.cwd(),
        actor: testActor,
        output: recorded.output,
        createServices: () => {
          built += 1;
          return Promise.reject(new Error("not expected"));
        },
      });
      expect(code).toBe(2);
      expect(built).toBe(0);
      expect(recorded.errors[0]).toBe(
        `experiment: --concurrency must be a whole number from 1 to 256 (DEBRIEF_RUN_CONCURRENCY's bound)\n\n${EXPERIMENT_USAGE}`,
      );
    },
  );
});
