package coordinator

import (
	"context"
	"database/sql"
	"fmt"
	"net/url"
	"os"
	"syscall"
	"time"

	"github.com/sluicehq/sluice/internal/state"

	_ "modernc.org/sqlite" // the pure-Go SQLite driver, registered as "sqlite"
)

// schema is the coordinator's database. Times are unix nanoseconds.
const schema = `
CREATE TABLE IF NOT EXISTS jobs (
	id TEXT PRIMARY KEY,
	spec TEXT NOT NULL,
	scanner TEXT NOT NULL,
	state TEXT NOT NULL,
	seq INTEGER NOT NULL,
	attempts INTEGER NOT NULL DEFAULT 0,
	cancel INTEGER NOT NULL DEFAULT 0,
	created INTEGER NOT NULL,
	updated INTEGER NOT NULL,
	result_attempt INTEGER NOT NULL DEFAULT 0,
	attempts_floor INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS jobs_ready ON jobs(state, seq);
CREATE TABLE IF NOT EXISTS attempts (
	job_id TEXT NOT NULL,
	attempt INTEGER NOT NULL,
	request_id TEXT NOT NULL UNIQUE,
	worker_id TEXT NOT NULL,
	slot INTEGER NOT NULL,
	lease TEXT NOT NULL,
	lease_expires INTEGER NOT NULL,
	scan_deadline INTEGER NOT NULL,
	state TEXT NOT NULL,
	started INTEGER NOT NULL,
	outcome TEXT NOT NULL DEFAULT '',
	digest TEXT NOT NULL DEFAULT '',
	receipt_id TEXT NOT NULL DEFAULT '',
	accepted INTEGER NOT NULL DEFAULT 0,
	size INTEGER NOT NULL DEFAULT 0,
	report TEXT NOT NULL DEFAULT '',
	last_phase TEXT NOT NULL DEFAULT '',
	partial TEXT NOT NULL DEFAULT '',
	credential TEXT NOT NULL DEFAULT '',
	PRIMARY KEY (job_id, attempt)
);
CREATE INDEX IF NOT EXISTS attempts_active ON attempts(state, lease_expires);
CREATE INDEX IF NOT EXISTS attempts_slot ON attempts(worker_id, slot, state);
CREATE TABLE IF NOT EXISTS workers (
	id TEXT PRIMARY KEY,
	session TEXT NOT NULL,
	session_expires INTEGER NOT NULL,
	version TEXT NOT NULL,
	platform TEXT NOT NULL,
	scanners TEXT NOT NULL,
	capacity INTEGER NOT NULL,
	draining INTEGER NOT NULL DEFAULT 0,
	active TEXT NOT NULL DEFAULT '[]',
	last_seen INTEGER NOT NULL,
	last_seq INTEGER NOT NULL DEFAULT 0,
	credential TEXT NOT NULL DEFAULT ''
);
CREATE TABLE IF NOT EXISTS settings (
	key TEXT PRIMARY KEY,
	value TEXT NOT NULL
);
`

// openDB opens (creating) the SQLite database at path with WAL, full
// synchronous commits and a busy timeout, and applies the schema. The pool
// holds one connection: every transaction is serialised, which keeps the
// state machine simple and is fast enough for a reference coordinator.
//
// The file is created 0600 (and an existing one narrowed to 0600) before
// SQLite opens it; SQLite gives its -wal and -shm files the database's
// mode, so none of them is readable by other users.
func openDB(ctx context.Context, path string) (*sql.DB, error) {
	if err := createPrivate(path); err != nil {
		return nil, err
	}
	q := url.Values{}
	q.Add("_pragma", "journal_mode(WAL)")
	q.Add("_pragma", "synchronous(FULL)")
	q.Add("_pragma", "busy_timeout(10000)")
	q.Add("_pragma", "foreign_keys(ON)")
	db, err := sql.Open("sqlite", "file:"+path+"?"+q.Encode())
	if err != nil {
		return nil, fmt.Errorf("opening %s: %w", path, err)
	}
	db.SetMaxOpenConns(1)
	db.SetConnMaxIdleTime(0)
	if _, err := db.ExecContext(ctx, schema); err != nil {
		db.Close()
		return nil, fmt.Errorf("creating the schema in %s: %w", path, err)
	}
	if err := addColumns(ctx, db); err != nil {
		db.Close()
		return nil, fmt.Errorf("updating the schema in %s: %w", path, err)
	}
	return db, nil
}

// addedColumns are columns added to a table after its first release: a
// database created before them gets them at open, with their default.
var addedColumns = []struct{ table, column, decl string }{
	{"attempts", "partial", "TEXT NOT NULL DEFAULT ''"},
	{"jobs", "attempts_floor", "INTEGER NOT NULL DEFAULT 0"},
	{"attempts", "credential", "TEXT NOT NULL DEFAULT ''"},
	{"workers", "credential", "TEXT NOT NULL DEFAULT ''"},
}

// addColumns adds every addedColumns entry its table lacks.
func addColumns(ctx context.Context, db *sql.DB) error {
	for _, c := range addedColumns {
		var n int
		if err := db.QueryRowContext(ctx, `SELECT COUNT(*) FROM pragma_table_info(?) WHERE name = ?`, c.table, c.column).Scan(&n); err != nil {
			return err
		}
		if n > 0 {
			continue
		}
		if _, err := db.ExecContext(ctx, "ALTER TABLE "+c.table+" ADD COLUMN "+c.column+" "+c.decl); err != nil {
			return fmt.Errorf("adding %s.%s: %w", c.table, c.column, err)
		}
	}
	return nil
}

// createPrivate creates path as an empty 0600 file if it is missing, and
// narrows an existing one to 0600. It never follows a symlink.
func createPrivate(path string) error {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE|syscall.O_NOFOLLOW|syscall.O_CLOEXEC, state.FileMode)
	if err != nil {
		return fmt.Errorf("opening %s: %w", path, err)
	}
	defer f.Close()
	if err := f.Chmod(state.FileMode); err != nil {
		return fmt.Errorf("making %s private: %w", path, err)
	}
	return nil
}

func nanos(t time.Time) int64 { return t.UnixNano() }

func fromNanos(n int64) time.Time {
	if n == 0 {
		return time.Time{}
	}
	return time.Unix(0, n).UTC()
}

// tx runs fn in a transaction and commits it when fn returns nil. Jobs
// that fn ends (countEnded) are counted once the commit holds.
func (c *Coordinator) tx(ctx context.Context, fn func(tx *sql.Tx) error) error {
	tx, err := c.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("database: %w", err)
	}
	ended := func() []string {
		c.endedMu.Lock()
		defer c.endedMu.Unlock()
		e := c.endedIn[tx]
		delete(c.endedIn, tx)
		return e
	}
	if err := fn(tx); err != nil {
		tx.Rollback()
		ended()
		return err
	}
	if err := tx.Commit(); err != nil {
		ended()
		return fmt.Errorf("database commit: %w", err)
	}
	for _, outcome := range ended() {
		c.metrics.ended.WithLabelValues(outcome).Inc()
	}
	return nil
}

// countEnded notes, in tx, a job that reached the final state outcome
// (done, partial, failed, cancelled), for sluice_coordinator_jobs_ended_total.
func (c *Coordinator) countEnded(tx *sql.Tx, outcome string) {
	c.endedMu.Lock()
	defer c.endedMu.Unlock()
	if c.endedIn == nil {
		c.endedIn = map[*sql.Tx][]string{}
	}
	c.endedIn[tx] = append(c.endedIn[tx], outcome)
}
