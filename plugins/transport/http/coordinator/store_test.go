package coordinator

import (
	"context"
	"database/sql"
	"path/filepath"
	"strings"
	"testing"
)

// TestOpenAddsNewColumns opens a database made by a coordinator from
// before attempts.partial: the column is added with its default, and the
// rows already there keep their values.
func TestOpenAddsNewColumns(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "coordinator.db")
	old := strings.Replace(schema, "\tpartial TEXT NOT NULL DEFAULT '',\n", "", 1)
	if old == schema {
		t.Fatal("the schema has no partial column to leave out")
	}
	db, err := sql.Open("sqlite", "file:"+path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.ExecContext(ctx, old); err != nil {
		t.Fatal(err)
	}
	if _, err := db.ExecContext(ctx, `INSERT INTO attempts (job_id, attempt, request_id, worker_id, slot, lease, lease_expires, scan_deadline, state, started, report)
		VALUES ('j1', 1, 'r1', 'w1', 0, 'l', 0, 0, 'resolved', 0, '{"reason":"x"}')`); err != nil {
		t.Fatal(err)
	}
	db.Close()
	db, err = openDB(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var report, partial string
	if err := db.QueryRowContext(ctx, `SELECT report, partial FROM attempts WHERE job_id = 'j1'`).Scan(&report, &partial); err != nil {
		t.Fatalf("reading an old row after the upgrade: %v", err)
	}
	if report != `{"reason":"x"}` || partial != "" {
		t.Errorf("old row after the upgrade: report %q, partial %q", report, partial)
	}
	// Opening again adds nothing twice.
	db2, err := openDB(ctx, path)
	if err != nil {
		t.Fatalf("opening an upgraded database again: %v", err)
	}
	db2.Close()
}
