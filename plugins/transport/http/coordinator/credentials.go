package coordinator

import (
	"bufio"
	"bytes"
	"context"
	"crypto/subtle"
	"fmt"
	"regexp"
	"strings"
)

// WorkerToken is one worker credential: a name the coordinator records
// the worker's attempts under, and its bearer token.
type WorkerToken struct {
	Name  string
	Token string
}

// DefaultWorkerTokenName names the worker token of a token file that
// holds one token without a name (the file the coordinator generates).
const DefaultWorkerTokenName = "worker"

// MaxWorkerTokens bounds the worker tokens of one token file.
const MaxWorkerTokens = 1000

var tokenNameRE = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$`)

// ParseWorkerTokens reads a worker token file: one token alone on its
// line (named DefaultWorkerTokenName), or one "NAME TOKEN" line per
// worker. Blank lines and lines starting with # are skipped. Names are 1
// to 64 of [A-Za-z0-9._-], starting with a letter or digit; tokens at least
// 16 printable ASCII bytes without spaces. Names and tokens are unique.
// Errors name the line.
func ParseWorkerTokens(data []byte) ([]WorkerToken, error) {
	var out []WorkerToken
	names, tokens := map[string]int{}, map[string]int{}
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 0, 4096), 1<<16)
	unnamed := false
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Fields(line)
		var wt WorkerToken
		switch len(fields) {
		case 1:
			wt = WorkerToken{Name: DefaultWorkerTokenName, Token: fields[0]}
			unnamed = true
		case 2:
			wt = WorkerToken{Name: fields[0], Token: fields[1]}
			if !tokenNameRE.MatchString(wt.Name) {
				return nil, fmt.Errorf("line %d: name %.80q: want 1 to 64 of A-Z a-z 0-9 . _ -, starting with a letter or digit", n, wt.Name)
			}
		default:
			return nil, fmt.Errorf("line %d: want TOKEN, or NAME TOKEN (%d fields)", n, len(fields))
		}
		if (unnamed || len(fields) == 1) && len(out) > 0 {
			return nil, fmt.Errorf("line %d: a token without a name must be the file's only token: name each worker's token (NAME TOKEN)", n)
		}
		if err := checkToken(wt.Token); err != nil {
			return nil, fmt.Errorf("line %d (%s): %w", n, wt.Name, err)
		}
		if prev, ok := names[wt.Name]; ok {
			return nil, fmt.Errorf("line %d: name %s is already on line %d", n, wt.Name, prev)
		}
		if prev, ok := tokens[wt.Token]; ok {
			return nil, fmt.Errorf("line %d (%s): the same token as line %d: each worker has a token of its own", n, wt.Name, prev)
		}
		names[wt.Name], tokens[wt.Token] = n, n
		out = append(out, wt)
		if len(out) > MaxWorkerTokens {
			return nil, fmt.Errorf("more than %d worker tokens", MaxWorkerTokens)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no token")
	}
	return out, nil
}

// checkToken checks one bearer token: at least 16 printable ASCII bytes,
// without spaces.
func checkToken(tok string) error {
	if len(tok) < 16 {
		return fmt.Errorf("the token must be at least 16 bytes")
	}
	for i := 0; i < len(tok); i++ {
		if tok[i] <= ' ' || tok[i] > '~' {
			return fmt.Errorf("the token must be printable ASCII without spaces (byte %d)", i)
		}
	}
	return nil
}

// credentials is the set of tokens a coordinator accepts.
type credentials struct {
	workers []WorkerToken
	admin   string
}

// worker returns the name of the worker credential tok is, comparing tok
// with every token in constant time (each comparison runs whatever the
// others found).
func (cr *credentials) worker(tok string) (string, bool) {
	name, found := "", 0
	for _, w := range cr.workers {
		eq := subtle.ConstantTimeCompare([]byte(tok), []byte(w.Token))
		if eq == 1 {
			name = w.Name
		}
		found |= eq
	}
	return name, found == 1
}

func (cr *credentials) isAdmin(tok string) bool {
	return subtle.ConstantTimeCompare([]byte(tok), []byte(cr.admin)) == 1
}

// has reports whether name is a worker credential of the set.
func (cr *credentials) has(name string) bool {
	for _, w := range cr.workers {
		if w.Name == name {
			return true
		}
	}
	return false
}

// newCredentials checks the worker tokens and the admin token as a set.
func newCredentials(workers []WorkerToken, admin string) (*credentials, error) {
	if len(workers) == 0 {
		return nil, fmt.Errorf("token: no worker token")
	}
	if err := checkToken(admin); err != nil {
		return nil, fmt.Errorf("admin token: %w", err)
	}
	for _, w := range workers {
		if err := checkToken(w.Token); err != nil {
			return nil, fmt.Errorf("token of worker credential %s: %w", w.Name, err)
		}
		if subtle.ConstantTimeCompare([]byte(w.Token), []byte(admin)) == 1 {
			return nil, fmt.Errorf("admin token: must differ from the worker token of %s (a worker host must not hold the admin credential)", w.Name)
		}
	}
	return &credentials{workers: workers, admin: admin}, nil
}

// SetWorkerTokens replaces the worker tokens the coordinator accepts (a
// reloaded token file). A worker whose token is gone gets 401 from its
// next request on; its sessions stop, and the jobs it held go to other
// workers when their leases run out.
func (c *Coordinator) SetWorkerTokens(workers []WorkerToken) error {
	cr, err := newCredentials(workers, c.creds.Load().admin)
	if err != nil {
		return err
	}
	c.creds.Store(cr)
	names := make([]string, len(workers))
	for i, w := range workers {
		names[i] = w.Name
	}
	c.log.Info("worker tokens loaded", "credentials", strings.Join(names, ","))
	return nil
}

// credentialKey carries the name of the worker credential of a request in
// its context.
type credentialKey struct{}

func withCredential(ctx context.Context, name string) context.Context {
	return context.WithValue(ctx, credentialKey{}, name)
}

// credentialOf is the worker credential of a request ("" when a caller in
// this process, not a request, asks).
func credentialOf(ctx context.Context) string {
	name, _ := ctx.Value(credentialKey{}).(string)
	return name
}
