package workercmd

import (
	"errors"
	"strings"
	"testing"

	"github.com/sluicehq/sluice/internal/config"
)

func TestChooseScanner(t *testing.T) {
	cfg := &config.Config{Source: "worker.toml"}
	builtin := []string{"builtin/secrets"}
	for _, tc := range []struct {
		name, flag       string
		all              bool
		names, builtin   []string
		want             string
		wantErr, isUsage bool
	}{
		{name: "several named", flag: "demo/markers,builtin/secrets,demo/markers", names: []string{"builtin/secrets", "demo/markers"}, builtin: builtin, want: "demo/markers,builtin/secrets"},
		{name: "all loaded", all: true, names: []string{"a/x", "b/y", "builtin/secrets"}, builtin: builtin, want: "a/x,b/y,builtin/secrets"},
		{name: "all and named", all: true, flag: "a/x", names: []string{"a/x"}, wantErr: true, isUsage: true},
		{name: "only the built-in", names: builtin, builtin: builtin, want: "builtin/secrets"},
		{name: "one configured next to the built-in", names: []string{"builtin/secrets", "demo/markers"}, builtin: builtin, want: "demo/markers"},
		{name: "several configured", names: []string{"a/x", "b/y", "builtin/secrets"}, builtin: builtin, wantErr: true, isUsage: true},
		{name: "built-in off, one configured", names: []string{"demo/markers"}, want: "demo/markers"},
		{name: "named built-in", flag: "builtin/secrets", names: []string{"builtin/secrets", "demo/markers"}, builtin: builtin, want: "builtin/secrets"},
		{name: "named and not loaded", flag: "nope/none", names: builtin, builtin: builtin, wantErr: true, isUsage: true},
		{name: "nothing loaded", wantErr: true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := &scanFlags{allScanners: tc.all}
			if tc.flag != "" {
				f.scanners = strings.Split(tc.flag, ",")
			}
			chosen, err := chooseScanners(f, tc.names, tc.builtin, cfg)
			got := strings.Join(chosen, ",")
			if tc.wantErr {
				var ue *usageError
				if err == nil || errors.As(err, &ue) != tc.isUsage {
					t.Fatalf("got %q, %v; want an error (usage error: %v)", got, err, tc.isUsage)
				}
				return
			}
			if err != nil || got != tc.want {
				t.Fatalf("got %q, %v; want %q", got, err, tc.want)
			}
		})
	}
}
