package workercmd

import (
	"fmt"
	"io"
	"os"
	"sync"

	"golang.org/x/term"
)

// isTerminal reports whether w is a terminal.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}

func isDir(path string) bool {
	fi, err := os.Stat(path)
	return err == nil && fi.IsDir()
}

// terminalNotice returns a registry.Context.Notify that writes each notice
// on a line of its own to stderr, prefixed with cmd, when stderr is a
// terminal (clearing a progress bar's line first; the bar redraws below
// it); nil otherwise, so scripts and logs never see notices.
func (e *env) terminalNotice(cmd string) func(string) {
	if !isTerminal(e.stderr) {
		return nil
	}
	var mu sync.Mutex
	return func(msg string) {
		mu.Lock()
		defer mu.Unlock()
		fmt.Fprintf(e.stderr, "\r\x1b[K%s: %s\n", cmd, msg)
	}
}
