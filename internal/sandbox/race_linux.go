//go:build race && linux

package sandbox

import "os"

// raceExitSleep is the GORACE setting that race-built processes started
// from a race-built worker get: no sleep at exit.
const raceExitSleep = "atexit_sleep_ms=0"

// A process built with the race detector (a test binary under
// go test -race) sleeps GORACE's atexit_sleep_ms, a second by default,
// before it exits, so that races of goroutines still running are caught.
// Each sandboxed run of a race-built worker starts race-built processes
// (the init, the probe, the hold process, and a test binary run as the
// scanner), and those sleeps were most of the sandbox tests' time. In a
// race build, then, the worker's environment gets GORACE=atexit_sleep_ms=0
// when it has no GORACE of its own (processes that inherit the
// environment take it from there), and the init, whose environment is
// otherwise initEnv alone, gets the worker's GORACE. Builds without -race
// do not contain this file.
func init() {
	v, ok := os.LookupEnv("GORACE")
	if !ok {
		v = raceExitSleep
		os.Setenv("GORACE", v)
	}
	initEnv = append(initEnv[:len(initEnv):len(initEnv)], "GORACE="+v)
}
