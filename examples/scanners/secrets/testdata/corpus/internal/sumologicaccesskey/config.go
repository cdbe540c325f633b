package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"sumologic_access_key": "fs96qTzU1R34Gc94M7SWPyaM6dfl3DnqFk6a0pvwOKU0xrPGqnYxGRdVsDEIfyoj",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
