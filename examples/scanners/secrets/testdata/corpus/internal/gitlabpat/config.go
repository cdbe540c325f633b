package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":   "https://api.acme.dev/v2",
	"gitlab_pat": "glpat-QYlt3pXy1B7IXzwq6Ffl",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
