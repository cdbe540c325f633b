package workercmd

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"text/tabwriter"
	"time"

	"github.com/sluicehq/sluice/core/transport"
	"github.com/sluicehq/sluice/internal/pipeline"
)

// statusJSON is what `worker status --json` prints.
type statusJSON struct {
	StateDir string     `json:"state_dir"`
	Slots    []slotJSON `json:"slots"`
	Queue    *queueJSON `json:"queue,omitempty"`
	QueueErr string     `json:"queue_error,omitempty"`
	// QueueHidden says why the queue is not shown when this config's
	// credential may not read it (a worker host's, by design).
	QueueHidden string `json:"queue_hidden,omitempty"`
}

type slotJSON struct {
	Slot        int    `json:"slot"`
	Phase       string `json:"phase"`
	JobID       string `json:"job_id,omitempty"`
	Attempt     int    `json:"attempt,omitempty"`
	Generations int    `json:"generations,omitempty"`
	// FailedGenerations counts the generations that count toward
	// limits.max_generations.
	FailedGenerations int       `json:"failed_generations,omitempty"`
	Since             time.Time `json:"since,omitzero"`
	Error             string    `json:"error,omitempty"`
}

type queueJSON struct {
	Transport string `json:"transport"`
	Ready     int    `json:"ready"`
	Leased    int    `json:"leased"`
	Done      int    `json:"done"`
	Failed    int    `json:"failed"`
	// NoWorker counts the ready jobs whose scanner no connected worker
	// offers (transports that know their workers: http).
	NoWorker         int    `json:"no_worker"`
	NoWorkerScanners string `json:"no_worker_scanners,omitempty"`
}

func statusCommand() *command {
	return &command{
		name:    "status",
		args:    "[--config FILE] [--json]",
		summary: "Show each slot's phase and the queue depth",
		help: `Reads the durable slot files in the state dir (without taking the worker's
lock, so it works while 'worker run' is running) and prints each slot's phase,
job, attempt and since when, followed by the transport's queue counts when the
transport can report them (transport.local can) and this config's credential
may read them: a worker host's may not under transport.http (the coordinator
gives the queue to the admin token only), so the queue is then "not shown",
which is not an error.

A queue that cannot be read (a spool directory that is missing or unreadable,
say) or a slot whose state file is unreadable is shown and makes the exit
status 1, so scripts and health checks notice.

Example:
  worker status --config /etc/sluice/worker.toml --json`,
		exits: []string{"1    the queue could not be read, or a slot's state file is unreadable (the output says which)"},
		flags: func(fs *flag.FlagSet) func(*env, []string) error {
			path := configFlag(fs)
			asJSON := fs.Bool("json", false, "print one JSON object")
			return func(e *env, args []string) error {
				if err := exactArgs(args, 0, "no arguments"); err != nil {
					return err
				}
				cfg, err := e.loadConfig(*path)
				if err != nil {
					return err
				}
				slots, err := pipeline.ReadStatus(cfg.Worker.StateDir)
				if err != nil {
					return err
				}
				out := statusJSON{StateDir: cfg.Worker.StateDir, Slots: []slotJSON{}}
				for _, s := range slots {
					sj := slotJSON{Slot: s.Slot, Phase: string(s.Phase), JobID: s.JobID, Attempt: s.Attempt,
						Generations: s.Generations, FailedGenerations: s.FailedGenerations, Since: s.Since}
					if s.Err != nil {
						sj.Error = s.Err.Error()
					}
					out.Slots = append(out.Slots, sj)
				}
				tr, release, err := e.openTransport(cfg)
				defer release()
				if err != nil {
					out.QueueErr = err.Error()
				} else if in, ok := tr.(transport.Queue); ok {
					if st, err := in.Stats(e.ctx); errors.Is(err, transport.ErrNotPermitted) {
						out.QueueHidden = "this config's credential may not read it (a worker host's may not; for transport.http the coordinator's admin token, admin_token_file, does)"
					} else if err != nil {
						out.QueueErr = err.Error()
					} else {
						out.Queue = &queueJSON{Transport: cfg.Transport.Module.ID, Ready: st.Ready, Leased: st.Leased, Done: st.Done, Failed: st.Failed,
							NoWorker: st.NoWorker, NoWorkerScanners: st.NoWorkerScanners}
					}
				}
				if *asJSON {
					enc := json.NewEncoder(e.stdout)
					enc.SetIndent("", "  ")
					if err := enc.Encode(out); err != nil {
						return err
					}
				} else if err := writeStatus(e, out); err != nil {
					return err
				}
				return statusExit(out)
			}
		},
	}
}

func writeStatus(e *env, s statusJSON) error {
	tw := tabwriter.NewWriter(e.stdout, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "SLOT\tPHASE\tJOB\tATTEMPT\tSINCE")
	for _, sl := range s.Slots {
		since, job, attempt := "-", "-", "-"
		if !sl.Since.IsZero() {
			since = sl.Since.UTC().Format(time.RFC3339)
		}
		if sl.JobID != "" {
			job, attempt = sl.JobID, fmt.Sprint(sl.Attempt)
		}
		phase := sl.Phase
		if sl.Error != "" {
			phase = "unreadable: " + sl.Error
		}
		fmt.Fprintf(tw, "%d\t%s\t%s\t%s\t%s\n", sl.Slot, phase, job, attempt, since)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	switch {
	case s.Queue != nil:
		fmt.Fprintf(e.stdout, "\nqueue (%s): %d ready, %d leased, %d done, %d failed\n", s.Queue.Transport, s.Queue.Ready, s.Queue.Leased, s.Queue.Done, s.Queue.Failed)
		if s.Queue.NoWorker > 0 {
			fmt.Fprintf(e.stdout, "%s: no worker has this scanner (%s); they wait until a worker that offers it connects\n",
				plural(s.Queue.NoWorker, "ready job"), s.Queue.NoWorkerScanners)
		}
	case s.QueueErr != "":
		fmt.Fprintf(e.stdout, "\nqueue: unavailable: %s\n", s.QueueErr)
	case s.QueueHidden != "":
		fmt.Fprintf(e.stdout, "\nqueue: not shown: %s\n", s.QueueHidden)
	}
	return nil
}

// statusExit is nil when status could read everything, else an exitError
// with ExitFailed: the output already says what is wrong.
func statusExit(s statusJSON) error {
	if s.QueueErr != "" {
		return &exitError{code: ExitFailed}
	}
	for _, sl := range s.Slots {
		if sl.Error != "" {
			return &exitError{code: ExitFailed}
		}
	}
	return nil
}
