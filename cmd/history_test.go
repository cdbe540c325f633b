package workercmd

import (
	"path/filepath"
	"testing"

	"github.com/sluicehq/sluice/core/job"
)

// TestUnscannedPath: a history scan's unscanned file shows as
// <commit>:<path>, as its findings do in the table.
func TestUnscannedPath(t *testing.T) {
	commit := "0123456789abcdef0123456789abcdef01234567"
	hist := job.Spec{Target: job.Target{Kind: "git", Path: "/r", History: true}}
	if got, want := unscannedPath("repo", hist, commit+"/big/file.bin"), "0123456789ab:"+filepath.Join("repo", "big", "file.bin"); got != want {
		t.Errorf("history: %q, want %q", got, want)
	}
	plain := job.Spec{Target: job.Target{Kind: "git", Path: "/r"}}
	if got, want := unscannedPath("repo", plain, "big/file.bin"), filepath.Join("repo", "big", "file.bin"); got != want {
		t.Errorf("one commit: %q, want %q", got, want)
	}
}
