package workercmd

import (
	"crypto/tls"
	"crypto/x509"
	"encoding/json"
	"flag"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/sluicehq/sluice/internal/state"
	"github.com/sluicehq/sluice/plugins/transport/http/api"
)

func coordinatorJobsCommand() *command {
	return &command{
		name:    "coordinator jobs",
		args:    "--dir DIR [--state STATE] [--job ID] [--cancel ID] [--retry ID] [--json]",
		summary: "List a coordinator's jobs, states and results",
		help: `Asks a running 'worker coordinator serve' for its jobs through the admin
API. With --dir it finds the URL (DIR/address), the admin token
(DIR/admin-token) and the generated certificate (DIR/tls/cert.pem) of a
coordinator on this machine; --url, --token-file and --ca-file override
them. --job prints one job with its attempts and result as JSON; --cancel
cancels a job; --retry puts a failed or cancelled job back in the queue with
fresh attempts. A done job whose bundle does not cover the whole target (the
scan timed out, left files unscanned or dropped events) shows as partial,
with what it misses; in JSON, its result holds "partial".

Examples:
  worker coordinator jobs --dir ./coord
  worker coordinator jobs --dir ./coord --state failed --json
  worker coordinator jobs --dir ./coord --job job-1`,
		flags: func(fs *flag.FlagSet) func(*env, []string) error {
			dir := fs.String("dir", "", "the coordinator's data directory")
			rawURL := fs.String("url", "", "the coordinator URL (default: from DIR/address)")
			tokenFile := fs.String("token-file", "", "the admin token file (default: DIR/admin-token)")
			caFile := fs.String("ca-file", "", "the CA or certificate to trust (default: DIR/tls/cert.pem when it exists)")
			st := fs.String("state", "", "only jobs in this state: ready, leased, done, failed, cancelled")
			one := fs.String("job", "", "print this job in full")
			cancel := fs.String("cancel", "", "cancel this job")
			retry := fs.String("retry", "", "put this failed or cancelled job back in the queue")
			asJSON := fs.Bool("json", false, "print JSON")
			return func(e *env, args []string) error {
				if err := exactArgs(args, 0, "no arguments"); err != nil {
					return err
				}
				cl, err := newAdminClient(*dir, *rawURL, *tokenFile, *caFile)
				if err != nil {
					return err
				}
				switch {
				case *retry != "":
					var info api.JobInfo
					if err := cl.call(http.MethodPost, api.PathJobs+"/"+url.PathEscape(*retry)+"/retry", &info); err != nil {
						return err
					}
					fmt.Fprintf(e.stdout, "job %s: %s (retry requested)\n", info.Spec.ID, info.State)
					return nil
				case *cancel != "":
					var info api.JobInfo
					if err := cl.call(http.MethodPost, api.PathJobs+"/"+url.PathEscape(*cancel)+"/cancel", &info); err != nil {
						return err
					}
					fmt.Fprintf(e.stdout, "job %s: %s (cancel requested)\n", info.Spec.ID, info.State)
					return nil
				case *one != "":
					var info api.JobInfo
					if err := cl.call(http.MethodGet, api.PathJobs+"/"+url.PathEscape(*one), &info); err != nil {
						return err
					}
					enc := json.NewEncoder(e.stdout)
					enc.SetIndent("", "  ")
					return enc.Encode(info)
				}
				q := url.Values{}
				if *st != "" {
					q.Set("state", *st)
				}
				var list api.JobList
				if err := cl.call(http.MethodGet, api.PathJobs+"?"+q.Encode(), &list); err != nil {
					return err
				}
				if *asJSON {
					enc := json.NewEncoder(e.stdout)
					enc.SetIndent("", "  ")
					return enc.Encode(list)
				}
				tw := tabwriter.NewWriter(e.stdout, 0, 4, 2, ' ', 0)
				fmt.Fprintln(tw, "JOB\tSTATE\tATTEMPTS\tSCANNER\tRESULT")
				for _, j := range list.Jobs {
					res := "-"
					if r := j.Result; r != nil {
						if len(r.Receipt.Digest) >= 12 {
							res = string(r.Receipt.Outcome) + " " + r.Receipt.Digest[:12]
						}
						if r.Report != nil {
							res = "terminal " + r.Report.Reason
						}
					}
					state := j.State
					if r := j.Result; r != nil && r.Partial != nil && state == api.JobDone {
						state = "partial (" + r.Partial.String() + ")"
					}
					if j.Waiting != "" {
						state += " (" + j.Waiting + ")"
					}
					fmt.Fprintf(tw, "%s\t%s\t%d\t%s\t%s\n", j.Spec.ID, state, j.Attempts, j.Spec.Scanner, res)
				}
				return tw.Flush()
			}
		},
	}
}

// adminClient talks to a coordinator's admin API.
type adminClient struct {
	base  string
	token string
	http  *http.Client
}

func newAdminClient(dir, rawURL, tokenFile, caFile string) (*adminClient, error) {
	if dir == "" && (rawURL == "" || tokenFile == "") {
		return nil, usagef("give --dir, or --url and --token-file")
	}
	if rawURL == "" {
		b, err := state.ReadFile(filepath.Join(dir, coordAddressFile), 4096)
		if err != nil {
			return nil, fmt.Errorf("reading the coordinator address (is it running?): %w", err)
		}
		rawURL = strings.TrimSpace(string(b))
	}
	if tokenFile == "" {
		tokenFile = filepath.Join(dir, coordAdminTokenFile)
	}
	tok, err := loadOrCreateToken(tokenFile, "")
	if err != nil {
		return nil, err
	}
	if caFile == "" && dir != "" {
		if p := filepath.Join(dir, coordTLSDir, "cert.pem"); fileExists(p) {
			caFile = p
		}
	}
	tc := &tls.Config{MinVersion: tls.VersionTLS12}
	if caFile != "" {
		pem, err := os.ReadFile(caFile)
		if err != nil {
			return nil, fmt.Errorf("ca file: %w", err)
		}
		pool := x509.NewCertPool()
		if !pool.AppendCertsFromPEM(pem) {
			return nil, fmt.Errorf("ca file %s holds no PEM certificate", caFile)
		}
		tc.RootCAs = pool
	}
	return &adminClient{base: strings.TrimRight(rawURL, "/"), token: tok,
		http: &http.Client{Timeout: 30 * time.Second, Transport: &http.Transport{TLSClientConfig: tc}}}, nil
}

func fileExists(p string) bool {
	_, err := os.Stat(p)
	return err == nil
}

func (c *adminClient) call(method, path string, out any) error {
	req, err := http.NewRequest(method, c.base+path, nil)
	if err != nil {
		return err
	}
	req.Header.Set("Authorization", "Bearer "+c.token)
	req.Header.Set(api.HeaderRequestedBy, requester("worker coordinator jobs"))
	resp, err := c.http.Do(req)
	if err != nil {
		return fmt.Errorf("asking the coordinator: %w", err)
	}
	defer resp.Body.Close()
	b, err := api.ReadBody(resp.Body, 64<<20)
	if err != nil {
		return fmt.Errorf("reading the coordinator's answer: %w", err)
	}
	if resp.StatusCode/100 != 2 {
		var eb api.ErrorBody
		if json.Unmarshal(b, &eb) == nil && eb.Error.Message != "" {
			return fmt.Errorf("coordinator: %s", eb.Error.Message)
		}
		return fmt.Errorf("coordinator answered %s", resp.Status)
	}
	return json.Unmarshal(b, out)
}
