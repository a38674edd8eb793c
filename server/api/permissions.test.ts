import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  forbiddenMessage,
  PERMISSIONS,
  ROLE_DESCRIPTIONS,
  roleCan,
  ROLES,
  signInMessage,
  type Permission,
  type Role,
} from "../shared/permissions";
import { createTestServices, type TestCaller, type TestServices } from "../testing/test-services";
import { appRouter } from "./root";
import type { ProcedureMeta } from "./trpc";

/**
 * Every role × every procedure, table-driven from the router itself: each procedure must name
 * a permission (procedureWith) or be one of PUBLIC; each must have a sample input below with
 * the outcome a permitted caller gets (which proves the call went past the permission check
 * into the service). A new procedure without a permission or a sample fails here.
 */

/** The only procedures anyone may call signed out. */
const PUBLIC = ["health.check", "users.me", "users.setupStatus", "users.setup"];

type Outcome = "ok" | TRPCError["code"];
const missingRun = { runId: "run_missing" };
const missingExperiment = { experimentId: "exp_missing" };

/** Per procedure: an input (no side effect when permitted) and what a permitted caller gets. */
const SAMPLES: Record<string, { input?: unknown; allowed: Outcome }> = {
  "health.check": { allowed: "ok" },
  "meta.options": { allowed: "ok" },
  "workers.presence": { allowed: "ok" },
  "runs.list": { allowed: "ok" },
  "runs.start": { input: { question: "q", workspaceId: "ws_missing" }, allowed: "NOT_FOUND" },
  "runs.get": { input: missingRun, allowed: "NOT_FOUND" },
  "runs.summary": { input: missingRun, allowed: "NOT_FOUND" },
  "runs.resolveId": { input: missingRun, allowed: "NOT_FOUND" },
  "runs.changes": { allowed: "ok" },
  "runs.exchanges": { input: missingRun, allowed: "NOT_FOUND" },
  "runs.timeline": { input: missingRun, allowed: "NOT_FOUND" },
  "runs.cancel": { input: missingRun, allowed: "NOT_FOUND" },
  "runs.cancelAgent": { input: { ...missingRun, agentId: "agent_x" }, allowed: "NOT_FOUND" },
  "runs.live": { input: { ...missingRun, afterSequence: 0 }, allowed: "NOT_FOUND" },
  "workspaces.list": { allowed: "ok" },
  "workspaces.roots": { allowed: "ok" },
  "workspaces.register": { input: { name: "", rootPath: "" }, allowed: "BAD_REQUEST" },
  "workspaces.update": {
    input: { id: "ws_missing", name: "x", rootPath: "/tmp/x" },
    allowed: "NOT_FOUND",
  },
  "workspaces.remove": { input: { id: "ws_missing" }, allowed: "NOT_FOUND" },
  "corrections.send": { input: { ...missingRun, agentId: "a", text: "t" }, allowed: "NOT_FOUND" },
  "transcripts.span": { input: { ref: "not-a-ref" }, allowed: "BAD_REQUEST" },
  "transcripts.page": { input: { ...missingRun, agentId: "agent_x" }, allowed: "NOT_FOUND" },
  "replay.start": { input: missingRun, allowed: "NOT_FOUND" },
  "audit.get": { input: missingRun, allowed: "NOT_FOUND" },
  "audit.review": {
    input: { ...missingRun, flagId: "f", decision: "confirmed" },
    allowed: "NOT_FOUND",
  },
  "audit.export": { input: { ...missingRun, format: "json" }, allowed: "NOT_FOUND" },
  "audit.provenance": { input: missingRun, allowed: "NOT_FOUND" },
  "audit.auditAnswer": {
    input: { answer: "An answer.", source: { kind: "run", ...missingRun } },
    allowed: "NOT_FOUND",
  },
  "audit.judge": {
    input: { ...missingRun, flagId: "f", provider: "openai" },
    allowed: "NOT_FOUND",
  },
  "audit.summaries": { allowed: "ok" },
  "users.me": { allowed: "ok" },
  "users.setupStatus": { allowed: "ok" },
  "users.setup": {
    input: { email: "late@debrief.test", name: "Late", password: "long-enough-password" },
    allowed: "CONFLICT",
  },
  "users.list": { allowed: "ok" },
  "users.create": {
    input: { email: "not an email", name: "x", role: "admin" },
    allowed: "BAD_REQUEST",
  },
  "users.setRole": { input: { userId: "user_missing", role: "engineer" }, allowed: "NOT_FOUND" },
  "users.setDisabled": { input: { userId: "user_missing", disabled: true }, allowed: "NOT_FOUND" },
  "users.rename": { input: { userId: "user_missing", name: "Someone Else" }, allowed: "NOT_FOUND" },
  "activity.list": { allowed: "ok" },
  "drain.status": { allowed: "ok" },
  "drain.start": { input: { deadlineSeconds: 0, authorize: true }, allowed: "BAD_REQUEST" },
  "drain.lift": { input: { authorize: true }, allowed: "CONFLICT" },
  "experiments.list": { allowed: "ok" },
  "experiments.create": {
    input: { datasetVersion: "v9", modes: ["contract"] },
    allowed: "NOT_FOUND",
  },
  "experiments.cancel": { input: missingExperiment, allowed: "NOT_FOUND" },
  "experiments.progress": { input: missingExperiment, allowed: "NOT_FOUND" },
  "experiments.get": { input: missingExperiment, allowed: "NOT_FOUND" },
  "experiments.case": { input: { ...missingExperiment, caseId: "c" }, allowed: "NOT_FOUND" },
  "experiments.compare": {
    input: { ...missingExperiment, baseline: "contract", other: "summary" },
    allowed: "NOT_FOUND",
  },
  "experiments.export": { input: { ...missingExperiment, format: "csv" }, allowed: "NOT_FOUND" },
  "datasets.list": { allowed: "ok" },
  "datasets.get": { input: { version: "v9" }, allowed: "NOT_FOUND" },
  "datasets.export": { input: { version: "v9" }, allowed: "NOT_FOUND" },
  "datasets.addCase": {
    input: {
      basedOn: "v9",
      case: {
        id: "a-case",
        workspace: "ledgerline",
        kind: "count",
        question: "How many?",
        history: null,
        truth: [{ kind: "count", key: "total", value: 1, sql: "SELECT 1" }],
        caveats: [],
      },
    },
    allowed: "NOT_FOUND",
  },
  "datasets.import": { input: { jsonl: "not json" }, allowed: "BAD_REQUEST" },
};

const procedures = Object.entries(appRouter._def.procedures as Record<string, unknown>).map(
  ([path, procedure]) => ({
    path,
    meta: (procedure as { _def: { meta?: ProcedureMeta } })._def.meta,
  }),
);

/** Calls `path` on `caller`; reads the first value of a subscription. */
async function outcomeOf(
  caller: TestCaller,
  path: string,
  input: unknown,
): Promise<Outcome | TRPCError> {
  const call = path
    .split(".")
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller) as (
    input: unknown,
  ) => Promise<unknown>;
  try {
    const result = await call(input);
    if (result !== null && typeof result === "object" && Symbol.asyncIterator in result) {
      const iterator = (result as AsyncIterable<unknown>)[Symbol.asyncIterator]();
      await iterator.next();
      await iterator.return?.();
    }
    return "ok";
  } catch (error) {
    if (error instanceof TRPCError) return error;
    throw error;
  }
}

let setup: TestServices;
let callers: Record<Role, TestCaller>;

beforeAll(async () => {
  setup = await createTestServices();
  const entries = await Promise.all(ROLES.map(async (role) => [role, await setup.callerAs(role)]));
  callers = Object.fromEntries(entries) as Record<Role, TestCaller>;
});

afterAll(async () => {
  await setup.disconnect();
});

describe("the permission table", () => {
  it("gives each role what issue 9 says", () => {
    const granted = (role: Role) => PERMISSIONS.filter((permission) => roleCan(role, permission));
    expect(granted("engineer")).toEqual([
      "runs:read",
      "runs:start",
      "audit:read",
      "workspaces:read",
      "experiments:read",
      "experiments:run",
    ]);
    expect(granted("operator")).toEqual([
      "runs:read",
      "runs:start",
      "runs:cancel",
      "corrections:send",
      "audit:read",
      "workspaces:read",
      "experiments:read",
      "experiments:run",
    ]);
    expect(granted("reviewer")).toEqual([
      "runs:read",
      "audit:read",
      "audit:review",
      "audit:export",
      "workspaces:read",
      "experiments:read",
      "datasets:edit",
    ]);
    expect(granted("admin")).toEqual(PERMISSIONS);
    expect(roleCan(null, "runs:read")).toBe(false);
  });

  it("describes no role short of admin as reading everything (the activity log is admin's)", () => {
    for (const role of ROLES) {
      if (roleCan(role, "activity:read")) continue;
      expect(ROLE_DESCRIPTIONS[role], role).not.toContain("everything");
    }
    expect(ROLE_DESCRIPTIONS.engineer).toBe(
      "starts runs and experiments, reads every run, audit, workspace and experiment",
    );
  });

  it("every procedure names a permission or is one of the public few, and has a sample", () => {
    expect(procedures.length).toBeGreaterThanOrEqual(26);
    for (const { path, meta } of procedures) {
      expect(meta, `${path} is built without procedureWith/publicProcedure`).toBeDefined();
      if (meta!.permission === null) expect(PUBLIC, `${path} is public`).toContain(path);
      else expect(PERMISSIONS).toContain(meta!.permission);
      expect(Object.keys(SAMPLES), `${path} needs a sample in this test`).toContain(path);
    }
    expect(Object.keys(SAMPLES).sort()).toEqual(procedures.map(({ path }) => path).sort());
  });
});

describe("every role × every procedure", () => {
  it.each(procedures.map(({ path }) => path))("%s", async (path) => {
    const permission = procedures.find((entry) => entry.path === path)!.meta!.permission;
    const sample = SAMPLES[path]!;
    const signedOut = await outcomeOf(setup.signedOutCaller, path, sample.input);
    if (permission === null) {
      expect(summary(signedOut)).toBe(path === "users.me" ? "ok" : sample.allowed);
    } else {
      expect(signedOut).toBeInstanceOf(TRPCError);
      expect(summary(signedOut)).toBe(`UNAUTHORIZED: ${signInMessage(permission)}`);
    }
    for (const role of ROLES) {
      const outcome = await outcomeOf(callers[role], path, sample.input);
      expect(summary(outcome), `${role} → ${path}`).toBe(
        expected(role, permission, sample.allowed),
      );
    }
  });

  it("a refusal names the role and the permission", async () => {
    await expect(
      callers.engineer.corrections.send({ runId: "r", agentId: "a", text: "t" }),
    ).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: "the engineer role cannot send corrections (corrections:send)",
    });
    await expect(setup.signedOutCaller.runs.list()).rejects.toMatchObject({
      code: "UNAUTHORIZED",
      message: "sign in to read runs and transcripts",
    });
  });

  it("an account whose stored role is unknown may do nothing", async () => {
    const { createCaller } = await import("./root");
    const caller = createCaller({
      ...setup.services,
      user: { id: "user_x", email: "x@debrief.test", name: "X", role: null },
    });
    await expect(caller.runs.list()).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: "an account without a role cannot read runs and transcripts (runs:read)",
    });
  });
});

function expected(role: Role, permission: Permission | null, allowed: Outcome): string {
  if (permission === null || roleCan(role, permission)) return allowed;
  return `FORBIDDEN: ${forbiddenMessage(role, permission)}`;
}

/** "ok", a permitted call's error code, or "<code>: <message>" for a refusal. */
function summary(outcome: Outcome | TRPCError): string {
  if (typeof outcome === "string") return outcome;
  if (outcome.code === "UNAUTHORIZED" || outcome.code === "FORBIDDEN")
    return `${outcome.code}: ${outcome.message}`;
  return outcome.code;
}
