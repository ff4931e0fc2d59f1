package memroom

import (
	"bufio"
	"bytes"
	"math"
	"os"
	"strconv"
	"strings"
	"syscall"
)

// Now is the room this process has left: under its address-space limit
// (what is mapped counts, VmSize), under its control group's memory.max
// (what the group uses counts), and the machine's MemAvailable.
func Now() Room {
	r := Room{Bytes: math.MaxInt64}
	var lim syscall.Rlimit
	if syscall.Getrlimit(syscall.RLIMIT_AS, &lim) == nil && lim.Cur != math.MaxUint64 && lim.Cur < math.MaxInt64 {
		if vm, ok := procField("/proc/self/status", "VmSize:"); ok {
			r.least(int64(lim.Cur)-vm, int64(lim.Cur), "its address-space limit, ulimit -v,")
		}
	}
	if max, used, ok := cgroupMemory(); ok {
		r.least(max-used, max, "its control group's memory limit,")
	}
	if avail, ok := procField("/proc/meminfo", "MemAvailable:"); ok {
		if total, ok := procField("/proc/meminfo", "MemTotal:"); ok {
			r.least(avail, total, "the memory the machine has available, of")
		}
	}
	return r
}

// Resident is the process's resident memory now, in bytes (VmRSS; 0 when
// it cannot be read).
func Resident() int64 {
	n, _ := procField("/proc/self/status", "VmRSS:")
	return n
}

// procField reads a "Name:   123 kB" line of a /proc file, in bytes.
func procField(path, name string) (int64, bool) {
	b, err := os.ReadFile(path)
	if err != nil {
		return 0, false
	}
	sc := bufio.NewScanner(bytes.NewReader(b))
	for sc.Scan() {
		f := strings.Fields(sc.Text())
		if len(f) >= 2 && f[0] == name {
			n, err := strconv.ParseInt(f[1], 10, 64)
			if err != nil {
				return 0, false
			}
			if len(f) >= 3 && f[2] == "kB" {
				n <<= 10
			}
			return n, true
		}
	}
	return 0, false
}

// cgroupMemory is the cgroup v2 memory.max and memory.current of this
// process's group; ok is false without a limit (or cgroup v2).
func cgroupMemory() (max, used int64, ok bool) {
	b, err := os.ReadFile("/proc/self/cgroup")
	if err != nil {
		return 0, 0, false
	}
	for _, ln := range strings.Split(string(b), "\n") {
		path, found := strings.CutPrefix(ln, "0::")
		if !found {
			continue
		}
		dir := "/sys/fs/cgroup" + strings.TrimSpace(path)
		m, err1 := os.ReadFile(dir + "/memory.max")
		c, err2 := os.ReadFile(dir + "/memory.current")
		if err1 != nil || err2 != nil {
			return 0, 0, false
		}
		max, err1 = strconv.ParseInt(strings.TrimSpace(string(m)), 10, 64) // "max": no limit
		used, err2 = strconv.ParseInt(strings.TrimSpace(string(c)), 10, 64)
		return max, used, err1 == nil && err2 == nil
	}
	return 0, 0, false
}
