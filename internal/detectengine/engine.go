package detectengine

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"regexp"
	"runtime/trace"
	"strings"
	"sync"

	"github.com/sluicehq/sluice/sdk/detect"
	"github.com/sluicehq/sluice/sdk/scanner"
)

// Progress is reported after at least this many files or bytes since the
// last report, and once at the end of a scan.
const (
	ProgressEveryFiles = 64
	ProgressEveryBytes = 16 << 20
)

// Engine runs one Detector over files. It is immutable after New and safe
// for concurrent use; each Scan call has its own state.
type Engine struct {
	info    scanner.Info
	opt     Options
	matcher *detect.Matcher
	// paths matches the paths of the files that get a path window (the
	// detector's Info.PathPatterns, as one alternation); nil for none.
	paths  *regexp.Regexp
	radius int
	// jobs recycles reported files' jobs and results (see feed).
	jobs sync.Pool
}

// New builds an Engine for a detector described by info. It validates info
// (which must be of kind detector) and opt, and compiles info.Keywords.
func New(info scanner.Info, opt Options) (*Engine, error) {
	if err := info.Validate(); err != nil {
		return nil, fmt.Errorf("detector info: %w", err)
	}
	if info.Kind != scanner.KindDetector {
		return nil, fmt.Errorf("detector info: scanner %s is of kind %q, not %q", info.Name, info.Kind, scanner.KindDetector)
	}
	m, err := detect.NewMatcher(info.Keywords)
	if err != nil {
		return nil, fmt.Errorf("detector %s: %w", info.Name, err)
	}
	opt = opt.withDefaults()
	radius := info.MatchRadius()
	if err := opt.validate(radius, m.MaxKeywordLen()); err != nil {
		return nil, fmt.Errorf("detector %s: %w", info.Name, err)
	}
	e := &Engine{info: info, opt: opt, matcher: m, radius: radius}
	if len(info.PathPatterns) > 0 {
		alt := make([]string, len(info.PathPatterns))
		for i, p := range info.PathPatterns {
			alt[i] = "(?:" + p + ")"
		}
		// Each compiles (Validate), so their alternation does.
		e.paths = regexp.MustCompile(strings.Join(alt, "|"))
	}
	return e, nil
}

// Scan runs s over fsys: a TreeScanner walks fsys itself; a Detector runs
// through an Engine built with opt. It checks first that s's Info is valid
// and that s implements the interface its kind promises.
func Scan(ctx context.Context, s scanner.Scanner, fsys fs.FS, req *scanner.Request, out scanner.Reporter, opt Options) error {
	info := s.Info()
	if err := info.Validate(); err != nil {
		return fmt.Errorf("scanner info: %w", err)
	}
	switch info.Kind {
	case scanner.KindTree:
		ts, ok := s.(scanner.TreeScanner)
		if !ok {
			return fmt.Errorf("scanner %s declares kind tree but does not implement scanner.TreeScanner", info.Name)
		}
		return ts.ScanTree(ctx, req, fsys, out)
	default:
		d, ok := s.(scanner.Detector)
		if !ok {
			return fmt.Errorf("scanner %s declares kind detector but does not implement scanner.Detector", info.Name)
		}
		e, err := New(info, opt)
		if err != nil {
			return err
		}
		return e.ScanFS(ctx, fsys, req, d, out)
	}
}

// ScanFS walks fsys in lexical order and scans every regular file that the
// options select (symbolic links, directories and other special files are
// not followed or read). Findings are reported per file in walk order and,
// within a file, by offset; log lines about skipped and unreadable files go
// to out.Log; Progress is reported every ProgressEveryFiles files or
// ProgressEveryBytes bytes and at the end. ScanFS stops at the first error
// from the detector or from out.Finding (such as scanner.ErrLimit) and
// returns it; when ctx ends it returns the context's cause. No goroutine it
// started is left running when it returns.
//
// Workers scan files out of order while reports wait for the earliest
// unfinished file: a large file holds up the reports of the files after it
// but not their scanning, up to MaxFilesAhead files, and while the findings
// of finished, unreported files exceed Options.MaxFindingsPerFile no
// further file is handed out.
func (e *Engine) ScanFS(ctx context.Context, fsys fs.FS, req *scanner.Request, d scanner.Detector, out scanner.Reporter) error {
	defer trace.StartRegion(ctx, "detectengine.ScanFS").End()
	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	workers := e.opt.Workers
	f := newFeed(workers, e.opt.MaxFindingsPerFile, &e.jobs)
	var walkErr error
	var wg sync.WaitGroup
	wg.Go(func() {
		defer f.closeWalk()
		walkErr = e.walk(ctx, fsys, f)
	})
	for range workers {
		wg.Go(func() {
			s := e.newStream()
			for job := range f.jobs {
				e.scanFile(ctx, s, fsys, job.path, req, d, &job.res)
				f.finished(job)
			}
		})
	}
	err := e.emit(ctx, f, out)
	cancel(err)
	wg.Wait()
	if err != nil {
		return err
	}
	return walkErr
}

// emit reports finished files in walk order.
func (e *Engine) emit(ctx context.Context, f *feed, out scanner.Reporter) error {
	var p, last scanner.Progress
	for job := range f.ordered {
		if err := f.wait(ctx, job); err != nil {
			return err
		}
		err := report(&job.res, out)
		f.reported(job)
		if err != nil {
			return err
		}
		p.Files++
		p.Bytes += job.res.bytes
		if job.res.binary {
			p.SkippedBinary++
		}
		f.recycle(job)
		if p.Files-last.Files >= ProgressEveryFiles || p.Bytes-last.Bytes >= ProgressEveryBytes {
			out.Progress(p)
			last = p
		}
	}
	if err := ctx.Err(); err != nil {
		return context.Cause(ctx)
	}
	out.Progress(p)
	return nil
}

func report(res *fileResult, out scanner.Reporter) error {
	for _, l := range res.logs {
		out.Log(l.level, l.msg)
	}
	if res.err != nil {
		return res.err
	}
	for _, f := range res.findings {
		if err := out.Finding(f); err != nil {
			return err
		}
	}
	return nil
}

// walk hands each selected file to f in walk order; entries that are only
// reported (skipped, unreadable) go to the reports alone.
func (e *Engine) walk(ctx context.Context, fsys fs.FS, f *feed) error {
	// skipped sends an entry that is only reported, as a warning.
	skipped := func(p, reason string) error {
		job := f.newJob(p)
		job.res.skipped(p, reason)
		job.done.Store(true)
		return f.send(ctx, job, false)
	}
	err := fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			if p == "." {
				return err
			}
			return skipped(p, err.Error())
		}
		if p == "." {
			return nil
		}
		if d.IsDir() {
			if matchAny(e.opt.Exclude, p) || e.opt.Skip != nil && e.opt.Skip(p, d) {
				return fs.SkipDir
			}
			return nil
		}
		if !d.Type().IsRegular() {
			// Symbolic links are never followed (their targets inside
			// the workspace are scanned as themselves); anything else
			// (a device, FIFO or socket) is reported.
			if d.Type()&fs.ModeSymlink == 0 {
				return skipped(p, "special file ("+d.Type().Type().String()+")")
			}
			return nil
		}
		if len(e.opt.Include) > 0 && !matchAny(e.opt.Include, p) || matchAny(e.opt.Exclude, p) ||
			e.opt.Skip != nil && e.opt.Skip(p, d) {
			return nil
		}
		return f.send(ctx, f.newJob(p), true)
	})
	if err != nil && ctx.Err() == nil {
		return fmt.Errorf("walking files: %w", err)
	}
	return nil
}

// scanFile opens and scans one file into res with s. Problems with the
// file itself (gone, unreadable, too big, not regular) become warnings,
// not errors.
func (e *Engine) scanFile(ctx context.Context, s *stream, fsys fs.FS, name string, req *scanner.Request, d scanner.Detector, res *fileResult) {
	f, err := fsys.Open(name)
	if err != nil {
		res.skipped(name, "unreadable: "+err.Error())
		return
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		res.skipped(name, "unreadable: "+err.Error())
		return
	}
	if !st.Mode().IsRegular() {
		res.skipped(name, "not a regular file")
		return
	}
	if st.Size() > 0 && !s.detectPath(ctx, name, req, d, res) {
		return
	}
	if e.opt.MaxFileBytes >= 0 && st.Size() > e.opt.MaxFileBytes {
		res.skipped(name, fmt.Sprintf("%d bytes is over the file size limit of %d", st.Size(), e.opt.MaxFileBytes))
		return
	}
	s.scan(ctx, name, f, st.Size(), req, d, res)
}

// ScanFile scans the one file name (a slash path valid for fs.ValidPath) in
// fsys, like ScanFS does for each file, and reports one final Progress.
func (e *Engine) ScanFile(ctx context.Context, fsys fs.FS, name string, req *scanner.Request, d scanner.Detector, out scanner.Reporter) error {
	if !fs.ValidPath(name) || name == "." {
		return fmt.Errorf("scan file: %q is not a valid relative slash path", name)
	}
	var res fileResult
	e.scanFile(ctx, e.newStream(), fsys, name, req, d, &res)
	if err := report(&res, out); err != nil {
		return err
	}
	out.Progress(scanner.Progress{Files: 1, Bytes: res.bytes})
	return nil
}

// ScanReader scans one stream as if it were the file name (a clean relative
// slash path, used for findings). At most Options.MaxFileBytes bytes are
// read; ScanReader does not close r.
func (e *Engine) ScanReader(ctx context.Context, name string, r io.Reader, req *scanner.Request, d scanner.Detector, out scanner.Reporter) error {
	if !fs.ValidPath(name) || name == "." {
		return fmt.Errorf("scan reader: %q is not a valid relative slash path", name)
	}
	if r == nil {
		return errors.New("scan reader: nil reader")
	}
	var res fileResult
	s := e.newStream()
	if e.paths != nil {
		// The path window is for files that hold something.
		br := bufio.NewReaderSize(r, 16)
		if _, err := br.Peek(1); err == nil && !s.detectPath(ctx, name, req, d, &res) {
			br = nil
		}
		if br != nil {
			s.scan(ctx, name, br, -1, req, d, &res)
		}
	} else {
		s.scan(ctx, name, r, -1, req, d, &res)
	}
	if err := report(&res, out); err != nil {
		return err
	}
	out.Progress(scanner.Progress{Files: 1, Bytes: res.bytes})
	return nil
}
