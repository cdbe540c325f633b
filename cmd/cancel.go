package workercmd

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"os/user"
	"strconv"

	"github.com/sluicehq/sluice/core/job"
	"github.com/sluicehq/sluice/core/transport"
)

func cancelCommand() *command {
	return &command{
		name:    "cancel",
		args:    "[--config FILE] JOB_ID",
		summary: "Cancel a job on the configured transport",
		help: `Asks the transport selected in worker.toml to cancel one job. A job no
worker holds yet never runs. A running job is told at its worker's next
lease renewal: the worker stops the scanner and reports the job cancelled
(a bundle delivered before that is still accepted). Cancelling a cancelled
job does nothing. Works with every built-in transport. transport.http
cancels through the coordinator's admin API, so its [transport.http]
table needs admin_token_file (the coordinator logs who asked); on NATS
this changes the job's state record, so it needs a worker's or an
admin's credentials, not an enqueuer's.

Examples:
  worker cancel nightly-42
  worker cancel --config /etc/sluice/worker.toml job-3f9a2c`,
		exits: []string{"1    the job already ended (done or failed), or the transport does not know it"},
		flags: func(fs *flag.FlagSet) func(*env, []string) error {
			path := configFlag(fs)
			return func(e *env, args []string) error {
				if err := exactArgs(args, 1, "one JOB_ID"); err != nil {
					return err
				}
				id := args[0]
				if err := job.ValidateID("job id", id); err != nil {
					return usagef("%v", err)
				}
				cfg, err := e.loadConfig(*path)
				if err != nil {
					return err
				}
				tr, release, err := e.openTransport(cfg)
				defer release()
				if err != nil {
					return err
				}
				c, ok := tr.(transport.Queue)
				if !ok {
					return fmt.Errorf("transport %s does not cancel jobs from the command line; cancel on its coordinator", cfg.Transport.Module.ID)
				}
				switch err := c.Cancel(e.ctx, id, requester("worker cancel")); {
				case errors.Is(err, transport.ErrJobEnded):
					return &exitError{code: ExitFailed, err: fmt.Errorf("job %s already ended; nothing to cancel (worker result %s shows how): %w", id, id, err)}
				case errors.Is(err, transport.ErrJobNotFound):
					return &exitError{code: ExitFailed, err: fmt.Errorf("job %s is not known to transport %s; check the id and the config: %w", id, cfg.Transport.Module.ID, err)}
				case errors.Is(err, transport.ErrNotPermitted):
					return fmt.Errorf("cancelling job %s: this config's credential may not cancel jobs (for transport.http set admin_token_file to the coordinator's admin token): %w", id, err)
				case err != nil:
					return fmt.Errorf("cancelling job %s: %w", id, err)
				}
				fmt.Fprintf(e.stdout, "cancel requested for %s (worker result %s shows its state)\n", id, id)
				return nil
			}
		},
	}
}

// requester says who runs this command, for a transport's audit record of
// what it asks: "alice@build-7 via worker cancel".
func requester(tool string) string {
	name := strconv.Itoa(os.Getuid())
	if u, err := user.Current(); err == nil && u.Username != "" {
		name = u.Username
	}
	host, err := os.Hostname()
	if err != nil || host == "" {
		host = "unknown-host"
	}
	return name + "@" + host + " via " + tool
}
