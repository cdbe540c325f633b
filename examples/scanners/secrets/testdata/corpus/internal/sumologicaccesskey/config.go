package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":             "https://api.acme.dev/v2",
	"sumologic_access_key": "PaMU7zNK7jhWDjbfgOvCPBSqpKvAYBzh4zjzeX24zPifPYEoDWEAWoPnZAeHVj4i",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
