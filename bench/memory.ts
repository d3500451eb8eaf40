import { readdirSync, readFileSync, readlinkSync } from "node:fs";

/** tsx runs the server in a child node process; the one holding the listening socket is the server. */
export function findListeningPid(rootPid: number, port: number): number {
  const inodes = listeningSocketInodes(port);
  const family = descendants(rootPid);
  for (const pid of family) {
    if (ownsSocket(pid, inodes)) return pid;
  }
  return family.at(-1) ?? rootPid;
}

/** The process and all its children's children (the server's workers with WEB_CONCURRENCY > 1). */
export function descendants(pid: number): number[] {
  const result = [pid];
  for (let i = 0; i < result.length; i++) {
    for (const task of safe(() => readdirSync(`/proc/${result[i]}/task`), [] as string[])) {
      const children = safe(() => readFileSync(`/proc/${result[i]}/task/${task}/children`, "utf8"), "");
      for (const child of children.split(" ").filter(Boolean)) result.push(Number(child));
    }
  }
  return result;
}

function listeningSocketInodes(port: number): Set<string> {
  const portHex = port.toString(16).toUpperCase().padStart(4, "0");
  const inodes = new Set<string>();
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    for (const line of safe(() => readFileSync(table, "utf8"), "")
      .split("\n")
      .slice(1)) {
      const fields = line.trim().split(/\s+/);
      // local_address is "ADDR:PORT", state 0A is LISTEN, field 9 is the inode.
      if (fields[1]?.endsWith(`:${portHex}`) && fields[3] === "0A") inodes.add(fields[9]);
    }
  }
  return inodes;
}

function ownsSocket(pid: number, inodes: Set<string>): boolean {
  for (const fd of safe(() => readdirSync(`/proc/${pid}/fd`), [] as string[])) {
    const target = safe(() => readlinkSync(`/proc/${pid}/fd/${fd}`), "");
    const match = /^socket:\[(\d+)\]$/.exec(target);
    if (match && inodes.has(match[1])) return true;
  }
  return false;
}

/** Reads a kB field of /proc/<pid>/status (VmRSS, VmHWM) in MiB; NaN once the process is gone. */
export function readStatusMiB(pid: number, field: "VmRSS" | "VmHWM"): number {
  const status = safe(() => readFileSync(`/proc/${pid}/status`, "utf8"), "");
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status);
  return match ? Math.round(Number(match[1]) / 102.4) / 10 : Number.NaN;
}

/**
 * Samples the VmRSS of every process pids() names every 200 ms and keeps the largest single process's (VmHWM alone
 * would also count the start-up peak: migrations, seed). A server's tree (descendants) changes while workers start;
 * with WEB_CONCURRENCY > 1 the target is per process.
 */
export function sampleRss(pids: () => number[]) {
  let peakRssMiB = 0;
  // Kept from the last tick it could be read, so that the figure survives a server that dies.
  let vmHwmMiB = Number.NaN;
  let processes = 0;
  const take = () => {
    const list = pids();
    processes = Math.max(processes, list.length);
    for (const pid of list) {
      const rss = readStatusMiB(pid, "VmRSS");
      if (rss > peakRssMiB) peakRssMiB = rss;
      const hwm = readStatusMiB(pid, "VmHWM");
      if (hwm > vmHwmMiB || Number.isNaN(vmHwmMiB)) vmHwmMiB = hwm;
    }
  };
  take();
  const timer = setInterval(take, 200);
  return {
    stop() {
      clearInterval(timer);
      take();
      return { peakRssMiB, vmHwmMiB, processes };
    },
  };
}

function safe<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}
