// retryOnDeadlock: a transaction PostgreSQL chose as a deadlock's victim (40P01, nothing written) runs again; any
// other error, or a third deadlock, reaches the caller.
import { describe, expect, it } from "vitest";
import { hasPgCode, retryOnDeadlock } from "./client";

const deadlock = () =>
  Object.assign(new Error("Failed query"), {
    cause: Object.assign(new Error("deadlock detected"), { code: "40P01" }),
  });

describe("retryOnDeadlock", () => {
  it("runs the work again after a deadlock and answers its result", async () => {
    let runs = 0;
    const result = await retryOnDeadlock(async () => {
      runs++;
      if (runs < 3) throw deadlock();
      return "paid once";
    });
    expect([result, runs]).toEqual(["paid once", 3]);
  });

  it("gives up after the attempts, and never retries another error", async () => {
    let runs = 0;
    await expect(
      retryOnDeadlock(async () => {
        runs++;
        throw deadlock();
      }),
    ).rejects.toThrow("Failed query");
    expect(runs).toBe(3);
    runs = 0;
    const unique = Object.assign(new Error("duplicate key"), { code: "23505" });
    await expect(
      retryOnDeadlock(async () => {
        runs++;
        throw unique;
      }),
    ).rejects.toBe(unique);
    expect(runs).toBe(1);
    expect(hasPgCode(deadlock(), "40P01")).toBe(true);
    expect(hasPgCode(unique, "40P01")).toBe(false);
  });
});
