package main

import (
	"bufio"
	"fmt"
	"os"
	"regexp"
	"sort"
	"strings"
	"testing"
)

// fileOpsTrace is the strace filter of SLUICE_BENCH_FILEOPS=1: every
// system call that creates, renames, removes or syncs a file.
const fileOpsTrace = "trace=fsync,fdatasync,openat,rename,renameat,renameat2,unlink,unlinkat,mkdirat,linkat"

// fileOpsLine matches one completed call of an strace -f -y log:
// "pid name(args) = result".
var fileOpsLine = regexp.MustCompile(`^\d+\s+(\w+)\((.*)\)\s+=\s+(-?\d+)`)

// fileOpsNames turns the names of one job into the names of every job,
// so the calls of n jobs add up per kind of file.
var fileOpsNames = []struct {
	re   *regexp.Regexp
	with string
}{
	{regexp.MustCompile(`\.tmp-[0-9a-f]+`), ".tmp-*"},
	{regexp.MustCompile(`st-\d{4}`), "<job>"},
	{regexp.MustCompile(`\d{20}@`), "<order>@"},
	{regexp.MustCompile(`[0-9a-f]{64}`), "<sha256>"},
	{regexp.MustCompile(`[0-9a-f]{32}`), "<request>"},
	{regexp.MustCompile(`[0-9a-f]{16}`), "<generation>"},
	{regexp.MustCompile(`/\d+(\.json|\.jsonl|-)`), "/<n>$1"},
	{regexp.MustCompile(`seg-<generation>`), "seg-<seq>"},
}

// logFileOps reads the strace log at path, written with -y under dir for
// jobs jobs, and logs how many times per job each kind of file was
// created, renamed, removed and synced: the table of docs/architecture.md
// §2. Calls that happen less than once in 20 jobs are left out.
func logFileOps(b *testing.B, path, dir string, jobs int) {
	b.Helper()
	f, err := os.Open(path)
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	count := map[string]int{}
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	quoted := regexp.MustCompile(`"([^"]*)"`)
	fdName := regexp.MustCompile(`^\d+<([^>]*)>`)
	for sc.Scan() {
		m := fileOpsLine.FindStringSubmatch(sc.Text())
		if m == nil || strings.HasPrefix(m[3], "-") {
			continue
		}
		call, args := m[1], m[2]
		var op, name string
		switch {
		case call == "openat":
			if !strings.Contains(args, "O_CREAT") {
				continue
			}
			op = "open O_CREAT"
			if strings.Contains(args, "O_EXCL") {
				op = "create"
			}
			name = firstMatch(quoted, args)
		case call == "fsync" || call == "fdatasync":
			op, name = call, firstMatch(fdName, args)
		case strings.HasPrefix(call, "rename"), strings.HasPrefix(call, "link"):
			names := quoted.FindAllStringSubmatch(args, -1)
			if len(names) < 2 {
				continue
			}
			op, name = strings.TrimSuffix(strings.TrimSuffix(call, "at2"), "at"), names[0][1]+" -> "+names[1][1]
		case strings.HasPrefix(call, "unlink"):
			op = "unlink"
			if strings.Contains(args, "AT_REMOVEDIR") {
				op = "rmdir"
			}
			name = firstMatch(quoted, args)
		case call == "mkdirat":
			op, name = "mkdir", firstMatch(quoted, args)
		default:
			continue
		}
		if d := firstMatch(fdName, args); d != "" && call != "fsync" && call != "fdatasync" && !strings.HasPrefix(name, "/") {
			name = d + "/" + name // relative to a directory descriptor
		}
		name = strings.ReplaceAll(name, dir+"/", "")
		for _, r := range fileOpsNames {
			name = r.re.ReplaceAllString(name, r.with)
		}
		count[fmt.Sprintf("%-12s %s", op, name)]++
	}
	if err := sc.Err(); err != nil {
		b.Fatal(err)
	}
	keys := make([]string, 0, len(count))
	for k, c := range count {
		if c*20 >= jobs {
			keys = append(keys, k)
		}
	}
	sort.Slice(keys, func(i, j int) bool {
		return keys[i][13:] < keys[j][13:] || keys[i][13:] == keys[j][13:] && keys[i] < keys[j]
	})
	var out strings.Builder
	totals := map[string]int{}
	for _, k := range keys {
		fmt.Fprintf(&out, "%6.2f  %s\n", float64(count[k])/float64(jobs), k)
		area := "other"
		if n := k[13:]; strings.HasPrefix(n, "spool/") {
			area = "spool"
		} else if strings.HasPrefix(n, "state/") {
			area = "state"
		}
		totals[area+" "+strings.TrimSpace(k[:12])] += count[k]
	}
	tk := make([]string, 0, len(totals))
	for k := range totals {
		tk = append(tk, k)
	}
	sort.Strings(tk)
	for _, k := range tk {
		fmt.Fprintf(&out, "%6.2f  total %s\n", float64(totals[k])/float64(jobs), k)
	}
	b.Logf("file operations per job (%d jobs, start and drain included):\n%s", jobs, out.String())
}

func firstMatch(re *regexp.Regexp, s string) string {
	if m := re.FindStringSubmatch(s); m != nil {
		return m[1]
	}
	return ""
}
