package registry

// Key declares one setting of a plugin's table, the way core/config
// declares the core keys: name, type, default, range, allowed values and
// documentation, all in one place beside the plugin.
type Key struct {
	// Name is the key in the plugin's table ("mode").
	Name string
	// Type is one of "integer", "size", "duration", "string", "boolean"
	// and "array of strings".
	Type string
	// Default is the value in force when the key is left out, written as
	// worker.toml writes it (`"copy"`, `4`, `"64MiB"`, `"10m"`, `[]`).
	// Empty when it depends on the machine or the job: DefaultDoc says what
	// it is and Example shows a value.
	Default string
	// DefaultDoc describes a default that Default cannot hold.
	DefaultDoc string
	// Example is written, commented out, into the reference worker.toml for
	// a key without a Default.
	Example string
	// Min and Max bound an integer, size or duration, inclusive, in its
	// base unit (bytes, nanoseconds). Both zero: no range.
	Min, Max int64
	// Values lists the allowed values of a string key; empty: any.
	Values []string
	// Doc says what the key does, in full sentences that start with its
	// name.
	Doc string
}
