package registry

import "math"

// Key declares one setting of a plugin's table, the way internal/config
// declares the core keys: name, type, default, range, allowed values, unit
// and documentation, all in one place beside the plugin. The reference
// worker.toml, the plugin's tables in docs/configuration.md, the range
// checks of `worker config check` (with file:line) and those of the
// plugin's Validate (config.CheckKeys) are all derived from it.
type Key struct {
	// Name is the key in the plugin's table ("mode").
	Name string
	// Type is one of "integer", "size", "duration", "string", "boolean",
	// "array of strings", "table" (a sub-table whose keys Keys declares)
	// and "table of strings" (a free table of string values, such as an
	// environment, whose names NamePattern and values MaxValueBytes
	// bound). A size field is a config.Size and a duration field a
	// job.Duration: one grammar for every plugin.
	Type string
	// Default is the value in force when the key is left out, of the Go
	// type its Type names: int, config.Size, job.Duration, string, bool,
	// []string or map[string]string. Nil when it depends on the machine or
	// the job, or the key is required: DefaultDoc says what it is and
	// Example shows a value. A table has no Default: its keys have theirs.
	Default any
	// DefaultDoc describes a default that Default cannot hold.
	DefaultDoc string
	// Example is written, commented out, into the reference worker.toml for
	// a key without a Default.
	Example string
	// Min and Max bound an integer, size or duration, inclusive, in its
	// base unit (bytes, nanoseconds). Both zero: no range. Max NoMax: no
	// upper bound. For an array or a table of strings, Max bounds its
	// entries.
	Min, Max int64
	// Zero, when set, says what 0 means ("no limit"): 0 is allowed besides
	// Min..Max.
	Zero string
	// Values lists the allowed values of a string key, or of the elements
	// of an array of strings; empty: any.
	Values []string
	// Unit names what an integer counts ("jobs", "processes"), shown with
	// its range. Sizes are bytes and durations time: they need none.
	Unit string
	// Doc says what the key does, in full sentences that start with its
	// name.
	Doc string

	// Keys, for a "table", declares the keys of the sub-table, in the
	// order the reference worker.toml shows them.
	Keys []Key
	// NamePattern, for a "table of strings", is a regular expression every
	// name in the table must match entirely; NameDoc says it in words.
	NamePattern, NameDoc string
	// MaxValueBytes, for a "table of strings", bounds each value.
	MaxValueBytes int
}

// NoMax as a Key's Max means the range has no upper bound ("at least
// Min").
const NoMax = math.MaxInt64
